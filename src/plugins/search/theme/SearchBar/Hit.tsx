import React, {type ReactNode} from 'react';
import type {Segment} from '../../core/snippet';
import styles from './Hit.module.css';

/** A snippet with its matched words marked. */
export function Snippet({segments}: {segments: Segment[]}): ReactNode {
  return (
    <>
      {segments.map((s, i) =>
        s.mark ? (
          <mark key={i} className={styles.mark}>
            {s.text}
          </mark>
        ) : (
          <React.Fragment key={i}>{s.text}</React.Fragment>
        ),
      )}
    </>
  );
}
