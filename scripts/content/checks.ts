/**
 * Content checks over the docs tree, both locales, against the page plan.
 * Pure functions over a site directory, so tests can run them on fixtures.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type {PlannedPage} from '../../src/data/pagePlan';
import {terminology} from '../../src/data/terminology';
import {menuPaths, MENU_SEPARATOR} from '../../src/data/menuPaths';
import {DE_DOCS, fileNameForSlug} from '../../src/data/pageFiles';
import {KNOWN_UI_LABELS, LABEL_CHECKED_SECTIONS} from '../../src/data/uiLabels';

export {DE_DOCS};
/** The sidebar a top-level folder of `docs/` feeds. */
const SIDEBAR_DIRS = {admin: 'admin', softphone: 'softphone'} as const;
/** The section of pages at the top of the softphone folder (the guide's landing). */
const SOFTPHONE_ROOT_SECTION = 'Softphone';

export type DocFile = {
  /** Path relative to the docs root, e.g. `admin/trunks/trunk-overview.md`. */
  rel: string;
  frontMatter: Record<string, unknown>;
  body: string;
};

export type Problem = {file: string; message: string};

export function listDocs(root: string): DocFile[] {
  if (!fs.existsSync(root)) return [];
  const out: DocFile[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.mdx?$/.test(entry.name)) {
        const parsed = matter(fs.readFileSync(full, 'utf8'));
        out.push({rel: path.relative(root, full).split(path.sep).join('/'), frontMatter: parsed.data, body: parsed.content});
      }
    }
  };
  walk(root);
  return out.sort((a, b) => a.rel.localeCompare(b.rel));
}

/** The label of the section (category folder) a doc sits in, from `_category_.json`. */
export function sectionOf(root: string, rel: string): string | null {
  const dir = path.posix.dirname(rel);
  if (dir === SIDEBAR_DIRS.softphone) return SOFTPHONE_ROOT_SECTION;
  const file = path.join(root, dir, '_category_.json');
  if (!fs.existsSync(file)) return null;
  const label = (JSON.parse(fs.readFileSync(file, 'utf8')) as {label?: unknown}).label;
  return typeof label === 'string' ? label : null;
}

export {fileNameForSlug};

/** The h2–h6 heading lines of a page, outside code blocks. */
function headingLines(body: string): string[] {
  const out: string[] = [];
  let inFence = false;
  for (const line of body.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (!inFence && /^#{2,6}\s/.test(line)) out.push(line.trim());
  }
  return out;
}

const HEADING_ID = /\{\/\*\s*#([\w-]+)\s*\*\/\}\s*$/;

/** Explicit heading ids (`{/* #id *\/}`) in document order. */
export function headingIds(body: string): string[] {
  return headingLines(body).flatMap((line) => HEADING_ID.exec(line)?.[1] ?? []);
}

/** Headings (h2–h6) without an explicit id. */
export function headingsWithoutId(body: string): string[] {
  return headingLines(body).filter((line) => !HEADING_ID.test(line));
}

/** Prose only: code blocks, inline code, JSX tags, link targets and comments removed. */
export function prose(body: string): string {
  return body
    .replace(/^(```|~~~)[\s\S]*?^\1\s*$/gm, ' ')
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/<[^>\n]+>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/^:::\w*.*$/gm, ' ');
}

/** Distinct links to other pages by file (`../trunks/trunk-overview.md#…`). */
export function fileLinks(body: string): string[] {
  const withoutCode = body.replace(/^(```|~~~)[\s\S]*?^\1\s*$/gm, ' ').replace(/`[^`\n]*`/g, ' ');
  return [...new Set([...withoutCode.matchAll(/\]\(((?!https?:)[^)#\s:]+\.mdx?)(?:#[^)\s]*)?\)/g)].map((m) => m[1]!))];
}

export function wordCount(body: string): number {
  return prose(body)
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

const ENGLISH_MARKERS = new Set('the and with that this is are for you your to of when which from can be it not by or'.split(' '));

/**
 * Sentences of a German page that read as English (a quarter or more of their words are English
 * function words). UI labels in bold and quoted messages stay English by design and are ignored.
 */
export function englishSentences(body: string): string[] {
  return prose(body)
    .replace(/\*\*[^*\n]+\*\*/g, ' ')
    .replace(/„[^“\n]*“|"[^"\n]*"/g, ' ')
    .split(/(?<=[.!?:])\s+|\n+/)
    .map((s) => s.replace(/[*_|#>[\]]/g, ' ').trim())
    .filter((s) => {
      const words = s
        .toLowerCase()
        .split(/[^a-zäöüß']+/)
        .filter(Boolean);
      if (words.length < 6) return false;
      const english = words.filter((w) => ENGLISH_MARKERS.has(w)).length;
      return english / words.length >= 0.25;
    });
}

/** German prose that uses a variant the terminology list rules out: `[variant, preferred]`. */
export function offTermVariants(body: string): Array<[string, string]> {
  let text = prose(body)
    .replace(/\*\*[^*\n]+\*\*/g, ' ')
    .replace(/„[^“\n]*“|"[^"\n]*"/g, ' ');
  // A term explained in brackets where it is used ("Änderungsprotokoll (Audit-Log)") is allowed.
  for (const term of terminology) {
    const word = term.de.replace(/ \(.*\)$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    text = text.replace(new RegExp(`(${word}\\w*)\\s*\\([^)\\n]*\\)`, 'gu'), '$1');
  }
  const found: Array<[string, string]> = [];
  for (const term of terminology) {
    for (const variant of term.avoid) {
      const re = new RegExp(`(^|[^\\p{L}-])${variant.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u');
      if (re.test(text)) found.push([variant, term.de]);
    }
  }
  return found;
}

/** Menu paths written out in bold instead of `<MenuPath id="…" />`: `[path, id]`. */
export function literalMenuPaths(body: string): Array<[string, string]> {
  return Object.entries(menuPaths)
    .map(([id, path]) => [path.join(MENU_SEPARATOR), id] as [string, string])
    .filter(([path]) => body.includes(`**${path}**`));
}

/**
 * Sample tenants' host names under pbx.example.com. Any other name there poses as a service
 * of the product (an update server, a licence server), which the product does not have.
 */
export const SAMPLE_TENANT_HOSTS: ReadonlySet<string> = new Set(['tenant1', 'tenant2', 'customer1', 'acme']);

/**
 * Details that were once invented and must not come back: service hosts under
 * pbx.example.com, Linux paths the product does not use (it keeps everything in its working
 * directory) and an apt package of the product's name (it installs with a script).
 */
export function inventedDetails(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/\b([a-z0-9-]+)\.pbx\.example\.com\b/gi)) {
    if (!SAMPLE_TENANT_HOSTS.has(m[1]!.toLowerCase())) found.push(m[0]);
  }
  for (const m of text.matchAll(/\/(?:var\/lib|var\/log|etc)\/\{product\}/g)) found.push(m[0]);
  for (const m of text.matchAll(/\bapt(?:-get)?\s+install\s+(?:-\S+\s+)*\{product\}/g)) found.push(m[0]);
  return found;
}

/** Every label the menu-path data, the defaults data and the UI-label list know. */
const knownLabels = (): Set<string> => {
  const known = new Set<string>(KNOWN_UI_LABELS);
  for (const entries of Object.values(menuPaths)) for (const label of entries) known.add(label);
  return known;
};

/**
 * Settings a page names that the data do not know: in a table whose first column is
 * "Setting" or "Field" ("Einstellung", "Feld"), a first cell in bold is the product's label
 * (plain text there describes, and is not checked). Each bold label must be known.
 */
export function unknownSettingLabels(body: string, known: ReadonlySet<string> = knownLabels()): string[] {
  const unknown: string[] = [];
  let inTable = false;
  for (const line of body.split('\n')) {
    if (/^\|\s*(Setting|Field|Einstellung|Feld)\s*\|/.test(line)) {
      inTable = true;
      continue;
    }
    if (!line.startsWith('|')) {
      inTable = false;
      continue;
    }
    if (!inTable || /^\|[\s:|-]+\|?\s*$/.test(line)) continue;
    const cell = line.split('|')[1] ?? '';
    for (const m of cell.matchAll(/\*\*([^*]+)\*\*/g)) {
      const label = m[1]!.replace(/`/g, '').trim();
      if (!known.has(label)) unknown.push(label);
    }
  }
  return unknown;
}

/** The literal default brand name where `{product}` belongs. */
export function literalBrand(text: string, brandName: string): boolean {
  return new RegExp(`\\b${brandName}\\b`, 'i').test(text);
}

/** "Getting started" exists in both guides: the softphone guide's sections are keyed by sidebar. */
export const sectionKey = (p: PlannedPage): string => (p.sidebar === 'softphone' ? `Softphone › ${p.section}` : p.section);

export type CheckInput = {
  siteDir: string;
  plan: PlannedPage[];
  brandName: string;
  /** Sections that must be complete in both locales. */
  completeSections: string[];
  /** Single pages that must exist now (slug with `{product}`). */
  requiredSlugs: string[];
  /** Minimum words of a page that is not a reference table. */
  minWords: number;
};

export type SectionCoverage = {section: string; planned: number; en: number; de: number; words: number};

export type CheckResult = {problems: Problem[]; coverage: SectionCoverage[]};

export function checkContent(input: CheckInput): CheckResult {
  const {siteDir, plan, brandName} = input;
  const enRoot = path.join(siteDir, 'docs');
  const deRoot = path.join(siteDir, DE_DOCS);
  const en = listDocs(enRoot);
  const de = new Map(listDocs(deRoot).map((d) => [d.rel, d]));
  const planBySlug = new Map(plan.map((p) => [p.slug, p]));
  const problems: Problem[] = [];
  const add = (file: string, message: string) => problems.push({file, message});
  const presentEn = new Map<string, DocFile>();
  const presentDe = new Set<string>();

  for (const doc of en) {
    const file = `docs/${doc.rel}`;
    const fm = doc.frontMatter;
    for (const key of ['title', 'description', 'slug']) {
      if (typeof fm[key] !== 'string' || (fm[key] as string).trim() === '') add(file, `front matter lacks "${key}"`);
    }
    const rawSlug = typeof fm.slug === 'string' ? fm.slug : '';
    if (!rawSlug.startsWith('/')) add(file, `slug must be absolute ("/${rawSlug}")`);
    const slug = rawSlug.replace(/^\//, '');
    const planned = planBySlug.get(slug);
    const top = doc.rel.split('/')[0];
    if (top !== SIDEBAR_DIRS.admin && top !== SIDEBAR_DIRS.softphone) {
      add(file, 'is in no sidebar: pages live under docs/admin/ or docs/softphone/');
      continue;
    }
    if (!planned) {
      add(file, `slug "${slug}" is not in the page plan`);
      continue;
    }
    presentEn.set(slug, doc);
    if (planned.sidebar !== top) add(file, `belongs to the ${planned.sidebar} sidebar, not ${top}`);
    const section = sectionOf(enRoot, doc.rel);
    if (section !== planned.section) {
      add(file, `sits in section "${section ?? '(none)'}", the plan puts it in "${planned.section}"`);
    }
    if (Boolean(fm.unlisted) !== planned.unlisted) {
      add(file, planned.unlisted ? 'must be unlisted (unlisted: true)' : 'must not be unlisted');
    }
    const base = path.posix.basename(doc.rel).replace(/\.mdx?$/, '');
    if (base !== fileNameForSlug(slug)) add(file, `file name should be ${fileNameForSlug(slug)}.md(x) for slug ${slug}`);
    const missingIds = headingsWithoutId(doc.body);
    if (missingIds.length) add(file, `headings without an explicit id: ${missingIds.slice(0, 3).join(' | ')}`);
    for (const [path, id] of literalMenuPaths(doc.body)) add(file, `writes **${path}**; use <MenuPath id="${id}" />`);
    const text = `${JSON.stringify(fm)}\n${doc.body}`;
    if (literalBrand(text, brandName)) add(file, `writes the brand name "${brandName}"; write {product}`);
    for (const detail of inventedDetails(text)) add(file, `names "${detail}", which the product does not have`);
    const labelChecked = LABEL_CHECKED_SECTIONS.includes(planned.section);
    if (labelChecked) {
      for (const label of unknownSettingLabels(doc.body))
        add(file, `names the setting "${label}", which no menu path, default or UI label knows`);
    }

    const twin = de.get(doc.rel);
    const twinFile = `${DE_DOCS}/${doc.rel}`;
    if (!twin) {
      add(file, 'has no German twin');
      continue;
    }
    presentDe.add(slug);
    if (twin.frontMatter.slug !== fm.slug) add(twinFile, `slug differs from the English page (${String(twin.frontMatter.slug)})`);
    if (Boolean(twin.frontMatter.unlisted) !== Boolean(fm.unlisted)) add(twinFile, 'unlisted differs from the English page');
    for (const key of ['title', 'description']) {
      if (typeof twin.frontMatter[key] !== 'string') add(twinFile, `front matter lacks "${key}"`);
      else if (twin.frontMatter[key] === fm[key] && !/^\{product\}/.test(String(fm[key]))) {
        add(twinFile, `"${key}" is not translated`);
      }
    }
    const enIds = headingIds(doc.body).join(',');
    const deIds = headingIds(twin.body).join(',');
    if (enIds !== deIds) add(twinFile, 'heading ids differ from the English page');
    if (literalBrand(`${JSON.stringify(twin.frontMatter)}\n${twin.body}`, brandName)) {
      add(twinFile, `writes the brand name "${brandName}"; write {product}`);
    }
    for (const detail of inventedDetails(twin.body)) add(twinFile, `names "${detail}", which the product does not have`);
    if (labelChecked) {
      for (const label of unknownSettingLabels(twin.body))
        add(twinFile, `names the setting "${label}", which no menu path, default or UI label knows`);
    }
    for (const [path, id] of literalMenuPaths(twin.body)) add(twinFile, `writes **${path}**; use <MenuPath id="${id}" />`);
    for (const [variant, preferred] of offTermVariants(twin.body))
      add(twinFile, `uses "${variant}"; the terminology list says "${preferred}"`);
    const leftovers = englishSentences(twin.body);
    if (leftovers.length) add(twinFile, `English left in the German page: "${leftovers[0]!.slice(0, 80)}"`);
  }
  for (const rel of de.keys()) {
    if (!en.some((d) => d.rel === rel)) add(`${DE_DOCS}/${rel}`, 'German page without an English original');
  }

  const sections = [...new Set(plan.map(sectionKey))];
  const coverage = sections.map((section) => {
    const pages = plan.filter((p) => sectionKey(p) === section);
    const words = pages.reduce((sum, p) => sum + (presentEn.has(p.slug) ? wordCount(presentEn.get(p.slug)!.body) : 0), 0);
    return {
      section,
      planned: pages.length,
      en: pages.filter((p) => presentEn.has(p.slug)).length,
      de: pages.filter((p) => presentDe.has(p.slug)).length,
      words,
    };
  });
  const required = new Set([
    ...input.requiredSlugs,
    ...plan.filter((p) => input.completeSections.includes(sectionKey(p))).map((p) => p.slug),
  ]);
  for (const slug of required) {
    if (!presentEn.has(slug)) add(`(plan) ${slug}`, 'required page is missing');
    else if (!presentDe.has(slug)) add(`(plan) ${slug}`, 'required page has no German twin');
    else {
      const body = presentEn.get(slug)!.body;
      if (!planBySlug.get(slug)?.unlisted && wordCount(body) < input.minWords) {
        add(`(plan) ${slug}`, `has fewer than ${input.minWords} words`);
      }
      if (fileLinks(body).length < 2) add(`(plan) ${slug}`, 'links to fewer than two other pages by file');
    }
  }
  return {problems, coverage};
}
