/**
 * `npm run bench:lighthouse`: Lighthouse (mobile, simulated throttling: its defaults) in
 * Debian's Chromium against our production server over ./build, for one page of each kind in
 * English and German, RUNS times each (default 3). Prints the medians as a markdown table and
 * the audits that cost a row points. With `--strict` it exits non-zero when a row misses the
 * targets (performance ≥ 95; accessibility, best practices and SEO 100).
 *
 * The last report of each page is kept in reports/lighthouse/ for a closer look.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Result} from 'lighthouse';
import {
  LOCALE_PREFIXES,
  landingPath,
  longestDocPath,
  markdownTable,
  median,
  requireBuild,
  requireChromium,
  runsFromEnv,
  siteDir,
  startServer,
} from './common';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const TARGETS: Record<Category, number> = {performance: 95, accessibility: 100, 'best-practices': 100, seo: 100};
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];
const MAX_ATTEMPTS = 3;
const reportDir = path.join(siteDir, 'reports', 'lighthouse');

type Sample = Record<Category, number> & {lcp: number; tbt: number; cls: number; bytes: number; lost: string[]};

function sample(lhr: Result): Sample {
  const score = (c: Category) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  // Audits that cost points outside performance (whose misses are timings, shown as columns).
  const lost = CATEGORIES.filter((c) => c !== 'performance').flatMap((c) =>
    (lhr.categories[c]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${c}: ${ref.id}`),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
    lost,
  };
}

async function main(): Promise<void> {
  const strict = process.argv.includes('--strict');
  const runs = runsFromEnv(3);
  requireBuild();
  const chromePath = requireChromium();
  const {default: lighthouse} = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const pages = ['/', landingPath(), longestDocPath(), '/search?q=trunk', '/blog/mdx-blog-post'];
  const server = await startServer();
  fs.mkdirSync(reportDir, {recursive: true});

  const rows: Array<Array<string | number>> = [];
  const notes: string[] = [];
  let missed = 0;
  try {
    for (const prefix of LOCALE_PREFIXES) {
      for (const p of pages) {
        const route = p === '/' && prefix ? `${prefix}/` : `${prefix}${p}`;
        const samples: Sample[] = [];
        for (let run = 1; run <= runs; run += 1) {
          // Lighthouse now and then fails to record a trace on a busy machine: such a run is repeated.
          for (let attempt = 1; ; attempt += 1) {
            const chrome = await chromeLauncher.launch({chromePath, chromeFlags: CHROME_FLAGS});
            try {
              const result = await lighthouse(`${server.base}${route}`, {
                port: chrome.port,
                logLevel: 'error',
                onlyCategories: [...CATEGORIES],
              });
              const error = result ? result.lhr.runtimeError?.message : 'no result';
              if (error) {
                if (attempt < MAX_ATTEMPTS) {
                  process.stderr.write(`${route} run ${run}: ${error}; again\n`);
                  continue;
                }
                throw new Error(`${route}: ${error}`);
              }
              samples.push(sample(result!.lhr));
              if (run === runs) {
                const name = route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home';
                fs.writeFileSync(path.join(reportDir, `${name}.json`), JSON.stringify(result!.lhr));
              }
              break;
            } finally {
              chrome.kill();
            }
          }
          process.stderr.write(`${route} run ${run}/${runs}: ${CATEGORIES.map((c) => samples.at(-1)![c]).join(' ')}\n`);
        }
        const m = (f: (s: Sample) => number) => median(samples.map(f));
        const scores = CATEGORIES.map((c) => m((s) => s[c]));
        if (CATEGORIES.some((c, i) => scores[i]! < TARGETS[c])) {
          missed += 1;
          const lost = [...new Set(samples.flatMap((s) => s.lost))];
          notes.push(`${route}: below target${lost.length ? `; audits that cost points: ${lost.join(', ')}` : ''}`);
        }
        rows.push([
          route,
          ...scores,
          Math.round(m((s) => s.lcp)),
          Math.round(m((s) => s.tbt)),
          Number(m((s) => s.cls).toFixed(3)),
          Math.round(m((s) => s.bytes) / 1024),
        ]);
      }
    }
  } finally {
    await server.close();
  }

  console.log(`\nLighthouse ${runs} run(s) per page, mobile, simulated throttling; medians:\n`);
  console.log(markdownTable(['page', 'perf', 'a11y', 'best practices', 'SEO', 'LCP ms', 'TBT ms', 'CLS', 'transfer KB'], rows));
  console.log(`\nTargets: performance ≥ ${TARGETS.performance}, accessibility, best practices and SEO 100.`);
  for (const note of notes) console.log(`- ${note}`);
  if (!missed) console.log('Every row is at target.');
  if (strict && missed) process.exit(1);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
