/**
 * Pages for AI assistants, per locale:
 * - every doc page as Markdown at its URL plus `.md` (`/docs/extensions.md`,
 *   `/de/docs/extensions.md`), from its MDX source (./markdown.ts, ./components.ts);
 * - `llms.txt` (the llms.txt convention: `# title`, `> summary`, then every doc page as a link
 *   to its Markdown with its description, one H2 per sidebar section in sidebar order);
 * - `llms-full.txt`: every page's Markdown in the same order, in one file.
 *
 * The files are built when content loads and emitted as assets of the client bundle, like the
 * search index (src/plugins/search): `docusaurus start` serves them from memory, the build
 * writes them into the locale's output directory.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';
import type {DocMetadata, LoadedContent} from '@docusaurus/plugin-content-docs';
import logger from '@docusaurus/logger';
import type {Brand} from '../../../brand';
import {brandName, brandSlug} from '../../../brandText';
import {loadPagePlan, type PlannedPage} from '../../data/pagePlan';
import {operationView, type SpecInput} from '../openapi/spec';
import {SPEC_FILE} from '../openapi/remark';
import {pageToMarkdown, type PageContext} from './markdown';
import {readMessages, translator} from './translations';
import type {Lang, Translator} from './components';

export type MarkdownExportOptions = {brand: Brand};

type SidebarItem = {type: string; id?: string; label?: string; items?: SidebarItem[]; link?: {type: string; id?: string}};

/** A page as llms.txt lists it. */
export type ListedPage = {title: string; description?: string; url: string; markdown: string};
export type Section = {title: string; pages: ListedPage[]};

/** The intro lines of llms.txt and llms-full.txt, per language. */
const INTRO: Record<Lang, {pages: string; full: string; other: string; fullTitle: string}> = {
  en: {
    pages: 'Every page below is plain Markdown (the page’s URL plus `.md`); [llms-full.txt]({full}) has all of them in one file.',
    full: 'Every page of the documentation in one file, in the order of [llms.txt]({index}). Each page starts with its title (`#`), its description (`>`) and its URL.',
    other: 'The documentation in German: [{url}]({url}).',
    fullTitle: '{title}: all pages',
  },
  de: {
    pages:
      'Jede Seite unten gibt es als reines Markdown (die URL der Seite plus `.md`); [llms-full.txt]({full}) enthält alle in einer Datei.',
    full: 'Jede Seite der Dokumentation in einer Datei, in der Reihenfolge von [llms.txt]({index}). Jede Seite beginnt mit ihrem Titel (`#`), ihrer Beschreibung (`>`) und ihrer URL.',
    other: 'Die Dokumentation auf Englisch: [{url}]({url}).',
    fullTitle: '{title}: alle Seiten',
  },
};

const fill = (s: string, values: Record<string, string>) => s.replace(/\{(\w+)\}/g, (w, k: string) => values[k] ?? w);

/** The list item of a page in llms.txt. */
const listItem = (p: ListedPage) => `- [${p.title.replace(/([[\]])/g, '\\$1')}](${p.url}.md)${p.description ? `: ${p.description}` : ''}`;

/** llms.txt: title, summary, a line on the Markdown files, then one H2 per section. */
export function llmsTxt(
  site: {title: string; tagline: string; url: string; otherLocaleUrl?: string},
  sections: Section[],
  lang: Lang,
): string {
  const intro = INTRO[lang];
  return [
    `# ${site.title}`,
    '',
    `> ${site.tagline}`,
    '',
    fill(intro.pages, {full: `${site.url}/llms-full.txt`}),
    ...(site.otherLocaleUrl ? ['', fill(intro.other, {url: site.otherLocaleUrl})] : []),
    ...sections.flatMap((s) => ['', `## ${s.title}`, '', ...s.pages.map(listItem)]),
    '',
  ].join('\n');
}

/** llms-full.txt: every page's Markdown, its URL under its description, pages apart by a rule. */
export function llmsFullTxt(site: {title: string; tagline: string; url: string}, sections: Section[], lang: Lang): string {
  const intro = INTRO[lang];
  const pages = sections.flatMap((s) => s.pages);
  const withUrl = (p: ListedPage) => {
    // After the title and the description quote: "URL: …".
    const lines = p.markdown.split('\n');
    const at = lines.findIndex((line, i) => i > 0 && line !== '' && !line.startsWith('>'));
    lines.splice(at < 0 ? lines.length : at, 0, `URL: ${p.url}`, '');
    return lines.join('\n').trimEnd();
  };
  return [
    `# ${fill(intro.fullTitle, {title: site.title})}`,
    '',
    `> ${site.tagline}`,
    '',
    fill(intro.full, {index: `${site.url}/llms.txt`}),
    ...pages.flatMap((p) => ['', '---', '', withUrl(p)]),
    '',
  ].join('\n');
}

/**
 * The doc pages in sections: one per top-level category of each sidebar (docs directly in a
 * sidebar form a section named after the guide), in sidebar order. Unlisted pages, which are in
 * no sidebar, join the section of the pages the plan puts beside them; pages neither in a
 * sidebar nor beside a listed page come last, under `other`.
 */
export function sectionsOf(
  docs: readonly DocMetadata[],
  sidebars: Record<string, SidebarItem[]>,
  plan: readonly PlannedPage[],
  brand: {name: string; slug: string},
  labels: {guide: (sidebar: string) => string; other: string},
): Array<{title: string; docs: DocMetadata[]}> {
  const byId = new Map(docs.map((d) => [d.id, d]));
  const planBySlug = new Map(plan.map((p) => [brandSlug(`/${p.slug}`, brand), p]));
  const sections: Array<{title: string; docs: DocMetadata[]; plan: Set<string>}> = [];
  const placed = new Set<string>();
  const add = (section: {docs: DocMetadata[]; plan: Set<string>}, id: string | undefined) => {
    const doc = id ? byId.get(id) : undefined;
    if (!doc || placed.has(doc.id)) return;
    placed.add(doc.id);
    section.docs.push(doc);
    const planned = planBySlug.get(doc.slug);
    if (planned) section.plan.add(`${planned.sidebar}\0${planned.section}`);
  };
  const walk = (section: {docs: DocMetadata[]; plan: Set<string>}, items: SidebarItem[]) => {
    for (const item of items) {
      if (item.type === 'category') {
        if (item.link?.type === 'doc') add(section, item.link.id);
        walk(section, item.items ?? []);
      } else if (item.type === 'doc' || item.type === 'ref') add(section, item.id);
    }
  };
  for (const [sidebarId, items] of Object.entries(sidebars)) {
    let loose: (typeof sections)[number] | undefined;
    for (const item of items) {
      if (item.type === 'category') {
        const section = {title: `${labels.guide(sidebarId)}: ${brandName(item.label ?? '', brand)}`, docs: [], plan: new Set<string>()};
        sections.push(section);
        if (item.link?.type === 'doc') add(section, item.link.id);
        walk(section, item.items ?? []);
      } else {
        if (!loose) sections.push((loose = {title: labels.guide(sidebarId), docs: [], plan: new Set<string>()}));
        walk(loose, [item]);
      }
    }
  }
  const other = {title: labels.other, docs: [] as DocMetadata[], plan: new Set<string>()};
  const order = (d: DocMetadata) => planBySlug.get(d.slug)?.order ?? Number.MAX_SAFE_INTEGER;
  for (const doc of [...docs].sort((a, b) => order(a) - order(b))) {
    if (placed.has(doc.id)) continue;
    const planned = planBySlug.get(doc.slug);
    const section = planned && sections.find((s) => s.plan.has(`${planned.sidebar}\0${planned.section}`));
    if (!section) {
      other.docs.push(doc);
      continue;
    }
    // After the last page the plan lists before it.
    let after = section.docs.length - 1;
    while (after >= 0 && order(section.docs[after]!) > order(doc)) after -= 1;
    section.docs.splice(after + 1, 0, doc);
    placed.add(doc.id);
  }
  return [...sections, other].filter((s) => s.docs.length > 0).map(({title, docs: list}) => ({title, docs: list}));
}

/** Every file whose content decides a page's Markdown besides the page itself: part of the cache key. */
function fingerprint(siteDir: string, locale: string, brand: Brand): string {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else if (/\.(ts|tsx|json|tsv)$/.test(e.name)) files.push(full);
    }
  };
  for (const dir of ['src/data', 'src/plugins/markdownExport', 'src/plugins/openapi', 'src/plugins/brand', 'src/plugins/pendingLinks']) {
    walk(path.join(siteDir, dir));
  }
  files.push(path.join(siteDir, 'src/components/FirewallRules/rules.ts'), path.join(siteDir, 'i18n', locale, 'code.json'));
  const hash = crypto.createHash('sha256').update(JSON.stringify(brand));
  for (const file of files.sort()) if (fs.existsSync(file)) hash.update(`\0${file}\0`).update(fs.readFileSync(file));
  return hash.digest('hex');
}

export default function markdownExportPlugin(context: LoadContext, options: MarkdownExportOptions): Plugin {
  const {brand} = options;
  const {siteDir, siteConfig, i18n} = context;
  const lang: Lang = i18n.currentLocale === 'de' ? 'de' : 'en';
  const siteUrl = siteConfig.url.replace(/\/+$/, '');
  /** The locale's path prefix without its trailing slash: '' or '/de'. */
  const localePrefix = context.baseUrl.replace(/\/$/, '');
  /** The emitted files: name (relative to the locale's output) → content. Replaced on every content reload. */
  let files = new Map<string, string>();
  // Parsing MDX is most of the work, and most pages do not change between builds.
  const cacheDir = path.join(siteDir, 'node_modules', '.cache', 'markdown-export');

  return {
    name: 'markdown-export',

    async allContentLoaded({allContent}) {
      const started = performance.now();
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      if (!docsContent) throw new Error('Markdown export: the docs plugin has no content');
      const t: Translator = translator(readMessages(siteDir, i18n.currentLocale, i18n.defaultLocale), brand);
      const spec = JSON.parse(fs.readFileSync(SPEC_FILE, 'utf8')) as SpecInput;
      const plan = loadPagePlan();
      const next = new Map<string, string>();
      const warnings: string[] = [];
      const base = fingerprint(siteDir, i18n.currentLocale, brand);
      let count = 0;
      let cached = 0;
      for (const version of docsContent.loadedVersions) {
        const roots = [
          (version as {contentPathLocalized?: string}).contentPathLocalized,
          (version as {contentPath?: string}).contentPath ?? path.join(siteDir, 'docs'),
        ].filter((r): r is string => Boolean(r));
        const source = (doc: DocMetadata) => doc.source.replace(/^@site\//, `${siteDir}/`);
        /** Path inside the docs tree (the same for a page and its translation) → permalink. */
        const permalinks = new Map<string, string>();
        const inTree = (file: string) => {
          const root = roots.find((r) => file.startsWith(`${r}${path.sep}`));
          return root ? path.relative(root, file) : undefined;
        };
        for (const doc of version.docs) {
          const rel = inTree(source(doc));
          if (rel) permalinks.set(rel, doc.permalink);
        }
        // Links resolve through the set of pages: a new or moved page changes every page's key.
        const pagesKey = crypto
          .createHash('sha256')
          .update(base)
          .update(JSON.stringify([...permalinks].sort()))
          .digest('hex');
        const absolute = (permalink: string) => `${siteUrl}${permalink}`;
        const listed = new Map<string, ListedPage>();
        for (const doc of version.docs) {
          const file = source(doc);
          const pageUrl = absolute(doc.permalink);
          const ctx: PageContext = {
            lang,
            brand,
            t,
            pageUrl,
            url: (p) => absolute(p.startsWith(`${localePrefix}/`) || localePrefix === '' ? p : `${localePrefix}${p}`),
            operation: (id) => operationView(spec as Parameters<typeof operationView>[0], id),
            file,
            siteDir,
            permalinkOf: (abs) => {
              const rel = inTree(abs);
              return rel ? permalinks.get(rel) : undefined;
            },
            absolute,
            warn: (message) => warnings.push(`${path.relative(siteDir, file)}: ${message}`),
          };
          const page = {title: brandName(doc.title, brand), description: doc.description ? brandName(doc.description, brand) : undefined};
          const text = fs.readFileSync(file, 'utf8');
          // A page that shows a repository file (`file=`) depends on that file too: not cached.
          const key = /\sfile=/.test(text)
            ? undefined
            : crypto
                .createHash('sha256')
                .update(`${pagesKey}\0${file}\0${doc.permalink}\0${JSON.stringify(page)}\0${text}`)
                .digest('hex');
          const cacheFile = key && path.join(cacheDir, `${key}.md`);
          let markdown: string;
          if (cacheFile && fs.existsSync(cacheFile)) {
            markdown = fs.readFileSync(cacheFile, 'utf8');
            cached += 1;
          } else {
            try {
              markdown = pageToMarkdown(text, page, ctx);
            } catch (err) {
              throw new Error(`Markdown export of ${path.relative(siteDir, file)}: ${(err as Error).message}`, {cause: err});
            }
            if (cacheFile) {
              fs.mkdirSync(cacheDir, {recursive: true});
              fs.writeFileSync(cacheFile, markdown);
            }
          }
          next.set(`${doc.permalink.slice(localePrefix.length + 1).replace(/\/$/, '') || 'index'}.md`, markdown);
          listed.set(doc.id, {...page, url: pageUrl, markdown});
          count += 1;
        }
        const sections: Section[] = sectionsOf(version.docs, version.sidebars as Record<string, SidebarItem[]>, plan, brand, {
          guide: (sidebarId) => {
            const first = version.docs.find((d) => d.sidebar === sidebarId);
            const guide = first ? plan.find((p) => brandSlug(`/${p.slug}`, brand) === first.slug)?.sidebar : undefined;
            if (guide === 'softphone') return t('search.context.softphone', 'Softphone guide');
            if (guide === 'admin') return t('search.context.admin', 'Administrator guide');
            return sidebarId;
          },
          other: lang === 'de' ? 'Weitere Seiten' : 'Other pages',
        }).map((s) => ({title: s.title, pages: s.docs.map((d) => listed.get(d.id)!)}));
        const site = {
          title: siteConfig.title,
          tagline: siteConfig.tagline,
          url: `${siteUrl}${localePrefix}`,
          otherLocaleUrl: `${siteUrl}${lang === 'de' ? '' : '/de'}/llms.txt`,
        };
        next.set('llms.txt', llmsTxt(site, sections, lang));
        next.set('llms-full.txt', llmsFullTxt(site, sections, lang));
      }
      files = next;
      for (const w of [...new Set(warnings)]) logger.warn`[markdown-export] ${w}`;
      logger.info`[markdown-export] name=${lang}: number=${count} pages as Markdown (number=${cached} from the cache), llms.txt and llms-full.txt in number=${Math.round(performance.now() - started)} ms`;
    },

    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        plugins: [
          {
            apply(compiler: Compiler) {
              const {RawSource} = compiler.webpack.sources;
              compiler.hooks.thisCompilation.tap('markdown-export', (compilation) => {
                compilation.hooks.processAssets.tap(
                  {name: 'markdown-export', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL},
                  () => {
                    for (const [name, content] of files) compilation.emitAsset(name, new RawSource(content));
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
