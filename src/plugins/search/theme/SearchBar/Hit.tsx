import React, {type ReactNode} from 'react';
import type {Segment} from '../../core/snippet';

/** A snippet with its matched words marked. */
export function Snippet({segments}: {segments: Segment[]}): ReactNode {
  return (
    <>
      {segments.map((s, i) => (s.mark ? <mark key={i}>{s.text}</mark> : <React.Fragment key={i}>{s.text}</React.Fragment>))}
    </>
  );
}
