/**
 * What the benchmarks share: the build they measure, our production server on a free port,
 * Chromium, the pages they visit, medians and markdown tables.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import {createApp} from '../server/app';
import {systemChromium} from '../scripts/chromium';
import {brandSlug, loadBrand} from '../brand';
import {loadPagePlan} from '../src/data/pagePlan';

export const siteDir = path.resolve(__dirname, '..');
export const buildDir = path.resolve(process.env.BUILD_DIR ?? path.join(siteDir, 'build'));
export const LOCALE_PREFIXES = ['', '/de'] as const;

/** Exits with a message unless a production build (both locales) is in `buildDir`. */
export function requireBuild(prefixes: readonly string[] = LOCALE_PREFIXES): void {
  for (const prefix of prefixes) {
    if (!fs.existsSync(path.join(buildDir, prefix, 'index.html'))) {
      console.error(`No production build in ${path.join(buildDir, prefix)}. Run "npm run build" first.`);
      process.exit(1);
    }
  }
}

/** Exits with a message unless Chromium is installed. */
export function requireChromium(): string {
  const chromium = systemChromium();
  if (!chromium) {
    console.error('No Chromium found. Install Debian\'s chromium ("apt-get install chromium") or set CHROMIUM_PATH.');
    process.exit(1);
  }
  return chromium;
}

export type RunningServer = {base: string; close: () => Promise<void>};

/** Our production server (server/app.ts) over the build, on a free loopback port. */
export async function startServer(): Promise<RunningServer> {
  const server = http.createServer(createApp({root: buildDir}));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The administrator guide's landing page, from the page plan under the brand in use. */
export function landingPath(): string {
  const landing = loadPagePlan().find((page) => page.note.startsWith('landing page'));
  if (!landing) throw new Error('page plan: no landing page');
  return `/docs/${brandSlug(landing.slug, loadBrand())}`;
}

/** The indexable English doc page with the largest HTML (its German twin has the same path). */
export function longestDocPath(): string {
  const docs = path.join(buildDir, 'docs');
  let best = {size: 0, route: ''};
  for (const e of fs.readdirSync(docs, {withFileTypes: true})) {
    const file = path.join(docs, e.name, 'index.html');
    if (!e.isDirectory() || e.name === 'category' || !fs.existsSync(file)) continue;
    const html = fs.readFileSync(file, 'utf8');
    if (/<meta[^>]*name=["']?robots["']?[^>]*noindex/.test(html)) continue;
    if (html.length > best.size) best = {size: html.length, route: `/docs/${e.name}`};
  }
  if (!best.route) throw new Error(`no doc pages in ${docs}`);
  return best.route;
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** A markdown table; numbers are right-aligned. */
export function markdownTable(header: string[], rows: Array<Array<string | number>>): string {
  const cells = [header, ...rows.map((r) => r.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((r) => r[i]!.length)));
  const numeric = header.map((_, i) => rows.length > 0 && rows.every((r) => typeof r[i] === 'number'));
  const line = (r: string[]) => `| ${r.map((c, i) => (numeric[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => `${'-'.repeat(w + 1)}${numeric[i] ? ':' : '-'}`).join('|')}|`;
  return [line(header), rule, ...cells.slice(1).map(line)].join('\n');
}

/** RUNS from the environment (a positive integer), or the default. */
export function runsFromEnv(fallback: number): number {
  const runs = Number(process.env.RUNS ?? fallback);
  if (!Number.isInteger(runs) || runs < 1) {
    console.error(`RUNS must be a positive integer, got ${JSON.stringify(process.env.RUNS)}.`);
    process.exit(1);
  }
  return runs;
}

/** Nearest-rank percentile (p in 0…100). */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

/** Every n-th item, spread over the list: a fixed sample anyone can rerun. */
export function sample<T>(list: T[], size: number): T[] {
  if (list.length <= size) return list;
  const step = list.length / size;
  return Array.from({length: size}, (_, i) => list[Math.floor(i * step)]!);
}
