/**
 * RSS and Atom feeds of the release notes, per locale: after each locale's build, writes
 * `release-notes.rss.xml` and `release-notes.atom.xml` into that locale's output directory
 * (`build/` and `build/de/`), with absolute URLs from the site config. The XML comes from
 * `releaseFeedXml` (./feed.ts), which reads src/data/releases.ts.
 *
 * Register in docusaurus.config.ts: `[releaseFeedsPlugin as PluginModule, {brand}]` in `plugins`.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Brand} from '../../../brand';
import {FEED_FILES, releaseFeedXml, type FeedFormat} from './feed';

export {FEED_FILES, releaseFeedXml, escapeXml, type FeedFormat, type FeedOptions} from './feed';

export type Options = {brand: Pick<Brand, 'name' | 'slug'>};

export default function releaseFeedsPlugin(context: LoadContext, {brand}: Options): Plugin<void> {
  const lang = context.i18n.currentLocale === 'de' ? 'de' : 'en';
  return {
    name: 'release-feeds',
    async postBuild({outDir, siteConfig, baseUrl}) {
      const siteUrl = siteConfig.url.replace(/\/+$/, '');
      for (const format of Object.keys(FEED_FILES) as FeedFormat[]) {
        const xml = releaseFeedXml({format, lang, siteUrl, baseUrl, brand: {name: brand.name, slug: brand.slug}});
        await fs.writeFile(path.join(outDir, FEED_FILES[format]), xml);
      }
    },
  };
}
