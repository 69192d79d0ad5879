/**
 * The site's config with @easyops-cn/docusaurus-search-local as its only search, for the search
 * benchmark: `npx docusaurus build --config bench/easyops.config.ts --out-dir <dir>`
 * (the site dir stays the repo root).
 *
 * Every theme or plugin whose module name, function name or instance name contains "search" is
 * dropped (ours, or easyops itself where the site still has it), then easyops is added as a theme
 * with the options the site used for it.
 *
 * Docusaurus resolves string entries and the paths of inline plugins against the config file's
 * folder, not the site dir: relative string entries are made absolute, and the theme paths and
 * client modules of inline plugins are resolved against the repo root.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Config, Plugin, PluginConfig, PluginModule} from '@docusaurus/types';
import siteConfig from '../docusaurus.config';

const siteDir = path.resolve(__dirname, '..');

export const EASYOPS_THEME = '@easyops-cn/docusaurus-search-local';

export const easyopsOptions = {
  hashed: true,
  language: ['en', 'de'],
  indexBlog: false,
  indexPages: false,
  docsRouteBasePath: 'docs',
  searchResultLimits: 8,
  searchResultContextMaxLength: 50,
  highlightSearchTermsOnTargetPage: true,
};

const isSearch = (name: string | undefined): boolean => !!name && /search/i.test(name);

const rebase = (p: string): string => path.resolve(siteDir, p);

/** A relative module path as Docusaurus would have resolved it from the site's own config. */
const absolutize = (name: string): string => (name.startsWith('.') ? rebase(name) : name);

/** Wraps an inline plugin: drops it when its instance is a search, and rebases its paths. */
function wrapInline(fn: PluginModule): PluginModule {
  const wrapped: PluginModule = async (context, options) => {
    const plugin: Plugin<unknown> | null = await fn(context, options);
    if (!plugin || isSearch(plugin.name)) return null;
    const {getThemePath, getTypeScriptThemePath, getClientModules} = plugin;
    if (getThemePath) plugin.getThemePath = () => rebase(getThemePath.call(plugin));
    if (getTypeScriptThemePath) plugin.getTypeScriptThemePath = () => rebase(getTypeScriptThemePath.call(plugin));
    if (getClientModules) plugin.getClientModules = () => getClientModules.call(plugin).map(rebase);
    return plugin;
  };
  // Static members (validateOptions, validateThemeConfig, swizzle lists) stay reachable.
  return Object.assign(wrapped, fn);
}

/** The entry without search, or null when it is one. */
function withoutSearch(entry: PluginConfig): PluginConfig | null {
  if (!entry) return entry;
  if (typeof entry === 'string') return isSearch(entry) ? null : absolutize(entry);
  if (typeof entry === 'function') return isSearch(entry.name) ? null : wrapInline(entry);
  const [module, options] = entry;
  if (typeof module === 'string') return isSearch(module) ? null : [absolutize(module), options];
  return isSearch(module.name) ? null : [wrapInline(module), options];
}

const strip = (entries: PluginConfig[] | undefined): PluginConfig[] =>
  (entries ?? []).map(withoutSearch).filter((e): e is PluginConfig => e !== null);

/** The site's config (an object, or a function returning one) with easyops as its search. */
export default async function easyopsConfig(): Promise<Config> {
  // The site's own src/theme outranks every theme: a SearchBar there would hide easyops's box.
  const themeDir = path.join(siteDir, 'src', 'theme');
  const shadowing = fs.existsSync(themeDir) ? fs.readdirSync(themeDir).filter((n) => /^Search(Bar|Page)\b/.test(n)) : [];
  if (shadowing.length > 0) throw new Error(`src/theme/${shadowing[0]} would replace easyops's own component`);
  const imported = siteConfig as Config | (() => Config | Promise<Config>);
  const site = typeof imported === 'function' ? await imported() : imported;
  return {
    ...site,
    // Config is a deep partial, whose arrays TypeScript will not narrow back to PluginConfig[].
    plugins: strip(site.plugins as PluginConfig[] | undefined),
    themes: [...strip(site.themes as PluginConfig[] | undefined), [EASYOPS_THEME, easyopsOptions]],
  };
}
