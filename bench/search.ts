/**
 * `npm run bench:search`: our search against @easyops-cn/docusaurus-search-local on the same
 * content, with the judged queries of tests/search/judged/, both driven through
 * their navbar box in headless Chromium; plus Pagefind's bytes for a first query.
 *
 * Prints per language: success@1, success@3 and MRR (against the pages the judged set expects
 * first), query latency per keystroke (median, p95), gzip bytes before the first suggestion
 * and for the whole index, and build times. Builds go to build-bench/ (our site with our
 * search, and the easyops variant). SKIP_EASYOPS=1 measures ours alone.
 */
import {spawn} from 'node:child_process';
import path from 'node:path';
import {loadBrand, brandSlug} from '../brand';
import {runQueries, type Locale, type RunResult} from './browserSearch';
import {benchEasyops} from './easyops';
import {benchPagefind} from './pagefind';
import {loadJudged} from '../tests/search/judged';

const siteDir = path.resolve(__dirname, '..');
const OWN_DIR = path.join(siteDir, 'build-bench', 'own');

type Judged = {lang: Locale; query: string; expect: string[]; kind: string};
const queries = loadJudged() as Judged[];
const brand = loadBrand();

/** Our navbar box: an ARIA combobox whose options are links. */
const ownSelectors = {
  input: '.navbar [role="combobox"]',
  resultLinks: '.navbar [role="listbox"] [role="option"]',
  noResults: '.navbar [data-no-results]',
};

function buildOwn(): Promise<{ms: number; indexMs: number}> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(path.join(siteDir, 'node_modules', '.bin', 'docusaurus'), ['build', '--out-dir', OWN_DIR], {
      cwd: siteDir,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (d: Buffer) => (log += d.toString()));
    child.stderr.on('data', (d: Buffer) => (log += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`Our build failed (exit ${code}):\n${log.slice(-4000)}`));
      // "[search] en: indexed 67 pages in 812 ms", once per locale.
      const indexMs = [...log.matchAll(/\[search\] \w+: indexed \d+ pages in (\d+) ms/g)].reduce((n, m) => n + Number(m[1]), 0);
      resolve({ms: performance.now() - started, indexMs});
    });
  });
}

type Relevance = {s1: number; s3: number; mrr: number; n: number; misses: string[]};

export function relevance(lang: Locale, run: RunResult): Relevance {
  const list = queries.filter((q) => q.lang === lang);
  let s1 = 0;
  let s3 = 0;
  let mrr = 0;
  const misses: string[] = [];
  list.forEach((q) => {
    const expected = q.expect.map((e) => `${lang === 'de' ? '/de' : ''}${brandSlug(e, brand)}`);
    const urls = run.results.find((r) => r.query === q.query)?.urls ?? [];
    const rank = urls.findIndex((u) => expected.includes(u));
    if (rank === 0) s1++;
    if (rank >= 0 && rank < 3) s3++;
    if (rank >= 0) mrr += 1 / (rank + 1);
    if (rank !== 0) misses.push(`${rank < 0 ? 'miss' : `#${rank + 1}`} [${q.kind}] ${q.query}`);
  });
  const n = list.length;
  return {s1: s1 / n, s3: s3 / n, mrr: mrr / n, n, misses};
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const f2 = (x: number) => x.toFixed(2);

function rows(run: RunResult, lang: Locale): string[] {
  const r = relevance(lang, run);
  const lat = run.results.map((q) => q.latencyMs);
  return [
    f2(r.s1),
    f2(r.s3),
    f2(r.mrr),
    `${percentile(lat, 50).toFixed(1)} / ${percentile(lat, 95).toFixed(1)}`,
    kb(run.bytesBeforeFirstSuggestion),
    kb(run.bytesWholeIndex),
  ];
}

async function main(): Promise<void> {
  console.log(
    `Judged queries: ${queries.filter((q) => q.lang === 'en').length} English, ${queries.filter((q) => q.lang === 'de').length} German`,
  );
  const own = await buildOwn();
  const ownRun = async (lang: Locale) =>
    runQueries({
      buildDir: OWN_DIR,
      locale: lang,
      startPath: lang === 'en' ? '/' : '/de/',
      queries: queries.filter((q) => q.lang === lang).map((q) => q.query),
      ...ownSelectors,
    });
  const ours = {en: await ownRun('en'), de: await ownRun('de')};
  const easy = process.env.SKIP_EASYOPS ? undefined : await benchEasyops({queries: queries.map(({lang, query}) => ({lang, query}))});
  const pagefind = await benchPagefind(OWN_DIR);

  const header = ['success@1', 'success@3', 'MRR', 'latency ms (median / p95)', 'gzip before 1st suggestion', 'gzip whole index'];
  const lines = ['| engine | lang | ' + header.join(' | ') + ' |', `|${' --- |'.repeat(header.length + 2)}`];
  for (const lang of ['en', 'de'] as const) {
    lines.push(`| ours | ${lang} | ${rows(ours[lang], lang).join(' | ')} |`);
    if (easy) lines.push(`| easyops | ${lang} | ${rows(easy[lang], lang).join(' | ')} |`);
  }
  console.log(`\n${lines.join('\n')}\n`);
  console.log(
    `Build (both locales): ours ${(own.ms / 1000).toFixed(1)} s, of which the index ${own.indexMs} ms` +
      (easy ? `; easyops ${(easy.buildMs / 1000).toFixed(1)} s, of which its index ${easy.indexBuildMs ?? '?'} ms` : ''),
  );
  console.log(
    `Pagefind, first query: en ${kb(pagefind.en.firstQueryBytes)} ("${pagefind.en.query}"), de ${kb(pagefind.de.firstQueryBytes)} ("${pagefind.de.query}")`,
  );
  for (const lang of ['en', 'de'] as const) {
    const misses = relevance(lang, ours[lang]).misses;
    if (misses.length) console.log(`\nOurs, ${lang}, not first: ${misses.join('; ')}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
