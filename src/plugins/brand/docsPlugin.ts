/**
 * The docs plugin with the brand applied to what Markdown front matter cannot reach: the
 * sidebars' category labels and the slugs of generated category index pages, both written in
 * `_category_.json` files, and the previous/next links derived from them.
 *
 * The substitution runs after translation, so German labels in
 * `i18n/de/docusaurus-plugin-content-docs/current.json` keep the `{product}` placeholder in
 * their keys and messages and survive a rebrand.
 *
 * The same wrapper moves the docs' descriptions from the version's data, which every doc page
 * loads, to the category pages that show them on cards (src/plugins/cardDescriptions).
 */
import docsPlugin, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import type {PluginOptions, LoadedContent} from '@docusaurus/plugin-content-docs';
import type {Brand} from '../../../brand';
import {moveCardDescriptions} from '../cardDescriptions';
import {brandDeep} from './frontMatter';

export type BrandedDocsOptions = PluginOptions & {brand: Brand};

export default async function brandedDocsPlugin(context: LoadContext, options: BrandedDocsOptions): Promise<Plugin<LoadedContent>> {
  const {brand, ...docsOptions} = options;
  const plugin = await docsPlugin(context, docsOptions as PluginOptions);
  const brandContent = (content: LoadedContent): LoadedContent => ({
    ...content,
    loadedVersions: brandDeep(content.loadedVersions, brand) as LoadedContent['loadedVersions'],
  });
  return {
    ...plugin,
    // contentLoaded runs after translation in every locale (translateContent is skipped for
    // a locale without an i18n folder, such as English), so the brand goes in here.
    async contentLoaded(args) {
      // The doc descriptions go to the category pages that show them (src/plugins/cardDescriptions).
      const actions = {...args.actions, addRoute: (route: RouteConfig) => args.actions.addRoute(moveCardDescriptions(route))};
      await plugin.contentLoaded?.({...args, actions, content: brandContent(args.content)});
    },
  };
}

brandedDocsPlugin.validateOptions = ({
  options,
  validate,
}: {
  options: BrandedDocsOptions;
  validate: Parameters<typeof validateOptions>[0]['validate'];
}) => {
  const {brand, ...rest} = options;
  return {...validateOptions({options: rest as never, validate}), brand};
};
