/**
 * `npm run check:search` (part of `npm test`, after the build): the built search indexes
 * answer the judged queries (tests/search/judged/) well enough, and the part a
 * first keystroke downloads stays small. The engine is the one the browser runs; the
 * browser-level comparison with easyops is `npm run bench:search`.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {brandSlug, loadBrand} from '../brand';
import {CONTEXTS, loadLocale, rankedPages} from './search/ownSearch';
import {indexFileName} from '../src/plugins/search/core/format';
import {loadJudged} from '../tests/search/judged';

const BUILD = path.resolve(__dirname, '..', 'build');
/** The targets. */
const MIN_SUCCESS_AT_3 = 0.9;
const MAX_HEAD_GZIP = 150 * 1024;

const brand = loadBrand();
const judged = loadJudged();
let failed = false;

for (const lang of ['en', 'de'] as const) {
  const dir = lang === 'en' ? BUILD : path.join(BUILD, lang);
  if (!fs.existsSync(path.join(dir, indexFileName('admin', 'head')))) {
    console.error(`check:search: no search index in ${dir}; run "npm run build" first.`);
    process.exit(1);
  }
  const indexes = loadLocale(BUILD, lang);
  const list = judged.filter((q) => q.lang === lang);
  let s1 = 0;
  let s3 = 0;
  for (const q of list) {
    const expected = q.expect.map((e) => `${lang === 'de' ? '/de' : ''}${brandSlug(e, brand)}`);
    const rank = rankedPages(indexes, q.query).findIndex((u) => expected.includes(u));
    if (rank === 0) s1++;
    if (rank >= 0 && rank < 3) s3++;
  }
  const at3 = s3 / list.length;
  const headBytes = CONTEXTS.reduce(
    (n, c) => n + zlib.gzipSync(fs.readFileSync(path.join(dir, indexFileName(c, 'head'))), {level: 9}).length,
    0,
  );
  const ok = at3 >= MIN_SUCCESS_AT_3 && headBytes <= MAX_HEAD_GZIP;
  failed ||= !ok;
  console.log(
    `check:search ${lang}: ${list.length} judged queries, success@1 ${(s1 / list.length).toFixed(2)}, success@3 ${at3.toFixed(2)} (≥ ${MIN_SUCCESS_AT_3}); ` +
      `first-keystroke index ${(headBytes / 1024).toFixed(1)} KB gzip (≤ ${MAX_HEAD_GZIP / 1024} KB) ${ok ? 'ok' : 'FAILED'}`,
  );
}
process.exit(failed ? 1 : 0);
