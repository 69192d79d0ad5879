/**
 * Swizzled (eject): the desktop table of contents stays mounted on a phone-sized window, and
 * the page's content, its footer, the paginator and the table of contents hydrate after the
 * layout around them (src/components/Deferred): each in a short task of its own when the page
 * starts. The breadcrumbs and the mobile table of contents hydrate with the layout: as
 * boundaries of their own they made the start-up longer (bench/HISTORY.md, 2026-11-28).
 *
 * As with the sidebar (src/theme/DocSidebar), the server renders it, the theme's CSS hides it
 * below the desktop breakpoint, and the theme's own layout unmounted it right after hydration
 * on a phone, a pass over the page and a removal of markup while the page starts. Otherwise
 * the theme's layout.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import DocItemPaginator from '@theme/DocItem/Paginator';
import DocVersionBanner from '@theme/DocVersionBanner';
import DocVersionBadge from '@theme/DocVersionBadge';
import DocItemFooter from '@theme/DocItem/Footer';
import DocItemTOCMobile from '@theme/DocItem/TOC/Mobile';
import DocItemTOCDesktop from '@theme/DocItem/TOC/Desktop';
import DocItemContent from '@theme/DocItem/Content';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import ContentVisibility from '@theme/ContentVisibility';
import type {Props} from '@theme/DocItem/Layout';
import Deferred from '@site/src/components/Deferred';
import styles from './styles.module.css';

export default function DocItemLayout({children}: Props): ReactNode {
  const {frontMatter, toc, metadata} = useDoc();
  const hidden = frontMatter.hide_table_of_contents;
  const showTOC = !hidden && toc.length > 0;
  return (
    <div className="row">
      <div className={clsx('col', !hidden && styles.docItemCol)}>
        <ContentVisibility metadata={metadata} />
        <DocVersionBanner />
        <div className={styles.docItemContainer}>
          <article>
            <DocBreadcrumbs />
            <DocVersionBadge />
            {showTOC && <DocItemTOCMobile />}
            <Deferred>
              <DocItemContent>{children}</DocItemContent>
            </Deferred>
            <Deferred>
              <DocItemFooter />
            </Deferred>
          </article>
          <Deferred>
            <DocItemPaginator />
          </Deferred>
        </div>
      </div>
      {showTOC && (
        <div className="col col--3">
          <Deferred>
            <DocItemTOCDesktop />
          </Deferred>
        </div>
      )}
    </div>
  );
}
