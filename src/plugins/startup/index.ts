/**
 * Less main-thread work while a page starts. Lighthouse's mobile run multiplies every task by
 * four; a task over 50 ms there blocks the reader's input (total blocking time).
 *
 * - theme-common's `useShallowMemoObject` (used by the mobile docs menu and by code blocks'
 *   word wrap) sorts object keys with `localeCompare`, whose first call loads the browser's
 *   collation data: ./reactUtils.js sorts by code unit. The replacement applies to
 *   theme-common's own relative imports of that module only.
 * - Blog post dates are formatted at build time (./blogDates.ts), not with `Intl` while a post
 *   hydrates.
 * - Each page lists its route's code chunks as deferred scripts (./routeChunks.ts), so that
 *   main.js does not have to find and request them once it runs.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {blogDateFormatter, blogDateKey, type StartupGlobalData} from './blogDates';
import {addRouteChunks} from './routeChunks';

/** The part of rspack's compiler and compilation this plugin reads. */
type Compiler = {
  hooks: {emit: {tap: (name: string, fn: (compilation: Compilation) => void) => void}};
};
type Compilation = {namedChunkGroups: Iterable<[string, {chunks: Array<{files: Iterable<string>}>}]>};

type BlogContent = {blogPosts: Array<{metadata: {date: string | Date}}>};

/** theme-common's module by file (the package's exports do not list it). */
export const REACT_UTILS_FILE = path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'utils', 'reactUtils.js');
const THEME_COMMON = `${path.sep}@docusaurus${path.sep}theme-common${path.sep}lib${path.sep}`;
export const REACT_UTILS_REQUEST = /^(?:\.\/|(?:\.\.\/)+)(?:utils\/)?reactUtils(?:\.js)?$/;

export default function startupPlugin(context: LoadContext): Plugin<void> {
  const chunkGroupsFile = path.join(context.generatedFilesDir, 'startup', `chunk-groups-${context.i18n.currentLocale}.json`);
  return {
    name: 'startup',
    async postBuild({outDir, baseUrl, routesPaths}) {
      const changed = addRouteChunks({outDir, baseUrl, generatedFilesDir: context.generatedFilesDir, chunkGroupsFile, routesPaths});
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
          new currentBundler.instance.NormalModuleReplacementPlugin(
            REACT_UTILS_REQUEST,
            (resource: {context?: string; request: string}) => {
              if (resource.context?.includes(THEME_COMMON)) resource.request = path.join(__dirname, 'reactUtils.js');
            },
          ),
        ],
      };
    },
  };
}
