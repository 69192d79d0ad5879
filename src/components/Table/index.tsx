import React, {useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';
import {drawn, onPartDrawn} from '@site/src/utils/drawn';

/**
 * Every table in the docs (Markdown tables through MDXComponents, and our data tables).
 * A table wider than the page scrolls sideways (src/css/custom.css); while it does, it takes
 * keyboard focus, so that it can be scrolled without a mouse (WCAG 2.1.1).
 *
 * Further down a long page, the browser draws a table only when the reader comes near it
 * (`content-visibility`, src/utils/drawn.ts): it is measured then, not while the page starts.
 * Until it has been measured it takes the focus, since it may be wider than the page; one that
 * turns out to fit gives it up.
 */
export default function Table(props: ComponentProps<'table'>): ReactNode {
  const ref = useRef<HTMLTableElement>(null);
  const [scrolls, setScrolls] = useState(true);
  useEffect(() => {
    const table = ref.current;
    if (!table) return undefined;
    const measure = () => {
      if (drawn(table)) setScrolls(table.scrollWidth > table.clientWidth);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(table);
    const offPartDrawn = onPartDrawn(table, measure);
    return () => {
      observer.disconnect();
      offPartDrawn();
    };
  }, []);
  // A table wider than the page scrolls; it takes the focus only then, to scroll by keyboard.
  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- axe's scrollable-region-focusable
  return <table ref={ref} tabIndex={scrolls ? 0 : undefined} {...props} />;
}
