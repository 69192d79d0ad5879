/**
 * `npm run bench:profile -- /docs/rest-api-extensions [more pages]`: where a page's start-up
 * spends its main-thread JavaScript time. Loads each page RUNS times (default 3) in headless
 * Chromium as a phone (Lighthouse's mobile viewport, CPU slowed 4×, empty cache) from our
 * production server, records a CPU profile from navigation until the page has hydrated and
 * two seconds after, and prints the mean self time per script and the functions with the most
 * self time (script, line and column in the minified file). A function that reads layout
 * (`scrollWidth`, `getBoundingClientRect` …) counts the layout it forces as its own time. Needs
 * a build of the pages' languages (BUILD_DIR, default `build`) and Chromium.
 *
 * With a build that has source maps (`npx docusaurus clear`, then `SOURCE_MAPS=1 npx docusaurus
 * build --locale en --out-dir build-maps` and `BUILD_DIR=build-maps npx tsx scripts/postbuild.ts`;
 * without the clear, modules the bundler cached from a build without maps stay unmapped, most of
 * main.js among them), the tables name sources instead of scripts (a package of node_modules,
 * or a file of the site) and functions by their name in the source, and a third table gives the
 * time spent in and below each of the site's and Docusaurus's functions (inclusive).
 */
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from 'playwright-core';
import {SourceMapConsumer} from 'source-map';
import {LOCALE_PREFIXES, buildDir, markdownTable, requireBuild, requireChromium, runsFromEnv, startServer} from './common';

type Node = {id: number; children?: number[]; callFrame: {functionName: string; url: string; lineNumber: number; columnNumber: number}};
type Profile = {nodes: Node[]; samples: number[]; timeDeltas: number[]};

const IGNORED = new Set(['(idle)', '(program)', '(root)']);
const fileOf = (url: string) => url.split('/').pop() || '(native)';

/** A script's source map in the build, if it has one. */
const maps = new Map<string, Promise<SourceMapConsumer | undefined>>();
function sourceMapOf(url: string): Promise<SourceMapConsumer | undefined> {
  const pathname = url.replace(/^[a-z]+:\/\/[^/]+/, '');
  if (!maps.has(pathname)) {
    const file = path.join(buildDir, `${pathname}.map`);
    maps.set(pathname, fs.existsSync(file) ? new SourceMapConsumer(fs.readFileSync(file, 'utf8')) : Promise.resolve(undefined));
  }
  return maps.get(pathname)!;
}

/** Where a frame's code comes from: a package of node_modules or a file of the site. */
function sourceOf(source: string): string {
  const rest = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^(\.\/)+/, '');
  const inModules = rest.lastIndexOf('node_modules/');
  if (inModules < 0) return rest;
  const parts = rest.slice(inModules + 'node_modules/'.length).split('/');
  return parts.slice(0, parts[0]!.startsWith('@') ? 2 : 1).join('/');
}

/** A frame as the tables name it: its script (or source) and its function. */
async function labelOf(frame: Node['callFrame']): Promise<{file: string; fn: string; mapped: boolean}> {
  const file = fileOf(frame.url);
  const minified = {
    file,
    fn: `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`,
    mapped: false,
  };
  if (!frame.url) return minified;
  const map = await sourceMapOf(frame.url);
  const original = map?.originalPositionFor({line: frame.lineNumber + 1, column: frame.columnNumber});
  if (!original?.source) return minified;
  const source = sourceOf(original.source);
  const short = original.source.split('/').slice(-2).join('/');
  return {file: source, fn: `${original.name ?? (frame.functionName || '(anonymous)')} ${short}:${original.line}`, mapped: true};
}

async function main(): Promise<void> {
  const pages = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  if (!pages.length) throw new Error('name at least one page, e.g. /docs/rest-api-extensions');
  // Only the languages of the pages named: a build of one language will do.
  requireBuild([...new Set(pages.map((p) => LOCALE_PREFIXES.find((prefix) => prefix && p.startsWith(`${prefix}/`)) ?? ''))]);
  const runs = runsFromEnv(3);
  const browser = await chromium.launch({executablePath: requireChromium(), args: ['--no-sandbox', '--disable-gpu']});
  const server = await startServer();
  try {
    for (const route of pages) {
      const byFile = new Map<string, number>();
      const byFunction = new Map<string, number>();
      const inclusive = new Map<string, number>();
      let total = 0;
      for (let run = 0; run < runs; run += 1) {
        const context = await browser.newContext({
          viewport: {width: 412, height: 823},
          deviceScaleFactor: 1.75,
          isMobile: true,
          hasTouch: true,
        });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', {interval: 200});
        await cdp.send('Profiler.start');
        await page.goto(`${server.base}${route}`, {waitUntil: 'load'});
        await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', undefined, {polling: 500});
        await page.waitForTimeout(2000);
        const {profile} = (await cdp.send('Profiler.stop')) as {profile: Profile};
        await context.close();
        const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
        const parents = new Map<number, number>();
        const labels = new Map<number, Awaited<ReturnType<typeof labelOf>>>();
        for (const node of profile.nodes) {
          for (const child of node.children ?? []) parents.set(child, node.id);
          labels.set(node.id, await labelOf(node.callFrame));
        }
        profile.samples.forEach((id, i) => {
          const frame = nodes.get(id)?.callFrame;
          if (!frame || IGNORED.has(frame.functionName)) return;
          const ms = (profile.timeDeltas[i] ?? 0) / 1000 / runs;
          const {file, fn} = labels.get(id)!;
          byFile.set(file, (byFile.get(file) ?? 0) + ms);
          byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
          total += ms;
          // Inclusive time of the site's and Docusaurus's own functions on the sample's stack
          // (React calls components from its work loop, so a component's time is its own).
          const counted = new Set<string>();
          for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
            const label = labels.get(at)!;
            if (!label.mapped || !/^(src\/|@docusaurus\/)/.test(label.file) || counted.has(label.fn)) continue;
            counted.add(label.fn);
            inclusive.set(label.fn, (inclusive.get(label.fn) ?? 0) + ms);
          }
        });
      }
      const top = (map: Map<string, number>, n: number) =>
        [...map]
          .sort((a, b) => b[1] - a[1])
          .slice(0, n)
          .map(([name, ms]) => [name, Math.round(ms)]);
      console.log(`\n${route}: ${Math.round(total)} ms of JavaScript per load (mean of ${runs}, CPU 4× slower)\n`);
      const mapped = inclusive.size > 0;
      console.log(markdownTable([mapped ? 'source' : 'script', 'self ms'], top(byFile, mapped ? 15 : 8)));
      console.log('');
      console.log(markdownTable(['function', 'self ms'], top(byFunction, 15)));
      if (mapped) {
        console.log('');
        console.log(markdownTable(['site or Docusaurus function', 'inclusive ms'], top(inclusive, 20)));
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
