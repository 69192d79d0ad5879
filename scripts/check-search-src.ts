/**
 * `npm run check:search:src [-- --area tenants] [-- --misses]`: the judged queries against an
 * index built from the sources (no site build), per language, for every area file or one.
 * Prints success@1, success@3 and MRR, and with --misses every query whose page is not in the
 * top 3. Fails below success@3 0.9 or MRR 0.85 in either language, as `check:search` does on
 * the build.
 */
import fs from 'node:fs';
import path from 'node:path';
import {loadBrand, brandSlug} from '../brand';
import {sourceSearch} from './search/fromSources';
import {rankedPages} from './search/ownSearch';
import {loadJudged, JUDGED_DIR} from '../tests/search/judged';

const MIN_SUCCESS_AT_3 = 0.9;
const MIN_MRR = 0.85;

const args = process.argv.slice(2);
const area = args.includes('--area') ? args[args.indexOf('--area') + 1] : undefined;
const showMisses = args.includes('--misses');
const brand = loadBrand();
const siteDir = path.resolve(__dirname, '..');

async function main(): Promise<boolean> {
  if (area && !fs.existsSync(path.join(JUDGED_DIR, `${area}.json`))) {
    console.error(`check:search:src: no judged file ${area}.json in ${JUDGED_DIR}`);
    process.exit(2);
  }
  const judged = loadJudged(JUDGED_DIR, area);
  let failed = false;
  for (const lang of ['en', 'de'] as const) {
    const queries = judged.filter((q) => q.lang === lang);
    if (queries.length === 0) {
      console.log(`check:search:src ${lang}: no judged queries${area ? ` in ${area}.json` : ''}`);
      continue;
    }
    const search = sourceSearch(siteDir, lang, brand);
    let s1 = 0;
    let s3 = 0;
    let rr = 0;
    for (const q of queries) {
      const expected = q.expect.map((e) => `${lang === 'de' ? '/de' : ''}${brandSlug(e, brand)}`);
      const urls = await rankedPages(search, q.query);
      const rank = urls.findIndex((u) => expected.includes(u));
      if (rank === 0) s1++;
      if (rank >= 0 && rank < 3) s3++;
      if (rank >= 0) rr += 1 / (rank + 1);
      if (showMisses && (rank < 0 || rank >= 3)) {
        console.log(
          `  miss ${lang} [${q.file}] "${q.query}" → expected ${expected.join(' | ')}; got ${urls.slice(0, 3).join(', ') || '(nothing)'}`,
        );
      }
    }
    const n = queries.length;
    const at3 = s3 / n;
    const mrr = rr / n;
    failed ||= at3 < MIN_SUCCESS_AT_3 || mrr < MIN_MRR;
    console.log(
      `check:search:src ${lang}${area ? ` (${area})` : ''}: ${n} queries, success@1 ${(s1 / n).toFixed(2)}, success@3 ${at3.toFixed(2)}, MRR ${mrr.toFixed(2)}`,
    );
  }
  return !failed;
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
