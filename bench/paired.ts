/**
 * `BUILDS=dirA,dirB npm run bench:paired [-- /path …]`: Lighthouse (mobile, simulated
 * throttling) on two or more finished builds in pairs, to measure one change alone.
 *
 * Each build is served by our own server (so it needs the postbuild step: `npm run build`, or
 * `docusaurus build --out-dir X` followed by `BUILD_DIR=X tsx scripts/postbuild.ts`). For each
 * round and page, every build runs once, the order rotating from round to round, so that the
 * machine's speed of the moment affects all alike. Prints, per page and build, the medians of
 * performance, largest contentful paint and total blocking time, the median of the paired TBT
 * differences against the first build and how many pairs it was lower in, the medians of Speed
 * Index and of the observed time from the load event to the first paint (a late first paint
 * shows in both), and Lighthouse's benchmark index during the runs. RUNS rounds (default 7);
 * pages default to `/`.
 */
import http from 'node:http';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import {createApp} from '../server/app';
import {markdownTable, median, requireChromium, runsFromEnv} from './common';
import {runLighthouse, type Sample} from './lighthouseRun';

async function main(): Promise<void> {
  const builds = (process.env.BUILDS ?? '')
    .split(',')
    .filter(Boolean)
    .map((dir) => path.resolve(dir));
  if (builds.length < 2) throw new Error('BUILDS: name at least two build folders, separated by commas');
  const pages = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  if (!pages.length) pages.push('/');
  const runs = runsFromEnv(7);
  const chromePath = requireChromium();
  const servers = await Promise.all(
    builds.map(async (root) => {
      const server = http.createServer(createApp({root}));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return {server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`};
    }),
  );
  const samples = new Map<string, Sample[]>();
  const key = (page: string, build: number) => `${page} ${build}`;
  try {
    for (let round = 0; round < runs; round += 1) {
      for (const page of pages) {
        for (let i = 0; i < builds.length; i += 1) {
          const b = (i + round) % builds.length;
          const {sample} = await runLighthouse(`${servers[b]!.base}${page}`, chromePath);
          samples.set(key(page, b), [...(samples.get(key(page, b)) ?? []), sample]);
          process.stderr.write(
            `${page} ${path.basename(builds[b]!)} round ${round + 1}/${runs}: ${sample.performance} (TBT ${Math.round(sample.tbt)} ms)\n`,
          );
        }
      }
    }
  } finally {
    for (const {server} of servers) {
      server.closeAllConnections();
      server.close();
    }
  }
  const rows = pages.flatMap((page) =>
    builds.map((dir, b) => {
      const mine = samples.get(key(page, b))!;
      const first = samples.get(key(page, 0))!;
      const diffs = mine.map((s, i) => s.tbt - first[i]!.tbt);
      return [
        page,
        path.basename(dir),
        median(mine.map((s) => s.performance)),
        Math.round(median(mine.map((s) => s.lcp))),
        Math.round(median(mine.map((s) => s.tbt))),
        b === 0 ? '' : Math.round(median(diffs)),
        b === 0 ? '' : `${diffs.filter((d) => d < 0).length} of ${diffs.length}`,
        Math.round(median(mine.map((s) => s.si))),
        Math.round(median(mine.map((s) => s.paintAfterLoad))),
        `${Math.round(Math.min(...mine.map((s) => s.speed)))}–${Math.round(Math.max(...mine.map((s) => s.speed)))}`,
      ];
    }),
  );
  console.log(
    markdownTable(
      [
        'page',
        'build',
        'perf',
        'LCP ms',
        'TBT ms',
        'TBT vs first (paired median)',
        'pairs with lower TBT',
        'Speed Index ms',
        'first paint after load ms',
        'benchmark index',
      ],
      rows,
    ),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
