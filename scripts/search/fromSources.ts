/**
 * The search index built straight from the docs' sources, in Node, without a site build: the
 * same extraction and engine as the plugin. For judging queries while writing pages
 * (`npm run check:search:src`) and for the unit tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import {brandName, brandSlug, type Brand} from '../../brand';
import {extractSections} from '../../src/plugins/search/extract';
import {buildContext, type PageSections} from '../../src/plugins/search/core/build';
import {ContextIndex} from '../../src/plugins/search/core/engine';
import type {Lang} from '../../src/plugins/search/core/text';
import {DE_DOCS, listDocs, sectionOf} from '../content/checks';

export const SEARCH_CONTEXTS = ['admin', 'softphone'] as const;

/** Every context of a locale, built from the sources under `siteDir`. */
export function sourceIndexes(siteDir: string, lang: Lang, brand: Brand): ContextIndex[] {
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
  return SEARCH_CONTEXTS.filter((c) => pages.has(c)).map((name) => {
    const built = buildContext(pages.get(name)!, lang);
    const index = new ContextIndex(name, lang, built.head);
    index.addContent(built.content);
    return index;
  });
}
