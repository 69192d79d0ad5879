/**
 * Our search over a built site, in Node: the same engine the browser runs, on the index
 * files of the build. Used by the relevance benchmark and the judged-query test.
 */
import fs from 'node:fs';
import path from 'node:path';
import {ContextIndex, searchContexts} from '../../src/plugins/search/core/engine';
import {indexFileName, type ContentFile, type HeadFile} from '../../src/plugins/search/core/format';
import type {Lang} from '../../src/plugins/search/core/text';

export const CONTEXTS = ['admin', 'softphone'] as const;

/** Every context of a locale's build, head and content loaded. */
export function loadLocale(buildDir: string, lang: Lang): ContextIndex[] {
  const dir = lang === 'en' ? buildDir : path.join(buildDir, lang);
  return CONTEXTS.map((name) => {
    const read = <T>(part: 'head' | 'content') => JSON.parse(fs.readFileSync(path.join(dir, indexFileName(name, part)), 'utf8')) as T;
    const index = new ContextIndex(name, lang, read<HeadFile>('head'));
    index.addContent(read<ContentFile>('content'));
    return index;
  });
}

/** Page paths of the hits, best first, as the navbar box lists them (at most `limit`). */
export function rankedPages(indexes: ContextIndex[], query: string, limit = 8): string[] {
  return searchContexts(indexes, query, limit).hits.map((h) => h.page.url);
}
