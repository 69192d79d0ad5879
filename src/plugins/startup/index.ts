/**
 * Less main-thread work while a page starts. Lighthouse's mobile run multiplies every task by
 * four; a task over 50 ms there blocks the reader's input (total blocking time).
 *
 * - Five modules of Docusaurus packages are replaced (`REPLACEMENTS`; three for the packages'
 *   own relative imports): theme-common's `useShallowMemoObject` (used by the mobile docs menu
 *   and by code blocks' word wrap) sorts object keys with `localeCompare`, whose first call
 *   loads the browser's collation data: ./reactUtils.js sorts by code unit. Core's browser
 *   context (./browserContext.js) and theme-common's `useWindowSize` (./useWindowSize.js) make
 *   their switch after hydration a transition, so that React renders it in slices, not one long
 *   task. `@docusaurus/Head` (./Head.js) leaves the server's head as it is until it has to
 *   change, and then writes it once, complete. Core's client entry (./clientEntry.js) evaluates
 *   main.js's parts and the route's chunks in tasks of their own before it hydrates.
 * - Blog post dates are formatted at build time (./blogDates.ts), not with `Intl` while a post
 *   hydrates.
 * - Each page lists its route's code chunks as deferred scripts (./routeChunks.ts), so that
 *   main.js does not have to find and request them once it runs.
 * - The page is painted before its scripts run (./paintFirst.ts): they are preloaded while the
 *   HTML is parsed and started once the page is on the screen.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {blogDateFormatter, blogDateKey, type StartupGlobalData} from './blogDates';
import {rewritePages} from './routeChunks';

/** The part of rspack's compiler and compilation this plugin reads. */
type Compiler = {
  hooks: {emit: {tap: (name: string, fn: (compilation: Compilation) => void) => void}};
};
type Compilation = {namedChunkGroups: Iterable<[string, {chunks: Array<{files: Iterable<string>}>}]>};

type BlogContent = {blogPosts: Array<{metadata: {date: string | Date}}>};

const THEME_COMMON_LIB = path.dirname(require.resolve('@docusaurus/theme-common'));
const CORE_CLIENT_LIB = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib', 'client');

/** theme-common's module by file (the package's exports do not list it). */
export const REACT_UTILS_FILE = path.join(THEME_COMMON_LIB, 'utils', 'reactUtils.js');

/** A relative import of `name` (from its own folder or from above it, by `folder/name`). */
function relativeImport(folder: string | undefined, name: string): RegExp {
  return new RegExp(`^(?:\\./|(?:\\.\\./)+)${folder ? `(?:${folder}/)?` : ''}${name}(?:\\.js)?$`);
}

export type Replacement = {
  /** The package folder whose own imports are replaced (absent: every import). */
  within?: string;
  /** The module replaced (for the unit test, which checks that the package still has it). */
  original: string;
  /** The requests that import it (relative ones from the importing file). */
  request: RegExp;
  /** Our module, in this folder. */
  file: string;
};

export const REPLACEMENTS: Replacement[] = [
  {within: THEME_COMMON_LIB, original: REACT_UTILS_FILE, request: relativeImport('utils', 'reactUtils'), file: 'reactUtils.js'},
  {
    within: THEME_COMMON_LIB,
    original: path.join(THEME_COMMON_LIB, 'hooks', 'useWindowSize.js'),
    request: relativeImport('hooks', 'useWindowSize'),
    file: 'useWindowSize.js',
  },
  {
    within: CORE_CLIENT_LIB,
    original: path.join(CORE_CLIENT_LIB, 'browserContext.js'),
    request: relativeImport(undefined, 'browserContext'),
    file: 'browserContext.js',
  },
  // The client compilation's entry, by its absolute path.
  {
    original: path.join(CORE_CLIENT_LIB, 'clientEntry.js'),
    request: new RegExp(`^${path.join(CORE_CLIENT_LIB, 'clientEntry.js').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    file: 'clientEntry.js',
  },
  // Imported by its alias everywhere, core included.
  {original: path.join(CORE_CLIENT_LIB, 'exports', 'Head.js'), request: /^@docusaurus\/Head$/, file: 'Head.js'},
];

/** Our module for an import written `request` in a file of the folder `context`, if any. */
export function replacementFor(context: string, request: string): string | undefined {
  const hit = REPLACEMENTS.find(
    ({within, request: pattern}) =>
      (within === undefined || context === within || context.startsWith(within + path.sep)) && pattern.test(request),
  );
  return hit && path.join(__dirname, hit.file);
}

export default function startupPlugin(context: LoadContext): Plugin<void> {
  const chunkGroupsFile = path.join(context.generatedFilesDir, 'startup', `chunk-groups-${context.i18n.currentLocale}.json`);
  return {
    name: 'startup',
    async postBuild({outDir, baseUrl, routesPaths}) {
      const changed = rewritePages({outDir, baseUrl, generatedFilesDir: context.generatedFilesDir, chunkGroupsFile, routesPaths});
      console.log(`[startup] ${context.i18n.currentLocale}: route chunks listed in ${changed} pages`);
    },
    async allContentLoaded({allContent, actions}) {
      const {currentLocale, localeConfigs} = context.i18n;
      const format = blogDateFormatter(currentLocale, localeConfigs[currentLocale]?.calendar);
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      const blogDates = Object.fromEntries(
        (blog?.blogPosts ?? []).map(({metadata}) => [blogDateKey(metadata.date), format.format(new Date(metadata.date))]),
      );
      actions.setGlobalData({blogDates} satisfies StartupGlobalData);
    },
    configureWebpack(_config, isServer, {currentBundler}) {
      // The client compilation writes the files of each named chunk group (for postBuild).
      const chunkGroupsPlugin = {
        apply(compiler: Compiler) {
          compiler.hooks.emit.tap('startup-chunk-groups', (compilation) => {
            const groups: Record<string, string[]> = {};
            for (const [name, group] of compilation.namedChunkGroups) {
              groups[name] = group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
            }
            fs.mkdirSync(path.dirname(chunkGroupsFile), {recursive: true});
            fs.writeFileSync(chunkGroupsFile, JSON.stringify(groups));
          });
        },
      };
      return {
        resolve: {alias: {'@startup/theme-common-react-utils$': REACT_UTILS_FILE}},
        plugins: [
          ...(isServer ? [] : [chunkGroupsPlugin]),
          ...REPLACEMENTS.map(
            ({request}) =>
              new currentBundler.instance.NormalModuleReplacementPlugin(request, (resource: {context?: string; request: string}) => {
                resource.request = replacementFor(resource.context ?? '', resource.request) ?? resource.request;
              }),
          ),
        ],
      };
    },
  };
}
