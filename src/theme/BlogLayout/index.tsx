/**
 * Swizzled (ejected from theme-classic 3.10.2): the table of contents of a blog post sits in a
 * labelled complementary landmark; in the original it was the only content of the page
 * outside any landmark. The sidebar, the content and the table of contents hydrate after the
 * layout around them (src/components/Deferred). Otherwise unchanged.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import BlogSidebar from '@theme/BlogSidebar';
import type {Props} from '@theme/BlogLayout';
import Deferred from '@site/src/components/Deferred';

export default function BlogLayout(props: Props): ReactNode {
  const {sidebar, toc, children, ...layoutProps} = props;
  const hasSidebar = sidebar && sidebar.items.length > 0;

  return (
    <Layout {...layoutProps}>
      <div className="container margin-vert--lg">
        <div className="row">
          <Deferred>
            <BlogSidebar sidebar={sidebar} />
          </Deferred>
          <main
            className={clsx('col', {
              'col--7': hasSidebar,
              'col--9 col--offset-1': !hasSidebar,
            })}
          >
            <Deferred>{children}</Deferred>
          </main>
          {toc && (
            <aside
              className="col col--2"
              aria-label={translate({
                id: 'site.blog.tocLabel',
                message: 'On this page',
                description: 'Accessible name of the table of contents beside a blog post',
              })}
            >
              <Deferred>{toc}</Deferred>
            </aside>
          )}
        </div>
      </div>
    </Layout>
  );
}
