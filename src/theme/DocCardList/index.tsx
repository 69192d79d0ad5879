/**
 * Swizzled (wrap): a doc's card gets its description from the category page's data
 * (src/components/CardDescriptions); the version's data, which the theme's DocCard reads,
 * no longer holds descriptions (src/plugins/cardDescriptions). The theme's DocCard shows an
 * item's own `description` first, so the list hands it the description with the item.
 */
import React, {type ReactNode} from 'react';
import DocCardList from '@theme-original/DocCardList';
import type DocCardListType from '@theme/DocCardList';
import type {WrapperProps} from '@docusaurus/types';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import {useCurrentSidebarSiblings} from '@docusaurus/plugin-content-docs/client';
import {useCardDescriptions} from '@site/src/components/CardDescriptions';

type Props = WrapperProps<typeof DocCardListType>;

function WithDescriptions({items, ...props}: Props & {items: PropSidebarItem[]}): ReactNode {
  const descriptions = useCardDescriptions();
  const described = items.map((item) =>
    item.type === 'link' && item.docId && !item.description && descriptions[item.docId]
      ? {...item, description: descriptions[item.docId]}
      : item,
  );
  return <DocCardList {...props} items={described} />;
}

function ForCurrentSidebarCategory(props: Props): ReactNode {
  return <WithDescriptions {...props} items={useCurrentSidebarSiblings()} />;
}

export default function DocCardListWrapper(props: Props): ReactNode {
  return props.items ? <WithDescriptions {...props} items={props.items} /> : <ForCurrentSidebarCategory {...props} />;
}
