/**
 * Swizzled (ejected from theme-classic 3.10.2): the table of contents of a blog post sits in a
 * labelled complementary landmark; in the original it was the only content of the page
 * outside any landmark. Otherwise unchanged.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import BlogSidebar from '@theme/BlogSidebar';
import type {Props} from '@theme/BlogLayout';

export default function BlogLayout(props: Props): ReactNode {
  const {sidebar, toc, children, ...layoutProps} = props;
  const hasSidebar = sidebar && sidebar.items.length > 0;

  return (
    <Layout {...layoutProps}>
      <div className="container margin-vert--lg">
        <div className="row">
          <BlogSidebar sidebar={sidebar} />
          <main
            className={clsx('col', {
              'col--7': hasSidebar,
              'col--9 col--offset-1': !hasSidebar,
            })}
          >
            {children}
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
              {toc}
            </aside>
          )}
        </div>
      </div>
    </Layout>
  );
}
