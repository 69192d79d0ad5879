/**
 * Swizzled (wrap): a diagram is drawn when it comes near the screen, or when the page is
 * printed, instead of while the page starts.
 *
 * Mermaid is the largest script of the site (about 200 KB brotli with its diagram types), and
 * drawing a diagram is long main-thread work: on a phone a page with two diagrams spent 1.5 s
 * blocked at start-up (bench/HISTORY.md). A reader who never scrolls to a diagram no longer
 * loads Mermaid at all.
 */
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof MermaidType>;

/** A diagram starts drawing when it is within one screen height of the screen. */
const AHEAD = '100% 0px';

export default function MermaidWrapper(props: Props): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const draw = () => setNear(true);
    if (typeof IntersectionObserver === 'undefined') {
      draw();
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && draw(), {rootMargin: AHEAD});
    observer.observe(element);
    window.addEventListener('beforeprint', draw);
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', draw);
    };
  }, [near]);
  return (
    <div ref={ref} data-diagram={near ? 'drawn' : 'waiting'}>
      {near && <Mermaid {...props} />}
    </div>
  );
}
