/**
 * Doc descriptions where the cards are, not on every doc page.
 *
 * The docs plugin gives its version route a prop with every doc's id, title, description and
 * sidebar; each doc page loads it, to show a category page's cards (the theme's DocCard reads
 * a doc's description from it). With some 300 pages a language, the descriptions were two
 * fifths of that module, parsed on every first visit. This moves them: the version's docs keep
 * no description, and each generated category page's prop gets the descriptions of the docs it
 * lists as cards (read by src/theme/DocCardList through src/components/CardDescriptions).
 *
 * It works on the route tree the plugin hands to `addRoute`, with the plugin's public prop
 * types; a route tree without these props passes through unchanged.
 */
import type {RouteConfig} from '@docusaurus/types';
import type {PropCategoryGeneratedIndex, PropSidebarItem, PropVersionMetadata} from '@docusaurus/plugin-content-docs';

/** A generated category page's prop, with the descriptions of the docs on its cards. */
export type CategoryIndexWithDescriptions = PropCategoryGeneratedIndex & {
  cardDescriptions?: Record<string, string>;
};

function findCategory(items: PropSidebarItem[], href: string): PropSidebarItem[] | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.href === href) return item.items;
    const inner = findCategory(item.items, href);
    if (inner) return inner;
  }
  return undefined;
}

function isVersionProp(value: unknown): value is PropVersionMetadata {
  return !!value && typeof value === 'object' && 'docs' in value && 'docsSidebars' in value;
}

function moveIn(route: RouteConfig, version: PropVersionMetadata | undefined, descriptions: Map<string, string>): RouteConfig {
  let props = route.props;
  let nextVersion = version;
  if (isVersionProp(props?.version)) {
    const v = props.version;
    for (const [id, doc] of Object.entries(v.docs)) if (doc.description) descriptions.set(id, doc.description);
    nextVersion = {
      ...v,
      docs: Object.fromEntries(
        Object.entries(v.docs).map(([id, {description: _omit, ...doc}]) => [id, doc]),
      ) as PropVersionMetadata['docs'],
    };
    props = {...props, version: nextVersion};
  }
  const index = props?.categoryGeneratedIndex as PropCategoryGeneratedIndex | undefined;
  if (index && version) {
    const sidebar = typeof route.sidebar === 'string' ? version.docsSidebars[route.sidebar] : undefined;
    const items = sidebar ? findCategory(sidebar, index.permalink) : undefined;
    const cardDescriptions: Record<string, string> = {};
    for (const item of items ?? []) {
      if (item.type !== 'link' || !item.docId) continue;
      const description = descriptions.get(item.docId);
      if (description) cardDescriptions[item.docId] = description;
    }
    props = {...props, categoryGeneratedIndex: {...index, cardDescriptions} satisfies CategoryIndexWithDescriptions};
  }
  const routes = route.routes?.map((child) => moveIn(child, nextVersion, descriptions));
  return {...route, ...(props && {props}), ...(routes && {routes})};
}

/** The route tree with the docs' descriptions moved from the version prop to the category pages. */
export function moveCardDescriptions(route: RouteConfig): RouteConfig {
  return moveIn(route, undefined, new Map());
}
