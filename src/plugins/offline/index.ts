/**
 * Offline reading: the web app manifest of each language (`manifest.webmanifest`, linked from
 * every page) and the client module that registers the service worker after the page has
 * loaded. The service worker itself is made from the finished build by scripts/postbuild.ts
 * (./serviceWorker.ts), because it lists the files of both languages' builds.
 *
 * Register in docusaurus.config.ts: `[offlinePlugin as PluginModule, {brand, title, tagline}]`.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Brand} from '../../../brand';
import {webAppManifest} from './manifest';

export type Options = {
  brand: Pick<Brand, 'name' | 'logo' | 'colors'>;
  /** The site's title and tagline in the language being built. */
  title: string;
  tagline: string;
  /** The site's base URL without the language (docusaurus.config.ts's `baseUrl`). */
  rootBaseUrl: string;
};

export const MANIFEST_FILE = 'manifest.webmanifest';

export default function offlinePlugin(context: LoadContext, {brand, title, tagline, rootBaseUrl}: Options): Plugin<void> {
  const {baseUrl, i18n} = context;
  const lang = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  return {
    name: 'offline',
    getClientModules() {
      return [path.join(__dirname, 'client', 'register.ts')];
    },
    injectHtmlTags() {
      return {headTags: [{tagName: 'link', attributes: {rel: 'manifest', href: `${baseUrl}${MANIFEST_FILE}`}}]};
    },
    async postBuild({outDir}) {
      const manifest = webAppManifest({brand, title, tagline, lang, baseUrl, rootBaseUrl});
      await fs.writeFile(path.join(outDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    },
  };
}
