/**
 * `BUILDS=dirA,dirB npm run bench:search-cold [-- --lang de] [-- --paste]`: our search box's
 * first complete answer on a cold page under Lighthouse's mobile network throttling, on two or
 * more builds in pairs, to measure one change of the search alone (bench:search measures all
 * three engines, and takes an hour).
 *
 * The measurement is bench:search's (`throttledFirstAnswers`): a fresh browser per query, the
 * start page loads, the box gets the focus, the query is typed at human speed (or pasted with
 * `--paste`), and the time runs from the last input event to the answer with its snippets.
 * Queries are an even sample of the judged ones (COLD_QUERIES, default 24); for each query every
 * build runs once, the order rotating, so that the machine's speed of the moment affects all
 * alike. Prints median, p95 and max per build and the median of the paired differences against
 * the first build. Each build is served by our server (it needs the postbuild step).
 */
import fs from 'node:fs';
import path from 'node:path';
import {throttledFirstAnswers, type BoxEngine, type Locale} from './browserSearch';
import {markdownTable, median, percentile, sample} from './common';
import {loadJudged} from '../tests/search/judged';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const langArg = args.includes('--lang') ? args[args.indexOf('--lang') + 1] : 'en';
  if (langArg !== 'en' && langArg !== 'de') throw new Error(`--lang: en or de, not ${langArg ?? 'nothing'}`);
  const lang: Locale = langArg;
  const mode = args.includes('--paste') ? 'paste' : 'human';
  const builds = (process.env.BUILDS ?? '')
    .split(',')
    .filter(Boolean)
    .map((dir) => path.resolve(dir));
  if (builds.length < 2) throw new Error('BUILDS: name at least two build folders, separated by commas');
  for (const dir of builds) if (!fs.existsSync(path.join(dir, 'index.html'))) throw new Error(`No build in ${dir}`);
  const size = Number(process.env.COLD_QUERIES ?? 24);
  if (!Number.isInteger(size) || size < 1) throw new Error('COLD_QUERIES must be a positive integer');
  const queries = sample(
    loadJudged()
      .filter((q) => q.lang === lang)
      .map((q) => q.query),
    size,
  );
  const engines: BoxEngine[] = builds.map((buildDir) => ({
    kind: 'box',
    name: path.basename(buildDir),
    buildDir,
    input: '.navbar [role="combobox"]',
    resultLinks: '.navbar [role="listbox"] [role="option"]',
    answer: 'ours',
  }));
  const ms: number[][] = builds.map(() => []);
  const timedOut = builds.map(() => 0);
  for (const [q, query] of queries.entries()) {
    for (let i = 0; i < engines.length; i += 1) {
      const b = (i + q) % engines.length;
      const [answer] = await throttledFirstAnswers(engines[b]!, lang, [query], mode);
      ms[b]!.push(answer!.ms);
      if (answer!.timedOut) timedOut[b]! += 1;
      process.stderr.write(`${engines[b]!.name} ${q + 1}/${queries.length}: ${Math.round(answer!.ms)} ms  ${query}\n`);
    }
  }
  console.log(
    `\nCold first answer, ${lang}, ${mode === 'human' ? 'typed at human speed' : 'pasted'}, ${queries.length} judged queries, throttled as Lighthouse's mobile run:\n`,
  );
  console.log(
    markdownTable(
      ['build', 'median ms', 'p95 ms', 'max ms', 'vs first (paired median)', 'timed out'],
      builds.map((dir, b) => [
        path.basename(dir),
        Math.round(median(ms[b]!)),
        Math.round(percentile(ms[b]!, 95)),
        Math.round(Math.max(...ms[b]!)),
        b === 0 ? '' : Math.round(median(ms[b]!.map((v, i) => v - ms[0]![i]!))),
        timedOut[b]!,
      ]),
    ),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
