/**
 * `npm run bench:search [-- --synthetic 2000 [--node]] [-- --reuse]`: our search, easyops
 * (@easyops-cn/docusaurus-search-local) and Pagefind on the same content, with the judged
 * queries of tests/search/judged/, in headless Chromium (bench/browserSearch.ts says exactly
 * what is measured; the run prints it too).
 *
 * The builds come from a copy of the repository taken when the run starts (under
 * build-bench/<mode>/site), so pages edited during the run do not split the engines: ours
 * (build-bench/<mode>/own), easyops (build-bench/<mode>/easyops), and Pagefind indexes a copy
 * of ours. `--synthetic N` fills the copy up to N pages per language with generated pages
 * (bench/synthetic.ts) and, when the current content's results are at hand, prints how bytes
 * and latency grow; with `--node` it measures ours alone in Node instead, without building the
 * site (bench/searchScale.ts), which takes minutes. `--reuse` keeps existing builds. SKIP_EASYOPS=1 leaves easyops out.
 * Sample sizes: BENCH_LATENCY_QUERIES (40), BENCH_BYTES_QUERIES (20), BENCH_COLD_QUERIES (12).
 */
import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {loadBrand, brandSlug} from '../brand';
import {
  HUMAN_KEY_MS,
  MOBILE_NETWORK,
  SHOWN,
  firstAnswerBytes,
  keystrokeLatencies,
  resultPages,
  successiveQueryBytes,
  throttledFirstAnswers,
  type BoxEngine,
  type Engine,
  type Locale,
  type QueryAnswer,
} from './browserSearch';
import {buildEasyops} from './easyops';
import {precompress} from '../scripts/precompress';
import {preparePagefind} from './pagefind';
import {writeSyntheticSite} from './synthetic';
import {scaleInNode} from './searchScale';
import {markdownTable, median, percentile, sample} from './common';
import {loadJudged, type JudgedQuery} from '../tests/search/judged';

const repoDir = path.resolve(__dirname, '..');
const args = process.argv.slice(2);
const synthetic = args.includes('--synthetic') ? Number(args[args.indexOf('--synthetic') + 1]) : undefined;
const reuse = args.includes('--reuse');
const inNode = args.includes('--node');
const mode = synthetic ? `synthetic-${synthetic}` : 'current';
const benchDir = path.join(repoDir, 'build-bench', mode);
const siteDir = path.join(benchDir, 'site');
const LOCALES = ['en', 'de'] as const;

const sampleSize = (name: string, fallback: number) => {
  const n = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer`);
  return n;
};
const LATENCY_QUERIES = sampleSize('BENCH_LATENCY_QUERIES', 40);
const BYTES_QUERIES = sampleSize('BENCH_BYTES_QUERIES', 20);
const COLD_QUERIES = sampleSize('BENCH_COLD_QUERIES', 12);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (n: number) => n.toFixed(0);
const f2 = (x: number) => x.toFixed(2);

/** `docusaurus build` of our site; the wall time and the index's own time from the plugin's log. */
function buildOwn(outDir: string): Promise<{ms: number; indexMs: number}> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(path.join(siteDir, 'node_modules', '.bin', 'docusaurus'), ['build', '--out-dir', outDir], {
      cwd: siteDir,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (d: Buffer) => (log += d.toString()));
    child.stderr.on('data', (d: Buffer) => (log += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`Our build failed (exit ${code}):\n${log.slice(-4000)}`));
      // "[search] en: indexed 312 pages in 812 ms of work, …", once per locale.
      const indexMs = [...log.matchAll(/\[search\] \w+: indexed \d+ pages in (\d+) ms/g)].reduce((n, m) => n + Number(m[1]), 0);
      const ms = performance.now() - started;
      // The rest of `npm run build` (the policy's script hashes, precompressed files): the site
      // is served as it is deployed.
      execFileSync(path.join(siteDir, 'node_modules', '.bin', 'tsx'), ['scripts/postbuild.ts'], {
        cwd: siteDir,
        env: {...process.env, BUILD_DIR: outDir},
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      resolve({ms, indexMs});
    });
  });
}

type Relevance = {s1: number; s3: number; mrr: number; n: number; misses: string[]};

function relevance(lang: Locale, queries: JudgedQuery[], answers: QueryAnswer[]): Relevance {
  const brand = loadBrand();
  let s1 = 0;
  let s3 = 0;
  let mrr = 0;
  const misses: string[] = [];
  for (const q of queries) {
    const expected = q.expect.map((e) => `${lang === 'de' ? '/de' : ''}${brandSlug(e, brand)}`);
    const urls = answers.find((a) => a.query === q.query)?.urls ?? [];
    const rank = urls.findIndex((u) => expected.includes(u));
    if (rank === 0) s1++;
    if (rank >= 0 && rank < 3) s3++;
    if (rank >= 0) mrr += 1 / (rank + 1);
    if (rank !== 0) misses.push(`${rank < 0 ? 'miss' : `#${rank + 1}`} [${q.kind}] ${q.query}`);
  }
  const n = queries.length;
  return {s1: s1 / n, s3: s3 / n, mrr: mrr / n, n, misses};
}

type LangResult = {
  relevance: Relevance;
  keystroke: {median: number; p95: number; n: number; timedOut: number};
  firstAnswer: {median: number; max: number; files: number};
  tenQueries: number;
  coldHuman: {median: number; p95: number; timedOut: number};
  coldPaste: {median: number; p95: number; timedOut: number};
};

type EngineResult = {name: string; buildMs?: number; indexMs?: number; langs: Partial<Record<Locale, LangResult>>};

type Results = {mode: string; pages: Record<Locale, number>; queries: Record<Locale, number>; engines: EngineResult[]};

async function measure(engine: Engine, lang: Locale, judged: JudgedQuery[]): Promise<LangResult> {
  const queries = judged.filter((q) => q.lang === lang);
  const texts = queries.map((q) => q.query);
  const log = (what: string) => console.log(`  ${engine.name} ${lang}: ${what}`);
  log(`result pages of ${texts.length} queries`);
  const answers = await resultPages(engine, lang, texts);
  log(`latency per keystroke (${LATENCY_QUERIES} queries)`);
  const keys = await keystrokeLatencies(engine, lang, sample(texts, LATENCY_QUERIES));
  log(`bytes of the first answer (${BYTES_QUERIES} cold pages)`);
  const bytes = await firstAnswerBytes(engine, lang, sample(texts, BYTES_QUERIES));
  const ten = await successiveQueryBytes(engine, lang, sample(texts, 10));
  log(`first answer on a throttled cold page (${COLD_QUERIES} queries, typed at human speed and at once)`);
  const coldHuman = await throttledFirstAnswers(engine, lang, sample(texts, COLD_QUERIES), 'human');
  const coldPaste = await throttledFirstAnswers(engine, lang, sample(texts, COLD_QUERIES), 'paste');
  const summary = (list: Array<{ms: number; timedOut: boolean}>) => ({
    median: median(list.map((c) => c.ms)),
    p95: percentile(
      list.map((c) => c.ms),
      95,
    ),
    timedOut: list.filter((c) => c.timedOut).length,
  });
  return {
    relevance: relevance(lang, queries, answers),
    keystroke: {median: median(keys.ms), p95: percentile(keys.ms, 95), n: keys.ms.length, timedOut: keys.timedOut},
    firstAnswer: {
      median: median(bytes.map((b) => b.bytes)),
      max: Math.max(...bytes.map((b) => b.bytes)),
      files: median(bytes.map((b) => b.files)),
    },
    tenQueries: ten,
    coldHuman: summary(coldHuman),
    coldPaste: summary(coldPaste),
  };
}

function definitions(): string {
  return [
    'How each figure is measured (headless Chromium on this machine; medians and p95 are nearest-rank):',
    `- success@1, success@3, MRR: every judged query typed at once into a warm search box (Pagefind: its search() API), the first ${SHOWN} result pages against the pages the query expects.`,
    `- latency per keystroke once loaded: ${LATENCY_QUERIES} judged queries per language typed key by key, each key waiting for its answer, twice; the second pass is timed, from each key's input event to its complete answer on screen a frame later (ours: the list marks the answer with its snippets; easyops: autocomplete.js has rendered the list; Pagefind: search() and data() of the first ${SHOWN} results, no rendering).`,
    `- first answer, bytes: ${BYTES_QUERIES} judged queries per language, each in a fresh browser: gzip bytes (level 9) of every response from the focus of the box (Pagefind: the import of pagefind.js) to the complete answer (${SHOWN} results with their snippets) of the query typed at once; code (our worker, Pagefind's JS and WebAssembly) included.`,
    '- ten queries, bytes: the first ten of that sample, one after the other in one fresh page.',
    `- cold throttled answer: ${COLD_QUERIES} judged queries per language, each in a fresh browser throttled as Lighthouse's mobile run (CDP Network.emulateNetworkConditions: ${MOBILE_NETWORK.latency} ms RTT, 1.6 Mbit/s down, 750 kbit/s up): the start page loads, the box gets the focus, the query is typed at human speed (a key every ${HUMAN_KEY_MS} ms; Pagefind: preload() per key, as its UI does) or at once (a paste); the time from the last input event to the complete answer.`,
    "- build: wall time of the whole site build (both locales); index: our plugin's own work (sum of its \"[search] … ms of work\" lines), easyops's postBuild from its debug log, the Pagefind CLI's wall time.",
  ].join('\n');
}

function tables(results: Results): string {
  const out: string[] = [];
  const rows = (f: (e: EngineResult, lang: Locale, r: LangResult) => Array<string | number>) =>
    LOCALES.flatMap((lang) => results.engines.flatMap((e) => (e.langs[lang] ? [[e.name, lang, ...f(e, lang, e.langs[lang]!)]] : [])));
  out.push(
    markdownTable(
      ['engine', 'lang', 'queries', 'success@1', 'success@3', 'MRR'],
      rows((_, __, r) => [String(r.relevance.n), f2(r.relevance.s1), f2(r.relevance.s3), f2(r.relevance.mrr)]),
    ),
  );
  out.push(
    markdownTable(
      ['engine', 'lang', 'first answer gzip (median / max)', 'files (median)', 'ten queries gzip'],
      rows((_, __, r) => [`${kb(r.firstAnswer.median)} / ${kb(r.firstAnswer.max)}`, String(r.firstAnswer.files), kb(r.tenQueries)]),
    ),
  );
  out.push(
    markdownTable(
      [
        'engine',
        'lang',
        'per keystroke ms (median / p95)',
        'cold throttled ms, human speed (median / p95)',
        'cold throttled ms, at once (median / p95)',
      ],
      rows((_, __, r) => [
        `${ms(r.keystroke.median)} / ${ms(r.keystroke.p95)}${r.keystroke.timedOut ? ` (${r.keystroke.timedOut} timed out)` : ''}`,
        `${ms(r.coldHuman.median)} / ${ms(r.coldHuman.p95)}${r.coldHuman.timedOut ? ` (${r.coldHuman.timedOut} timed out)` : ''}`,
        `${ms(r.coldPaste.median)} / ${ms(r.coldPaste.p95)}${r.coldPaste.timedOut ? ` (${r.coldPaste.timedOut} timed out)` : ''}`,
      ]),
    ),
  );
  out.push(
    markdownTable(
      ['engine', 'build s (both locales)', 'index s'],
      results.engines.map((e) => [
        e.name,
        e.buildMs === undefined ? '–' : (e.buildMs / 1000).toFixed(1),
        e.indexMs === undefined ? '?' : (e.indexMs / 1000).toFixed(1),
      ]),
    ),
  );
  return out.join('\n\n');
}

/** How bytes and latency grow from the current content to the synthetic site. */
function growth(current: Results, larger: Results): string {
  const ratio = (a: number, b: number) => (a > 0 ? `${(b / a).toFixed(2)}×` : '–');
  const rows: Array<Array<string>> = [];
  for (const lang of LOCALES) {
    for (const e of larger.engines) {
      const before = current.engines.find((c) => c.name === e.name)?.langs[lang];
      const after = e.langs[lang];
      if (!before || !after) continue;
      rows.push([
        e.name,
        lang,
        `${current.pages[lang]} → ${larger.pages[lang]}`,
        `${kb(before.firstAnswer.median)} → ${kb(after.firstAnswer.median)} (${ratio(before.firstAnswer.median, after.firstAnswer.median)})`,
        `${ms(before.keystroke.p95)} → ${ms(after.keystroke.p95)} ms (${ratio(before.keystroke.p95, after.keystroke.p95)})`,
        `${ms(before.coldHuman.p95)} → ${ms(after.coldHuman.p95)} ms (${ratio(before.coldHuman.p95, after.coldHuman.p95)})`,
      ]);
    }
  }
  return markdownTable(
    ['engine', 'lang', 'pages', 'first answer gzip (median)', 'per keystroke p95', 'cold throttled p95 (human speed)'],
    rows,
  );
}

/** Pages per language in our build's search entries. */
function pagesOf(buildDir: string): Record<Locale, number> {
  const count = (lang: Locale) =>
    ['admin', 'softphone'].reduce((n, c) => {
      const file = path.join(buildDir, lang === 'en' ? '' : 'de', `search-index-${c}.json`);
      return n + (fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as {pages: number}).pages : 0);
    }, 0);
  return {en: count('en'), de: count('de')};
}

async function main(): Promise<void> {
  if (synthetic !== undefined && (!Number.isInteger(synthetic) || synthetic < 1))
    throw new Error('--synthetic needs a number of pages per language');
  if (inNode) {
    if (synthetic === undefined) throw new Error('--node needs --synthetic N');
    await scaleInNode(synthetic, LATENCY_QUERIES);
    return;
  }
  const judged = loadJudged();
  const ownDir = path.join(benchDir, 'own');
  const easyDir = path.join(benchDir, 'easyops');
  const fresh = !reuse || !fs.existsSync(path.join(ownDir, 'index.html'));
  if (fresh) {
    console.log(`Copying the repository to ${path.relative(repoDir, siteDir)}${synthetic ? ` with ${synthetic} pages per language` : ''}`);
    writeSyntheticSite(siteDir, synthetic ?? 0);
  }
  console.log(
    `Judged queries: ${judged.filter((q) => q.lang === 'en').length} English, ${judged.filter((q) => q.lang === 'de').length} German`,
  );
  // Build times are kept next to the builds, so that a run with --reuse still prints them.
  const timesFile = path.join(benchDir, 'build-times.json');
  type BuildTimes = {own?: {ms: number; indexMs: number}; easyops?: {buildMs: number; indexBuildMs?: number}};
  const times: BuildTimes = fs.existsSync(timesFile) && !fresh ? (JSON.parse(fs.readFileSync(timesFile, 'utf8')) as BuildTimes) : {};
  const own = fresh ? await buildOwn(ownDir) : times.own;
  if (fresh) times.own = own;
  const easyops =
    process.env.SKIP_EASYOPS || (!fresh && fs.existsSync(path.join(easyDir, 'index.html')))
      ? undefined
      : await buildEasyops(siteDir, easyDir);
  if (easyops) times.easyops = {buildMs: easyops.buildMs, indexBuildMs: easyops.indexBuildMs};
  // Served compressed, as any host serves it.
  if (easyops) precompress(easyDir);
  fs.writeFileSync(timesFile, JSON.stringify(times));
  const pagefind = preparePagefind(ownDir);
  const ours: BoxEngine = {
    kind: 'box',
    name: 'ours',
    buildDir: ownDir,
    input: '.navbar [role="combobox"]',
    resultLinks: '.navbar [role="listbox"] [role="option"]',
    answer: 'ours',
  };
  const engines: Array<{engine: Engine; buildMs?: number; indexMs?: number}> = [
    {engine: ours, buildMs: own?.ms, indexMs: own?.indexMs},
    {engine: pagefind.engine, indexMs: pagefind.buildMs},
  ];
  if (!process.env.SKIP_EASYOPS && fs.existsSync(path.join(easyDir, 'index.html'))) {
    engines.splice(1, 0, {
      engine: easyops?.engine ?? (await import('./easyops')).easyopsEngine(easyDir),
      buildMs: easyops?.buildMs ?? times.easyops?.buildMs,
      indexMs: easyops?.indexBuildMs ?? times.easyops?.indexBuildMs,
    });
  }
  const results: Results = {
    mode,
    pages: pagesOf(ownDir),
    queries: {en: judged.filter((q) => q.lang === 'en').length, de: judged.filter((q) => q.lang === 'de').length},
    engines: [],
  };
  for (const {engine, buildMs, indexMs} of engines) {
    const result: EngineResult = {name: engine.name, buildMs, indexMs, langs: {}};
    for (const lang of LOCALES) result.langs[lang] = await measure(engine, lang, judged);
    results.engines.push(result);
  }
  fs.writeFileSync(path.join(repoDir, 'build-bench', `search-${mode}.json`), JSON.stringify(results, null, 1));

  console.log(`\n${definitions()}\n`);
  console.log(
    `Site: ${mode === 'current' ? 'current content' : `synthetic, ${synthetic} pages per language`} (${results.pages.en} English, ${results.pages.de} German pages in our index)\n`,
  );
  console.log(tables(results));
  console.log(`\nPagefind: ${pagefind.index.en.pages} English and ${pagefind.index.de.pages} German pages indexed.`);
  const currentFile = path.join(repoDir, 'build-bench', 'search-current.json');
  if (synthetic && fs.existsSync(currentFile)) {
    console.log(`\nGrowth from the current content to ${synthetic} pages per language:\n`);
    console.log(growth(JSON.parse(fs.readFileSync(currentFile, 'utf8')) as Results, results));
  }
  for (const lang of LOCALES) {
    const misses = results.engines[0]?.langs[lang]?.relevance.misses ?? [];
    if (misses.length) console.log(`\nOurs, ${lang}, not first: ${misses.join('; ')}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
