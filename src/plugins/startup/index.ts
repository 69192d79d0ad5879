/**
 * Less main-thread work while a page starts. Lighthouse's mobile run multiplies every task by
 * four; a task over 50 ms there blocks the reader's input (total blocking time).
 *
 * - Blog post dates are formatted at build time (./blogDates.ts), not with `Intl` while a post
 *   hydrates.
 * - Each page lists its route's code chunks as deferred scripts (./routeChunks.ts), so that
 *   main.js does not have to find and request them once it runs.
 * - The page is painted before its scripts load and run (./paintFirst.ts): a script at the end
 *   of the page names them and starts them once the page is on the screen.
 * - A page opened at a heading is laid out whole (src/clientModules/hashTarget.ts).
 *
 * Changes inside Docusaurus's own modules (the staged client entry, the head left as the server
 * wrote it, transitions after hydration, no collation data, no Prism client module) are
 * patch-package patches in patches/, each with its reason; see src/theme/README.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {blogDateFormatter, blogDateKey, type StartupGlobalData} from './blogDates';
import {rewritePages} from './routeChunks';
import {HASH_TARGET_SCRIPT} from '../../clientModules/hashTarget';

/** The part of rspack's compiler and compilation this plugin reads. */
type Compiler = {
  hooks: {emit: {tap: (name: string, fn: (compilation: Compilation) => void) => void}};
};
type Compilation = {namedChunkGroups: Iterable<[string, {chunks: Array<{files: Iterable<string>}>}]>};

type BlogContent = {blogPosts: Array<{metadata: {date: string | Date}}>};

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
    injectHtmlTags() {
      // Before the page is parsed: a link to a heading lays the page out whole.
      return {headTags: [{tagName: 'script', innerHTML: HASH_TARGET_SCRIPT}]};
    },
    configureWebpack(_config, isServer) {
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
      return {plugins: isServer ? [] : [chunkGroupsPlugin]};
    },
  };
}
