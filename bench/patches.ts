/**
 * `npm run bench:patches [-- <patch-name-part>…]`: what each patch in patches/ gains alone.
 *
 * Builds the English site with every patch applied, then, for each patch, the same site with
 * that one patch reversed (and applies it again). Lighthouse (mobile, simulated throttling)
 * then runs on both builds in pairs: for each round and page, one run on each build, the order
 * alternating from round to round, so that the machine's speed of the moment affects both
 * alike. Prints, per patch and page, the medians of performance and total blocking time with
 * and without the patch, the median of the paired TBT differences, and Lighthouse's benchmark
 * index (the machine's speed) during the runs. RUNS rounds (default 7). PAGES=doc measures the
 * longest doc page only (the heaviest start-up, where every patch acts), halving the time.
 * A patch the site cannot do without (REQUIRED) is named with its reason and not measured.
 *
 * Needs `npm run bench:setup` and Debian's Chromium. It changes node_modules while it runs and
 * restores it at the end (also on failure).
 */
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import {createApp} from '../server/app';
import {markdownTable, median, requireChromium, runsFromEnv, siteDir} from './common';
import {runLighthouse, type Sample} from './lighthouseRun';

const patchesDir = path.join(siteDir, 'patches');
const outRoot = path.join(siteDir, 'build-bench', 'patches');

/** Patches the site cannot do without (no build without them to measure), with the reason. */
const REQUIRED: Record<string, string> = {
  'boundaries-in-place':
    'without it, pages stream their content behind inline scripts that the CSP blocks (the postbuild step refuses the build)',
};

function patchFiles(filters: string[]): string[] {
  const all = fs.readdirSync(patchesDir).filter((f) => f.endsWith('.patch'));
  const chosen = filters.length ? all.filter((f) => filters.some((x) => f.includes(x))) : all;
  return chosen.filter((f) => {
    const reason = Object.entries(REQUIRED).find(([name]) => f.includes(name))?.[1];
    if (reason) console.error(`not measured: ${f}: ${reason}`);
    return !reason;
  });
}

function applyPatch(file: string, reverse: boolean): void {
  const args = ['-p1', '--silent', ...(reverse ? ['-R'] : []), '-i', path.join(patchesDir, file)];
  const result = spawnSync('patch', args, {cwd: siteDir, encoding: 'utf8'});
  if (result.status !== 0) throw new Error(`patch ${reverse ? '-R ' : ''}${file} failed: ${result.stdout}${result.stderr}`);
}

/** An English build into `out`, with the postbuild step our servers need. */
function build(out: string): void {
  console.error(`building ${path.relative(siteDir, out)} …`);
  fs.rmSync(out, {recursive: true, force: true});
  // The bundler's persistent cache takes a package's files as unchanged while its version is:
  // without this, a build with a patch reversed reuses the patched modules.
  fs.rmSync(path.join(siteDir, 'node_modules', '.cache', 'rspack'), {recursive: true, force: true});
  execFileSync(path.join(siteDir, 'node_modules/.bin/docusaurus'), ['build', '--locale', 'en', '--out-dir', out], {
    cwd: siteDir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  execFileSync(path.join(siteDir, 'node_modules/.bin/tsx'), ['scripts/postbuild.ts'], {
    cwd: siteDir,
    env: {...process.env, BUILD_DIR: out},
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function serve(root: string): Promise<{base: string; close: () => void}> {
  const server = http.createServer(createApp({root, localePrefixes: []}));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close()};
}

/** The English doc page with the largest HTML, and the landing page: the heaviest starts. */
function pagesOf(root: string): string[] {
  const docs = path.join(root, 'docs');
  const sizes = fs
    .readdirSync(docs, {withFileTypes: true})
    .filter((e) => e.isDirectory() && e.name !== 'category' && fs.existsSync(path.join(docs, e.name, 'index.html')))
    .map((e) => ({route: `/docs/${e.name}`, size: fs.statSync(path.join(docs, e.name, 'index.html')).size}))
    .sort((a, b) => b.size - a.size);
  return process.env.PAGES === 'doc' ? [sizes[0]!.route] : ['/', sizes[0]!.route];
}

async function main(): Promise<void> {
  const runs = runsFromEnv(7);
  const chromePath = requireChromium();
  const patches = patchFiles(process.argv.slice(2));
  if (patches.length === 0) throw new Error('no patch matches');
  const allDir = path.join(outRoot, 'all');
  build(allDir);
  const variants: Array<{patch: string; dir: string}> = [];
  for (const patch of patches) {
    const dir = path.join(outRoot, `without-${patch.replace(/\.patch$/, '')}`);
    applyPatch(patch, true);
    try {
      build(dir);
    } finally {
      applyPatch(patch, false);
    }
    variants.push({patch, dir});
  }
  const pages = pagesOf(allDir);
  const withAll = await serve(allDir);
  const rows: Array<Array<string | number>> = [];
  const speeds: number[] = [];
  try {
    for (const {patch, dir} of variants) {
      const without = await serve(dir);
      const samples = new Map(pages.map((p) => [p, {with: [] as Sample[], without: [] as Sample[]}]));
      try {
        for (let round = 0; round < runs; round += 1) {
          for (const page of pages) {
            const order = round % 2 === 0 ? (['with', 'without'] as const) : (['without', 'with'] as const);
            for (const which of order) {
              const base = which === 'with' ? withAll.base : without.base;
              const {sample} = await runLighthouse(`${base}${page}`, chromePath);
              samples.get(page)![which].push(sample);
              speeds.push(sample.speed);
              process.stderr.write(
                `${patch} ${page} ${which}: perf ${sample.performance}, TBT ${Math.round(sample.tbt)} ms (index ${sample.speed})\n`,
              );
            }
          }
        }
      } finally {
        without.close();
      }
      for (const page of pages) {
        const s = samples.get(page)!;
        const m = (list: Sample[], f: (x: Sample) => number) => median(list.map(f));
        const diffs = s.with.map((x, i) => s.without[i]!.tbt - x.tbt);
        rows.push([
          patch.replace(/^@docusaurus\+/, '').replace(/\.patch$/, ''),
          page,
          m(s.with, (x) => x.performance),
          m(s.without, (x) => x.performance),
          Math.round(m(s.with, (x) => x.tbt)),
          Math.round(m(s.without, (x) => x.tbt)),
          Math.round(median(diffs)),
          Math.round(m(s.with, (x) => x.lcp)),
          Math.round(m(s.without, (x) => x.lcp)),
        ]);
      }
    }
  } finally {
    withAll.close();
  }
  console.log(
    `\nEach patch alone: Lighthouse mobile, ${runs} paired rounds per page (medians; TBT saved = median of the paired differences):\n`,
  );
  console.log(
    markdownTable(
      ['patch', 'page', 'perf with', 'perf without', 'TBT ms with', 'TBT ms without', 'TBT ms saved', 'LCP ms with', 'LCP ms without'],
      rows,
    ),
  );
  console.log(`\nLighthouse's benchmark index during the runs: ${Math.min(...speeds)}–${Math.max(...speeds)}, median ${median(speeds)}.`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
