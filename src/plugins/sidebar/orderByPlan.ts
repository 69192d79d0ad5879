/**
 * Orders generated sidebar items as the page plan lists the pages: a doc by its slug's row,
 * a category by its earliest page. Pages the plan does not know go last, by title.
 */
import type {PluginOptions} from '@docusaurus/plugin-content-docs';
import type {Brand} from '../../../brand';
import {brandSlug} from '../../../brand';
import {loadPagePlan} from '../../data/pagePlan';

type SidebarItemsGeneratorOption = PluginOptions['sidebarItemsGenerator'];
type NormalizedSidebarItem = Awaited<ReturnType<SidebarItemsGeneratorOption>>[number];

const LAST = Number.MAX_SAFE_INTEGER;

export function createSidebarItemsGenerator(brand: Brand): SidebarItemsGeneratorOption {
  const orderBySlug = new Map(loadPagePlan().map((page) => [`/${brandSlug(page.slug, brand)}`, page.order]));
  return async ({defaultSidebarItemsGenerator, ...args}) => {
    const items = await defaultSidebarItemsGenerator(args);
    const orderById = new Map(
      args.docs.map((doc) => {
        const slug = typeof doc.frontMatter.slug === 'string' ? doc.frontMatter.slug : '';
        return [doc.id, orderBySlug.get(slug) ?? LAST];
      }),
    );
    const rank = (item: NormalizedSidebarItem): number => {
      if (item.type === 'doc') return orderById.get(item.id) ?? LAST;
      if (item.type === 'category') return Math.min(LAST, ...item.items.map(rank));
      return LAST;
    };
    const sort = (list: NormalizedSidebarItem[]): NormalizedSidebarItem[] =>
      list
        .map((item) => (item.type === 'category' ? {...item, items: sort(item.items)} : item))
        .map((item, index) => ({item, index, rank: rank(item)}))
        .sort((a, b) => a.rank - b.rank || a.index - b.index)
        .map(({item}) => item);
    return sort(items);
  };
}
