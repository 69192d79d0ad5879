/**
 * The search index built straight from the docs' sources, in Node, without a site build: the
 * same extraction, index builder and loader as the plugin and the browser. For judging queries
 * while writing pages (`npm run check:search:src`) and for the benchmarks.
 */
import fs from 'node:fs';
import path from 'node:path';
import {brandName, brandSlug, type Brand} from '../../brand';
import {extractSections} from '../../src/plugins/search/extract';
import {buildContext, type PageSections} from '../../src/plugins/search/core/build';
import {indexFiles} from '../../src/plugins/search/files';
import type {Lang} from '../../src/plugins/search/core/text';
import {DE_DOCS, listDocs, sectionOf} from '../content/checks';
import {memorySearch, type NodeSearch} from './ownSearch';

export const SEARCH_CONTEXTS = ['admin', 'softphone'] as const;

/** The pages of each context of a locale, from the sources under `siteDir`, by URL. */
export function sourcePages(siteDir: string, lang: Lang, brand: Brand): Map<string, PageSections[]> {
  const root = lang === 'en' ? path.join(siteDir, 'docs') : path.join(siteDir, DE_DOCS);
  const enRoot = path.join(siteDir, 'docs');
  const prefix = lang === 'en' ? '' : '/de';
  const pages = new Map<string, PageSections[]>();
  for (const doc of listDocs(root)) {
    const context = doc.rel.split('/')[0]!;
    const fm = doc.frontMatter as {title?: string; slug?: string; description?: string};
    if (!fm.slug || !fm.title) continue;
    const source = fs.readFileSync(path.join(root, doc.rel), 'utf8');
    const section = sectionOf(enRoot, doc.rel);
    pages.set(context, [
      ...(pages.get(context) ?? []),
      {
        title: brandName(fm.title, brand),
        url: `${prefix}/docs${brandSlug(fm.slug, brand)}`,
        breadcrumbs: section ? [brandName(section, brand)] : [],
        description: fm.description ? brandName(fm.description, brand) : undefined,
        sections: extractSections(source, lang, brand),
      },
    ]);
  }
  // The plugin numbers pages in URL order.
  for (const list of pages.values()) list.sort((a, b) => a.url.localeCompare(b.url));
  return pages;
}

/** Every context of a locale, built in memory from pages. */
export function pagesSearch(pages: Map<string, PageSections[]>, lang: Lang): NodeSearch {
  const files = new Map<string, string>();
  const contexts = SEARCH_CONTEXTS.filter((c) => pages.has(c));
  for (const name of contexts)
    for (const [file, json] of indexFiles(name, buildContext(pages.get(name)!, lang)).files) files.set(file, json);
  return memorySearch(lang, contexts, files);
}

/** Every context of a locale, built from the sources under `siteDir`. */
export function sourceSearch(siteDir: string, lang: Lang, brand: Brand): NodeSearch {
  return pagesSearch(sourcePages(siteDir, lang, brand), lang);
}
