/**
 * Local search: one sharded index per locale and search context (a docs sidebar), built from
 * the docs' sources when content loads, so `docusaurus start` and the production build serve
 * the same files. The files are emitted as assets of the client bundle (in memory under
 * `docusaurus start`, into the build directory otherwise): per context an entry
 * (`search-index-<context>.json`), term shards, tails and page fragments
 * (`search-index-<context>/…`, see core/format.ts). Their names carry no hash; their URLs carry
 * the content hash as a query (`search-index-admin.json?_=…`), so a changed page in any locale
 * changes that locale's index URLs.
 *
 * The plugin also provides the navbar's SearchBar, the /search page and the highlighting of
 * search terms on the target page (theme/).
 */
import path from 'node:path';
import fs from 'node:fs/promises';
import crypto from 'node:crypto';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';
import type {LoadedContent, DocMetadata} from '@docusaurus/plugin-content-docs';
import type {Brand} from '../../../brand';
import logger from '@docusaurus/logger';
import {brandName} from '../../../brand';
import {extractSections, extractorFingerprint, type Section} from './extract';
import {buildContext, type PageSections} from './core/build';
import type {SearchContext, SearchGlobalData} from './core/format';
import {indexFiles} from './files';
import type {Lang} from './core/text';

export type SearchPluginOptions = {
  brand: Brand;
  /**
   * The search context (a guide: used in `ctx=` and the index file names) of a doc, by its
   * slug; undefined leaves the doc out of the search. Unlisted docs are searched too: they
   * are in no sidebar, but readers look for them.
   */
  contextOf: (slug: string) => string | undefined;
};

type SidebarItem = {type: string; label?: string; id?: string; items?: SidebarItem[]};

/** Doc id → labels of the sidebar categories above it. */
function breadcrumbsById(sidebars: Record<string, SidebarItem[]>, brand: Brand): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const walk = (items: SidebarItem[], trail: string[]) => {
    for (const item of items) {
      if (item.type === 'category') walk(item.items ?? [], [...trail, brandName(item.label ?? '', brand)]);
      else if ((item.type === 'doc' || item.type === 'ref') && item.id) out.set(item.id, trail);
    }
  };
  for (const items of Object.values(sidebars)) walk(items, []);
  return out;
}

/** The longest common prefix of the context's page paths, cut after a path segment or word. */
function pathPrefix(paths: string[]): string {
  if (paths.length === 0) return '/';
  let prefix = paths[0] ?? '';
  for (const p of paths) while (!p.startsWith(prefix)) prefix = prefix.slice(0, -1);
  return prefix;
}

/** Search contexts in matching order: a more specific prefix first. */
function contextsFor(pathsByContext: Map<string, string[]>): SearchContext[] {
  const contexts = [...pathsByContext].map(([name, paths]) => ({name, pathPrefix: pathPrefix(paths)}));
  contexts.sort((a, b) => b.pathPrefix.length - a.pathPrefix.length);
  // Each context's pages must be recognisable by their prefix; a page of another context
  // under a more specific prefix would be searched in the wrong guide.
  for (const [i, ctx] of contexts.entries()) {
    for (const other of contexts.slice(0, i)) {
      const stray = (pathsByContext.get(ctx.name) ?? []).find((p) => p.startsWith(other.pathPrefix));
      if (stray) throw new Error(`Search: page ${stray} of "${ctx.name}" lies under "${other.name}" (${other.pathPrefix})`);
    }
  }
  return contexts;
}

/**
 * The time spent on the index itself: other plugins load their content at the same time, and
 * the wall time of the awaits between our steps is theirs.
 */
type Work = {brand: Brand; ms: number; time: <T>(fn: () => T) => T};

function workTimer(brand: Brand): Work {
  const work: Work = {
    brand,
    ms: 0,
    time(fn) {
      const started = performance.now();
      try {
        return fn();
      } finally {
        work.ms += performance.now() - started;
      }
    },
  };
  return work;
}

/**
 * Sections of a source, from a disk cache keyed by the source, the language and the
 * extractor's fingerprint: parsing MDX is most of the indexing time, and most pages do not
 * change between builds.
 */
async function cachedSections(cacheDir: string, source: string, lang: Lang, fingerprint: string, work: Work): Promise<Section[]> {
  const key = work.time(() => crypto.createHash('sha256').update(`${lang}\0${fingerprint}\0${source}`).digest('hex'));
  const file = path.join(cacheDir, `${key}.json`);
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as Section[];
  } catch {
    const sections = work.time(() => extractSections(source, lang, work.brand));
    await fs.mkdir(cacheDir, {recursive: true});
    await fs.writeFile(file, JSON.stringify(sections));
    return sections;
  }
}

export default function searchPlugin(context: LoadContext, options: SearchPluginOptions): Plugin {
  const {brand, contextOf} = options;
  const lang = (context.i18n.currentLocale === 'de' ? 'de' : 'en') as Lang;
  const localePrefix = context.baseUrl.replace(/\/$/, '');
  const cacheDir = path.join(context.siteDir, 'node_modules', '.cache', 'local-search');
  /** The emitted files: name → content. Replaced on every content reload. */
  let files = new Map<string, string>();

  return {
    name: 'local-search',

    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getTypeScriptThemePath() {
      return path.join(__dirname, 'theme');
    },
    getClientModules() {
      return [path.join(__dirname, 'client/highlightTerms.ts')];
    },

    async allContentLoaded({allContent, actions}) {
      const started = performance.now();
      const work = workTimer(brand);
      const fingerprint = work.time(() => extractorFingerprint(brand));
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      if (!docsContent) throw new Error('Search: the docs plugin has no content');
      const pagesByContext = new Map<string, PageSections[]>();
      const pathsByContext = new Map<string, string[]>();
      for (const version of docsContent.loadedVersions) {
        const crumbs = breadcrumbsById(version.sidebars as Record<string, SidebarItem[]>, brand);
        const docs = [...version.docs].sort((a, b) => a.permalink.localeCompare(b.permalink));
        for (const doc of docs as DocMetadata[]) {
          const contextName = contextOf(doc.slug);
          if (!contextName) continue;
          const source = doc.source.replace(/^@site\//, `${context.siteDir}/`);
          const sections = await cachedSections(cacheDir, await fs.readFile(source, 'utf8'), lang, fingerprint, work);
          const page: PageSections = {
            title: brandName(doc.title, brand),
            url: doc.permalink,
            breadcrumbs: crumbs.get(doc.id) ?? [],
            description: doc.description ? brandName(doc.description, brand) : undefined,
            sections,
          };
          pagesByContext.set(contextName, [...(pagesByContext.get(contextName) ?? []), page]);
          const pathInLocale = doc.permalink.slice(localePrefix.length);
          pathsByContext.set(contextName, [...(pathsByContext.get(contextName) ?? []), pathInLocale]);
        }
      }
      const next = new Map<string, string>();
      const data: SearchGlobalData = {contexts: contextsFor(pathsByContext), entries: {}, lang};
      for (const [name, pages] of pagesByContext) {
        const {files: contextFiles, entryUrl} = work.time(() => indexFiles(name, buildContext(pages, lang)));
        for (const [file, json] of contextFiles) next.set(file, json);
        data.entries[name] = entryUrl;
      }
      files = next;
      const pageCount = [...pagesByContext.values()].reduce((n, p) => n + p.length, 0);
      logger.info`[search] name=${lang}: indexed number=${pageCount} pages in number=${Math.round(work.ms)} ms of work, number=${Math.round(performance.now() - started)} ms wall time (number=${next.size} files)`;
      actions.setGlobalData(data);
      actions.addRoute({path: `${context.baseUrl}search`, component: '@theme/SearchPage', exact: true});
    },

    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        plugins: [
          {
            apply(compiler: Compiler) {
              const {RawSource} = compiler.webpack.sources;
              compiler.hooks.thisCompilation.tap('local-search', (compilation) => {
                compilation.hooks.processAssets.tap(
                  {name: 'local-search', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL},
                  () => {
                    for (const [name, json] of files) compilation.emitAsset(name, new RawSource(json));
                  },
                );
              });
            },
          },
        ],
      };
    },
  };
}
