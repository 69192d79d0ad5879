/**
 * `npm run bench:search -- --synthetic 2000 --node`: how our index grows, measured in Node
 * without a site build (minutes instead of the browser run's builds of 2,000 pages per language).
 * The same extraction, index builder, loader and engine as the plugin and the browser
 * (scripts/search/), over the current content and over the content filled up to N pages per
 * language with the generated pages of bench/synthetic.ts (in the administrator guide, as the
 * synthetic site's page plan puts them). Per language and size:
 *
 * - entry: gzip bytes of the entries of both guides (all a query needs before its shards);
 * - shards: count, and the largest shard's gzip bytes;
 * - first answer: every judged query on a cold cache, typed at once, both guides, 8 results with
 *   their snippets: gzip bytes (level 9) of the index files it reads (no code: the browser run
 *   adds our worker's script), median and max;
 * - success@3 and MRR of the judged queries among the larger set of pages;
 * - per keystroke: the engine alone (no worker messaging, no rendering), every prefix of a
 *   sample of judged queries once their files are loaded, from the call to the answer with its
 *   snippets; median and p95 (nearest rank);
 * - index build: buildContext and the files of both guides, in ms.
 */
import path from 'node:path';
import matter from 'gray-matter';
import {brandSlug, loadBrand} from '../brand';
import {extractSections} from '../src/plugins/search/extract';
import {buildContext, type PageSections} from '../src/plugins/search/core/build';
import {indexFiles} from '../src/plugins/search/files';
import {SearchCore} from '../src/plugins/search/client/core';
import {entryFileName} from '../src/plugins/search/core/format';
import {SEARCH_CONTEXTS, sourcePages} from '../scripts/search/fromSources';
import {gzipBytes} from '../scripts/search/ownSearch';
import {syntheticPages, type SyntheticPage} from './synthetic';
import {markdownTable, median, percentile} from './common';
import {loadJudged, type JudgedQuery} from '../tests/search/judged';

type Lang = 'en' | 'de';

export type ScaleRow = {
  lang: Lang;
  pages: number;
  entryBytes: number;
  shards: number;
  maxShardBytes: number;
  firstAnswer: {median: number; max: number};
  s3: number;
  mrr: number;
  keystroke: {median: number; p95: number; n: number};
  buildMs: number;
};

/** The real pages of a locale, plus generated ones in the administrator guide. */
function pagesWith(lang: Lang, generated: SyntheticPage[], real: Map<string, PageSections[]>): Map<string, PageSections[]> {
  const brand = loadBrand();
  const prefix = lang === 'en' ? '' : '/de';
  const out = new Map([...real].map(([context, list]) => [context, [...list]]));
  const admin = out.get('admin') ?? [];
  for (const page of generated) {
    const title = (matter(page.body).data as {title: string}).title;
    admin.push({title, url: `${prefix}/docs/synthetic-${page.n}`, breadcrumbs: [], sections: extractSections(page.body, lang, brand)});
  }
  // The plugin numbers pages in URL order.
  admin.sort((a, b) => a.url.localeCompare(b.url));
  out.set('admin', admin);
  return out;
}

async function measure(lang: Lang, pages: Map<string, PageSections[]>, judged: JudgedQuery[], keystrokeQueries: number): Promise<ScaleRow> {
  const brand = loadBrand();
  const started = performance.now();
  const files = new Map<string, string>();
  const contexts = SEARCH_CONTEXTS.filter((c) => pages.has(c));
  for (const name of contexts)
    for (const [file, json] of indexFiles(name, buildContext(pages.get(name)!, lang)).files) files.set(file, json);
  const buildMs = performance.now() - started;
  const sizes = new Map([...files].map(([file, json]) => [file, gzipBytes(json)]));
  const sources = contexts.map((name) => ({name, entry: entryFileName(name)}));
  const searcher = (loaded: string[]) =>
    new SearchCore((url) => {
      const file = url.replace(/[?#].*$/, '');
      const body = files.get(file);
      if (body === undefined) return Promise.reject(new Error(`no file ${file}`));
      loaded.push(file);
      return Promise.resolve(JSON.parse(body) as unknown);
    });
  const queries = judged.filter((q) => q.lang === lang);
  const bytes: number[] = [];
  let s3 = 0;
  let rr = 0;
  const warm = searcher([]);
  for (const q of queries) {
    const loaded: string[] = [];
    const response = await searcher(loaded).search({query: q.query, contexts: sources, lang, limit: 8});
    bytes.push(loaded.reduce((n, f) => n + (sizes.get(f) ?? 0), 0));
    const expected = q.expect.map((e) => `${lang === 'de' ? '/de' : ''}${brandSlug(e, brand)}`);
    const rank = response.hits.map((h) => h.page.url).findIndex((u) => expected.includes(u));
    if (rank >= 0 && rank < 3) s3++;
    if (rank >= 0) rr += 1 / (rank + 1);
  }
  // Every prefix of a spread sample, twice: the first pass loads, the second is timed.
  const step = queries.length / Math.min(keystrokeQueries, queries.length);
  const sample = Array.from({length: Math.min(keystrokeQueries, queries.length)}, (_, i) => queries[Math.floor(i * step)]!.query);
  const ms: number[] = [];
  for (const pass of [0, 1]) {
    for (const query of sample) {
      for (let n = 1; n <= query.length; n++) {
        const t0 = performance.now();
        await warm.search({query: query.slice(0, n), contexts: sources, lang, limit: 8, channel: 'bar'});
        if (pass === 1) ms.push(performance.now() - t0);
      }
    }
  }
  const shardFiles = [...sizes].filter(([f]) => /\/\d+\.json$/.test(f)).map(([, b]) => b);
  return {
    lang,
    pages: [...pages.values()].reduce((n, list) => n + list.length, 0),
    entryBytes: contexts.reduce((n, c) => n + (sizes.get(entryFileName(c)) ?? 0), 0),
    shards: shardFiles.length,
    maxShardBytes: Math.max(...shardFiles),
    firstAnswer: {median: median(bytes), max: Math.max(...bytes)},
    s3: s3 / queries.length,
    mrr: rr / queries.length,
    keystroke: {median: median(ms), p95: percentile(ms, 95), n: ms.length},
    buildMs,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Measures the current content and the content filled up to `perLanguage` pages; prints the table. */
export async function scaleInNode(perLanguage: number, keystrokeQueries = 40): Promise<ScaleRow[]> {
  const siteDir = path.resolve(__dirname, '..');
  const judged = loadJudged();
  const {pages: generated} = syntheticPages(perLanguage);
  const rows: ScaleRow[] = [];
  for (const lang of ['en', 'de'] as const) {
    const real = sourcePages(siteDir, lang, loadBrand());
    console.log(`  ours ${lang}: current content`);
    rows.push(await measure(lang, real, judged, keystrokeQueries));
    console.log(`  ours ${lang}: ${perLanguage} pages`);
    rows.push(await measure(lang, pagesWith(lang, generated[lang], real), judged, keystrokeQueries));
  }
  console.log(
    [
      '',
      `Ours in Node, current content and ${perLanguage} pages per language (bench/searchScale.ts says what each column is):`,
      '',
      markdownTable(
        [
          'lang',
          'pages',
          'entries gzip',
          'shards (largest gzip)',
          'first answer gzip, index data (median / max)',
          'success@3',
          'MRR',
          'engine per keystroke ms (median / p95)',
          'index build ms',
        ],
        rows.map((r) => [
          r.lang,
          String(r.pages),
          kb(r.entryBytes),
          `${r.shards} (${kb(r.maxShardBytes)})`,
          `${kb(r.firstAnswer.median)} / ${kb(r.firstAnswer.max)}`,
          r.s3.toFixed(2),
          r.mrr.toFixed(2),
          `${r.keystroke.median.toFixed(1)} / ${r.keystroke.p95.toFixed(1)}`,
          r.buildMs.toFixed(0),
        ]),
      ),
    ].join('\n'),
  );
  return rows;
}
