/**
 * Swizzled (eject): the table of contents beside a doc page or blog post follows the scroll
 * only where it is shown. The theme's CSS hides it below the desktop breakpoint, but its
 * highlight hook still listened to every scroll and measured the page's headings on a phone.
 * Without an active-link class, TOCItems does not start the hook; the markup is the theme's.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useWindowSize} from '@docusaurus/theme-common';
import TOCItems from '@theme/TOCItems';
import type {Props} from '@theme/TOC';
import styles from './styles.module.css';

// The theme's own class names: the highlight looks for `toc-highlight` links only, so the
// inline and collapsible tables of contents are never highlighted by mistake.
const LINK_CLASS_NAME = 'table-of-contents__link toc-highlight';
const LINK_ACTIVE_CLASS_NAME = 'table-of-contents__link--active';

export default function TOC({className, ...props}: Props): ReactNode {
  const shown = useWindowSize() === 'desktop';
  return (
    <div className={clsx(styles.tableOfContents, 'thin-scrollbar', className)}>
      <TOCItems {...props} linkClassName={LINK_CLASS_NAME} linkActiveClassName={shown ? LINK_ACTIVE_CLASS_NAME : undefined} />
    </div>
  );
}
