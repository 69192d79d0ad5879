/**
 * Swizzled (wrap): the page provides its cards' descriptions (src/components/CardDescriptions),
 * which come with its own data instead of the version's (src/plugins/cardDescriptions).
 */
import React, {type ReactNode} from 'react';
import Page from '@theme-original/DocCategoryGeneratedIndexPage';
import type PageType from '@theme/DocCategoryGeneratedIndexPage';
import type {WrapperProps} from '@docusaurus/types';
import {CardDescriptionsProvider} from '@site/src/components/CardDescriptions';
import type {CategoryIndexWithDescriptions} from '@site/src/plugins/cardDescriptions';

type Props = WrapperProps<typeof PageType>;

export default function DocCategoryGeneratedIndexPageWrapper(props: Props): ReactNode {
  const index = props.categoryGeneratedIndex as CategoryIndexWithDescriptions;
  return (
    <CardDescriptionsProvider value={index.cardDescriptions}>
      <Page {...props} />
    </CardDescriptionsProvider>
  );
}
