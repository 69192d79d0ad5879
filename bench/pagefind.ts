/**
 * Pagefind, for the search benchmark: indexes a copy of our build, so it searches the same
 * pages as ours. Only the docs' content is indexed, as ours and easyops index it: in the copy,
 * the markdown body of each docs page gets `data-pagefind-body` (pages without one, such as
 * client redirect pages, are skipped). Pagefind takes each page's language from `<html lang>`
 * (`en-US`, `de-DE`: its English and German stemmers) and writes one index per language.
 * The benchmark calls its JS API from a blank page of the language (browserSearch.ts).
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type {Locale, PagefindEngine} from './browserSearch';
import {precompress} from '../scripts/precompress';

export type PagefindIndex = {
  engine: PagefindEngine;
  /** Wall time of the Pagefind CLI (both languages). */
  buildMs: number;
  /** What Pagefind said about each language (pages, words, stemming). */
  log: string;
  /** Files and gzip bytes Pagefind wrote per language (its index files are gzipped on disk). */
  index: Record<Locale, {files: number; bytes: number; pages: number}>;
};

function htmlFiles(dir: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) htmlFiles(full, out);
    else if (e.name.endsWith('.html')) out.push(full);
  }
  return out;
}

/** Marks the markdown body of each docs page (`/docs/…`, `/de/docs/…`) for Pagefind. */
function markDocsBodies(root: string): number {
  let marked = 0;
  for (const file of htmlFiles(root)) {
    if (!/^(de\/)?docs\//.test(path.relative(root, file).split(path.sep).join('/'))) continue;
    const html = fs.readFileSync(file, 'utf8');
    const out = html.replace(/<(\w+)([^>]*\btheme-doc-markdown\b)/, '<$1 data-pagefind-body$2');
    if (out === html) continue;
    fs.writeFileSync(file, out);
    marked += 1;
  }
  return marked;
}

/** The `<html lang>` of a built page (`en-US`, `de-DE`). */
function htmlLang(file: string): string {
  const m = /<html[^>]*\blang="?([\w-]+)/.exec(fs.readFileSync(file, 'utf8'));
  if (!m) throw new Error(`No <html lang> in ${file}`);
  return m[1]!;
}

type Entry = {languages: Record<string, {hash: string; wasm: string; page_count: number}>};

/** Files and bytes Pagefind wrote for one language (named `<lang>_<hash>…` or `wasm.<lang>…`). */
function indexFilesOf(bundle: string, lang: string): {files: number; bytes: number} {
  let files = 0;
  let bytes = 0;
  for (const dir of ['', 'index', 'fragment', 'filter']) {
    const full = path.join(bundle, dir);
    if (!fs.existsSync(full)) continue;
    for (const name of fs.readdirSync(full)) {
      if (!name.startsWith(`${lang}_`) && !name.includes(`.${lang}_`) && name !== `wasm.${lang}.pagefind`) continue;
      files += 1;
      bytes += fs.statSync(path.join(full, name)).size;
    }
  }
  return {files, bytes};
}

/** Copies a build to `<buildDir>-pagefind` and indexes it with Pagefind. */
export function preparePagefind(buildDir: string): PagefindIndex {
  const copy = `${buildDir}-pagefind`;
  fs.rmSync(copy, {recursive: true, force: true});
  fs.cpSync(buildDir, copy, {recursive: true});
  if (markDocsBodies(copy) === 0) throw new Error(`No docs pages found in ${buildDir}`);
  const started = performance.now();
  const log = execFileSync(path.join(__dirname, 'node_modules', '.bin', 'pagefind'), ['--site', copy, '--glob', '**/docs/**/*.html'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const buildMs = performance.now() - started;
  const bundle = path.join(copy, 'pagefind');
  // Its script and entry compressed as a host would send them (its index chunks are gzip already).
  precompress(bundle);
  const entry = JSON.parse(fs.readFileSync(path.join(bundle, 'pagefind-entry.json'), 'utf8')) as Entry;
  const lang: Record<Locale, string> = {en: htmlLang(path.join(copy, 'index.html')), de: htmlLang(path.join(copy, 'de', 'index.html'))};
  const indexOf = (locale: Locale) => {
    const code = lang[locale].toLowerCase();
    return {...indexFilesOf(bundle, code), pages: entry.languages[code]?.page_count ?? 0};
  };
  return {
    engine: {kind: 'pagefind', name: 'Pagefind', buildDir: copy, lang},
    buildMs,
    log,
    index: {en: indexOf('en'), de: indexOf('de')},
  };
}
