/**
 * Pagefind, for reference in the search benchmark: indexes a copy of a built site and measures
 * what a first query downloads through Pagefind's JS API, per language.
 *
 * Only the docs' content is indexed, as easyops indexes it: in the copy, the markdown body of
 * each docs page gets `data-pagefind-body` (so pages without one, such as client redirect
 * pages, are skipped), and Pagefind reads the language from `<html lang>`. The copy is served
 * with plain sirv (no CSP: Pagefind compiles WebAssembly) beside a blank page per language,
 * from which `pagefind.search(query)` runs and the first result's data is loaded.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sirv from 'sirv';
import {launchChromium, recordingContext, serve, sumBytes, type Locale} from './browserSearch';

const siteDir = path.resolve(__dirname, '..');

export type PagefindLocale = {
  /** The query run, e.g. "trunk". */
  query: string;
  /** Gzip bytes of everything fetched from loading pagefind.js to the first result's data. */
  firstQueryBytes: number;
  firstQueryFiles: number;
  firstResult: string | null;
  /** Files Pagefind wrote for this language (meta, wasm, index chunks, fragments). */
  indexFiles: number;
  /** Their size on disk (Pagefind writes them gzipped). */
  indexBytes: number;
  pages: number;
};

export type PagefindBench = Record<Locale, PagefindLocale>;

const QUERIES: Record<Locale, string> = {en: 'trunk', de: 'Nebenstelle'};

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

export async function benchPagefind(buildDir: string): Promise<PagefindBench> {
  const source = path.resolve(siteDir, buildDir);
  const copy = `${source}-pagefind`;
  fs.rmSync(copy, {recursive: true, force: true});
  fs.cpSync(source, copy, {recursive: true});
  if (markDocsBodies(copy) === 0) throw new Error(`No docs pages found in ${source}`);
  execFileSync(path.join(__dirname, 'node_modules', '.bin', 'pagefind'), ['--site', copy, '--glob', '**/docs/**/*.html'], {
    stdio: 'ignore',
  });
  const bundle = path.join(copy, 'pagefind');
  const entry = JSON.parse(fs.readFileSync(path.join(bundle, 'pagefind-entry.json'), 'utf8')) as Entry;

  const langs: Record<Locale, string> = {en: htmlLang(path.join(copy, 'index.html')), de: htmlLang(path.join(copy, 'de', 'index.html'))};
  const files = sirv(copy, {dev: false, etag: false});
  const server = await serve((req, res) => {
    const blank = /^\/__blank\/(en|de)$/.exec(req.url ?? '');
    if (blank) {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(`<!doctype html><html lang="${langs[blank[1] as Locale]}"><title>blank</title></html>`);
      return;
    }
    files(req, res, () => {
      res.statusCode = 404;
      res.end();
    });
  });
  const browser = await launchChromium();
  try {
    const measure = async (locale: Locale): Promise<PagefindLocale> => {
      const query = QUERIES[locale];
      const rec = await recordingContext(browser);
      const page = await rec.context.newPage();
      await page.goto(`${server.base}/__blank/${locale}`);
      rec.startRecording();
      const firstResult = await page.evaluate(async (q) => {
        const pagefind = await import(new URL('/pagefind/pagefind.js', location.href).href);
        const search = await pagefind.search(q);
        const first = search.results[0];
        return first ? ((await first.data()) as {url: string}).url : null;
      }, query);
      await rec.networkIdle();
      const fetched = await rec.fetched();
      await rec.context.close();
      const lang = langs[locale].toLowerCase();
      const own = indexFilesOf(bundle, lang);
      return {
        query,
        firstQueryBytes: sumBytes(fetched),
        firstQueryFiles: fetched.length,
        firstResult,
        indexFiles: own.files,
        indexBytes: own.bytes,
        pages: entry.languages[lang]?.page_count ?? 0,
      };
    };
    return {en: await measure('en'), de: await measure('de')};
  } finally {
    await browser.close();
    await server.close();
  }
}
