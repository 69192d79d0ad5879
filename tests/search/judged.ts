/**
 * The judged search queries: what a reader types, and the pages that answer it. One file per
 * area of the guide (tests/search/judged/*.json), so that each area's pages bring their own.
 * `expect` lists page paths with `{product}` where the brand's slug goes; a query succeeds
 * when one of them is among the first results.
 */
import fs from 'node:fs';
import path from 'node:path';

export type JudgedQuery = {
  lang: 'en' | 'de';
  query: string;
  expect: string[];
  kind: string;
  note?: string;
  /** The area file the query comes from (set by the loader). */
  file?: string;
};

export const JUDGED_DIR = path.join(__dirname, 'judged');

/** Every judged query, or those of one area file (`tenants` for judged/tenants.json). */
export function loadJudged(dir = JUDGED_DIR, area?: string): JudgedQuery[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json') && (!area || f === `${area}.json`))
    .sort()
    .flatMap((f) => {
      const list = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as JudgedQuery[];
      for (const q of list) {
        if ((q.lang !== 'en' && q.lang !== 'de') || !q.query || !Array.isArray(q.expect) || q.expect.length === 0) {
          throw new Error(`${f}: malformed judged query ${JSON.stringify(q)}`);
        }
      }
      return list.map((q) => ({...q, file: f}));
    });
}
