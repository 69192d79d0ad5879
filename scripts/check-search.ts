/**
 * `npm run check:search` (part of `npm test`, after the build): the built search index answers
 * the judged queries (tests/search/judged/) well enough, and what a first answer downloads
 * stays small. Per language:
 *
 * - relevance: success@3 ≥ 0.9 and MRR ≥ 0.85 over the judged queries, ranked as the navbar box
 *   ranks them (both guides, 8 suggestions);
 * - bytes: for each judged query, on a cold cache, the gzip size of the index files the box
 *   fetches for its first complete answer (the entries, the shards of the query's words, the
 *   fragments of the 8 results shown, parts of their pages whose text gives the snippets) is
 *   at most 150 KB.
 *
 * It runs the browser's loader and engine in Node over the build's files (BUILD_DIR, default
 * build/). The browser-level comparison with easyops and Pagefind is `npm run bench:search`.
 */
import fs from 'node:fs';
import path from 'node:path';
import {brandSlug, loadBrand} from '../brand';
import {buildSearch, localeDir, rankedPages, CONTEXTS} from './search/ownSearch';
import {entryFileName} from '../src/plugins/search/core/format';
import {loadJudged} from '../tests/search/judged';

const BUILD = path.resolve(process.env.BUILD_DIR ?? path.join(__dirname, '..', 'build'));
/** The targets. */
const MIN_SUCCESS_AT_3 = 0.9;
const MIN_MRR = 0.85;
const MAX_FIRST_ANSWER_GZIP = 150 * 1024;
const SUGGESTIONS = 8;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<boolean> {
  const brand = loadBrand();
  const judged = loadJudged();
  let ok = true;
  for (const lang of ['en', 'de'] as const) {
    if (!fs.existsSync(path.join(localeDir(BUILD, lang), entryFileName(CONTEXTS[0])))) {
      console.error(`check:search: no search index in ${localeDir(BUILD, lang)}; run "npm run build" first.`);
      return false;
    }
    const list = judged.filter((q) => q.lang === lang);
    const warm = buildSearch(BUILD, lang);
    let s1 = 0;
    let s3 = 0;
    let rr = 0;
    const bytes: Array<{query: string; bytes: number}> = [];
    for (const q of list) {
      const expected = q.expect.map((e) => `${lang === 'de' ? '/de' : ''}${brandSlug(e, brand)}`);
      const rank = (await rankedPages(warm, q.query, SUGGESTIONS)).findIndex((u) => expected.includes(u));
      if (rank === 0) s1++;
      if (rank >= 0 && rank < 3) s3++;
      if (rank >= 0) rr += 1 / (rank + 1);
      // A cold cache per query: what a reader's first search downloads.
      const cold = buildSearch(BUILD, lang);
      await rankedPages(cold, q.query, SUGGESTIONS);
      bytes.push({query: q.query, bytes: cold.loaded.reduce((n, l) => n + l.gzipBytes, 0)});
    }
    const n = list.length;
    const at3 = s3 / n;
    const mrr = rr / n;
    bytes.sort((a, b) => a.bytes - b.bytes);
    const median = bytes[Math.floor((bytes.length - 1) / 2)]?.bytes ?? 0;
    const worst = bytes[bytes.length - 1] ?? {query: '', bytes: 0};
    const pass = at3 >= MIN_SUCCESS_AT_3 && mrr >= MIN_MRR && worst.bytes <= MAX_FIRST_ANSWER_GZIP;
    ok &&= pass;
    console.log(
      `check:search ${lang}: ${n} judged queries, success@1 ${(s1 / n).toFixed(2)}, success@3 ${at3.toFixed(2)} (≥ ${MIN_SUCCESS_AT_3}), ` +
        `MRR ${mrr.toFixed(2)} (≥ ${MIN_MRR}); first complete answer ${kb(median)} median, ${kb(worst.bytes)} at most ` +
        `("${worst.query}", ≤ ${kb(MAX_FIRST_ANSWER_GZIP)} gzip of index data) ${pass ? 'ok' : 'FAILED'}`,
    );
  }
  return ok;
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
