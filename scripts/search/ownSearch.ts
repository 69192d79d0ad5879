/**
 * Our search in Node, with the loader the browser runs (client/core.ts): over a built site's
 * files, or over files built in memory. The loader's fetcher reads the files and records each
 * one (with its gzip size), so checks can tell what a query downloads.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {SearchCore, type ContextSource} from '../../src/plugins/search/client/core';
import {entryFileName} from '../../src/plugins/search/core/format';
import type {Lang} from '../../src/plugins/search/core/text';

export const CONTEXTS = ['admin', 'softphone'] as const;

/** Gzip level 9 size of a body, or its own size where gzip does not make it smaller. */
export function gzipBytes(body: Buffer | string): number {
  const buffer = typeof body === 'string' ? Buffer.from(body) : body;
  return Math.min(buffer.length, zlib.gzipSync(buffer, {level: 9}).length);
}

export type Loaded = {file: string; gzipBytes: number};

export type NodeSearch = {
  core: SearchCore;
  sources: ContextSource[];
  lang: Lang;
  /** Every file read so far, in order. */
  loaded: Loaded[];
};

/** A search over files read by `read` (a path relative to the locale's root → contents). */
export function nodeSearch(lang: Lang, contexts: readonly string[], read: (file: string) => string): NodeSearch {
  const loaded: Loaded[] = [];
  const sizes = new Map<string, number>();
  const core = new SearchCore((url) => {
    const file = url.replace(/[?#].*$/, '');
    try {
      const body = read(file);
      let size = sizes.get(file);
      if (size === undefined) {
        size = gzipBytes(body);
        sizes.set(file, size);
      }
      loaded.push({file, gzipBytes: size});
      return Promise.resolve(JSON.parse(body) as unknown);
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
  return {core, lang, loaded, sources: contexts.map((name) => ({name, entry: entryFileName(name)}))};
}

/** The locale's directory of a build. */
export function localeDir(buildDir: string, lang: Lang): string {
  return lang === 'en' ? buildDir : path.join(buildDir, lang);
}

/** A search over a built site's index files. */
export function buildSearch(buildDir: string, lang: Lang, contexts: readonly string[] = CONTEXTS): NodeSearch {
  const dir = localeDir(buildDir, lang);
  return nodeSearch(lang, contexts, (file) => fs.readFileSync(path.join(dir, file), 'utf8'));
}

/** A search over files held in memory (name → JSON). */
export function memorySearch(lang: Lang, contexts: readonly string[], files: ReadonlyMap<string, string>): NodeSearch {
  return nodeSearch(lang, contexts, (file) => {
    const body = files.get(file);
    if (body === undefined) throw new Error(`no file ${file}`);
    return body;
  });
}

/** Page paths of the hits, best first, as the navbar box lists them (at most `limit`). */
export async function rankedPages(search: NodeSearch, query: string, limit = 8): Promise<string[]> {
  const response = await search.core.search({query, contexts: search.sources, lang: search.lang, limit});
  if (response.loadError) throw new Error(response.loadError);
  return response.hits.map((h) => h.page.url);
}
