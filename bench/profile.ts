/**
 * `npm run bench:profile -- /docs/rest-api-extensions [more pages]`: where a page's start-up
 * spends its main-thread JavaScript time. Loads each page RUNS times (default 3) in headless
 * Chromium as a phone (Lighthouse's mobile viewport, CPU slowed 4×, empty cache) from our
 * production server, records a CPU profile from navigation until the page has hydrated and
 * two seconds after, and prints the mean self time per script and the functions with the most
 * self time (script, line and column in the minified file). A function that reads layout
 * (`scrollWidth`, `getBoundingClientRect` …) counts the layout it forces as its own time. Needs
 * a build of the pages' languages (BUILD_DIR, default `build`) and Chromium.
 */
import {chromium} from 'playwright-core';
import {LOCALE_PREFIXES, markdownTable, requireBuild, requireChromium, runsFromEnv, startServer} from './common';

type Node = {id: number; callFrame: {functionName: string; url: string; lineNumber: number; columnNumber: number}};
type Profile = {nodes: Node[]; samples: number[]; timeDeltas: number[]};

const IGNORED = new Set(['(idle)', '(program)', '(root)']);
const fileOf = (url: string) => url.split('/').pop() || '(native)';

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
        profile.samples.forEach((id, i) => {
          const frame = nodes.get(id)?.callFrame;
          if (!frame || IGNORED.has(frame.functionName)) return;
          const ms = (profile.timeDeltas[i] ?? 0) / 1000 / runs;
          const file = fileOf(frame.url);
          const fn = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
          byFile.set(file, (byFile.get(file) ?? 0) + ms);
          byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
          total += ms;
        });
      }
      const top = (map: Map<string, number>, n: number) =>
        [...map]
          .sort((a, b) => b[1] - a[1])
          .slice(0, n)
          .map(([name, ms]) => [name, Math.round(ms)]);
      console.log(`\n${route}: ${Math.round(total)} ms of JavaScript per load (mean of ${runs}, CPU 4× slower)\n`);
      console.log(markdownTable(['script', 'self ms'], top(byFile, 8)));
      console.log('');
      console.log(markdownTable(['function', 'self ms'], top(byFunction, 15)));
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
