import React, {useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';

/**
 * Every table in the docs (Markdown tables through MDXComponents, and our data tables).
 * A table wider than the page scrolls sideways (src/css/custom.css); while it does, it takes
 * keyboard focus, so that it can be scrolled without a mouse (WCAG 2.1.1).
 */
export default function Table(props: ComponentProps<'table'>): ReactNode {
  const ref = useRef<HTMLTableElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const table = ref.current;
    if (!table) return undefined;
    const measure = () => setScrolls(table.scrollWidth > table.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(table);
    return () => observer.disconnect();
  }, []);
  // A table wider than the page scrolls; it takes the focus only then, to scroll by keyboard.
  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- axe's scrollable-region-focusable
  return <table ref={ref} tabIndex={scrolls ? 0 : undefined} {...props} />;
}
