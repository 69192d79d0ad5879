/**
 * The synthetic site of `npm run bench:search -- --synthetic 2000`: a copy of the repository
 * (without node_modules, which is linked) whose docs are filled up to N pages per language with
 * generated pages, written at bench time and never committed.
 *
 * The generated pages read like the real ones to a search engine: their words come from a
 * bigram model of the real pages' text in the same language (titles and headings from one of
 * the real titles and headings), so term frequencies, document frequencies and vocabulary grow
 * as they would, without copying a sentence. They live in `docs/synthetic/` (and the German
 * twin), in no sidebar, and the page plan of the copy lists them in the administrator guide,
 * so every engine indexes them with the real pages; the judged queries keep their answers
 * among more pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import {loadBrand} from '../brand';
import {sourcePages} from '../scripts/search/fromSources';
import {DE_DOCS} from '../scripts/content/checks';

const siteDir = path.resolve(__dirname, '..');

/** Deterministic pseudo-random numbers (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Words as MDX can take them: letters, digits and inner punctuation, nothing that is markup. */
function words(text: string): string[] {
  return text
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}.,:;!?'’()/-]/gu, '').replace(/^[.,:;!?)/-]+/, ''))
    .filter((w) => w.length > 0 && w.length < 30);
}

/** A bigram model: after each word, the words that followed it in the corpus. */
class Bigrams {
  private next = new Map<string, string[]>();
  private starts: string[] = [];

  add(list: string[]): void {
    if (list.length === 0) return;
    this.starts.push(list[0]!);
    for (let i = 0; i + 1 < list.length; i++) {
      const followers = this.next.get(list[i]!);
      if (followers) followers.push(list[i + 1]!);
      else this.next.set(list[i]!, [list[i + 1]!]);
    }
  }

  generate(rand: () => number, length: number): string[] {
    const out: string[] = [];
    let word = this.starts[Math.floor(rand() * this.starts.length)] ?? 'text';
    while (out.length < length) {
      out.push(word);
      const followers = this.next.get(word);
      word = followers?.length ? followers[Math.floor(rand() * followers.length)]! : this.starts[Math.floor(rand() * this.starts.length)]!;
    }
    return out;
  }
}

const between = (rand: () => number, min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

type Models = {text: Bigrams; titles: Bigrams};

function models(lang: 'en' | 'de', fromDir: string): {models: Models; pages: number} {
  const text = new Bigrams();
  const titles = new Bigrams();
  let pages = 0;
  for (const list of sourcePages(fromDir, lang, loadBrand()).values()) {
    for (const page of list) {
      pages += 1;
      titles.add(words(page.title));
      for (const section of page.sections) {
        if (section.heading) titles.add(words(section.heading));
        for (const paragraph of section.text.split('\n')) text.add(words(paragraph));
      }
    }
  }
  return {models: {text, titles}, pages};
}

function pageSource(m: Models, rand: () => number, n: number): {title: string; body: string} {
  const title = capitalize(
    m.titles
      .generate(rand, between(rand, 2, 5))
      .join(' ')
      .replace(/[.,:;!?]+$/, ''),
  );
  // A paragraph starts with a capital, as prose does (and MDX reads no `import`/`export` line).
  const intro = capitalize(m.text.generate(rand, between(rand, 30, 90)).join(' '));
  const sections = Array.from({length: between(rand, 3, 9)}, (_, i) => {
    const heading = capitalize(
      m.titles
        .generate(rand, between(rand, 2, 5))
        .join(' ')
        .replace(/[.,:;!?]+$/, ''),
    );
    const paragraphs = Array.from({length: between(rand, 1, 3)}, () => capitalize(m.text.generate(rand, between(rand, 25, 110)).join(' ')));
    return `## ${heading} {/* #s${i + 1} */}\n\n${paragraphs.join('\n\n')}`;
  });
  const yaml = (s: string) => JSON.stringify(s);
  return {
    title,
    body: `---\ntitle: ${yaml(title)}\nslug: /synthetic-${n}\n---\n\n${intro}\n\n${sections.join('\n\n')}\n`,
  };
}

/** A generated page: its number, title and Markdown source (front matter included). */
export type SyntheticPage = {n: number; title: string; body: string};

/**
 * The generated pages that fill each language up to `perLanguage` pages (none when the real
 * content has as many), from the real pages under `fromDir`.
 */
export function syntheticPages(
  perLanguage: number,
  seed = 21,
  fromDir = siteDir,
): {pages: Record<'en' | 'de', SyntheticPage[]>; real: Record<'en' | 'de', number>} {
  const en = models('en', fromDir);
  const de = models('de', fromDir);
  const count = Math.max(0, perLanguage - Math.min(en.pages, de.pages));
  const randEn = random(seed);
  const randDe = random(seed + 1);
  const pages: Record<'en' | 'de', SyntheticPage[]> = {en: [], de: []};
  for (let n = 0; n < count; n++) {
    pages.en.push({n, ...pageSource(en.models, randEn, n)});
    pages.de.push({n, ...pageSource(de.models, randDe, n)});
  }
  return {pages, real: {en: en.pages, de: de.pages}};
}

/** Copies the repository to `copyDir` and fills it up to `perLanguage` pages in each language. */
export function writeSyntheticSite(copyDir: string, perLanguage: number, seed = 21): {generated: Record<'en' | 'de', number>} {
  fs.rmSync(copyDir, {recursive: true, force: true});
  fs.mkdirSync(copyDir, {recursive: true});
  const skip = new Set(['node_modules', '.git', '.docusaurus', 'test-results']);
  for (const entry of fs.readdirSync(siteDir)) {
    if (skip.has(entry) || entry.startsWith('build')) continue;
    fs.cpSync(path.join(siteDir, entry), path.join(copyDir, entry), {
      recursive: true,
      filter: (src) => !src.includes(`${path.sep}node_modules`),
    });
  }
  fs.symlinkSync(path.join(siteDir, 'node_modules'), path.join(copyDir, 'node_modules'));
  fs.symlinkSync(path.join(siteDir, 'bench', 'node_modules'), path.join(copyDir, 'bench', 'node_modules'));

  const {pages, real} = syntheticPages(perLanguage, seed, copyDir);
  const planRows: string[] = [];
  const dirs = {en: path.join(copyDir, 'docs', 'synthetic'), de: path.join(copyDir, DE_DOCS, 'synthetic')};
  for (const dir of Object.values(dirs)) fs.mkdirSync(dir, {recursive: true});
  pages.en.forEach((page, i) => {
    fs.writeFileSync(path.join(dirs.en, `synthetic-${page.n}.md`), page.body);
    fs.writeFileSync(path.join(dirs.de, `synthetic-${page.n}.md`), pages.de[i]!.body);
    planRows.push(`synthetic-${page.n}\tadmin\tSynthetic\t${page.title}\tUNLISTED synthetic page of the search benchmark`);
  });
  const plan = path.join(copyDir, 'src', 'data', 'page-plan.tsv');
  const before = fs.readFileSync(plan, 'utf8');
  fs.writeFileSync(plan, `${before.replace(/\n*$/, '\n')}${planRows.join('\n')}\n`);
  return {generated: {en: real.en + pages.en.length, de: real.de + pages.de.length}};
}
