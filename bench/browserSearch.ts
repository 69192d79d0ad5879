/**
 * Browser harness for the search benchmark: serves a built site with our production server
 * (server/app.ts), drives a search box in headless Chromium (Debian's /usr/bin/chromium, or
 * CHROMIUM_PATH) and reports, per query, the result pages in order and the time from the input
 * event to the rendered suggestions, plus the bytes the search downloads.
 *
 * One browser context per run, in this order:
 * 1. bytes: load `startPath`, wait for network idle, then record every response. Open the
 *    search, type the first character of the first query, wait for the first suggestion (or the
 *    "no results" node): the gzip size of everything fetched since opening is
 *    `bytesBeforeFirstSuggestion`;
 * 2. latency: a few warm-up queries, then each query is cleared, filled and timed in the page;
 * 3. once the network is idle again, everything fetched since opening is `bytesWholeIndex`:
 *    the whole index for a search that loads it at once, the shards these queries needed for
 *    one that loads it in parts.
 * Sizes are gzip level 9 of the response bodies, computed here, so they do not depend on what
 * the server compresses.
 */
import fs from 'node:fs';
import http from 'node:http';
import zlib from 'node:zlib';
import type {AddressInfo} from 'node:net';
import {chromium, type Browser, type BrowserContext, type Page, type Request} from 'playwright-core';
import {createApp} from '../server/app';

export type Locale = 'en' | 'de';

export type RunOptions = {
  /** A full build (both locales), e.g. `build-bench/easyops`. */
  buildDir: string;
  locale: Locale;
  /** The page the search starts from: `/` or `/de/`. */
  startPath: string;
  queries: string[];
  /** CSS selector of the search input. */
  input: string;
  /** CSS selector of the suggestions, in order (links, or whatever `resultUrls` reads). */
  resultLinks: string;
  /** CSS selector of the node shown when a query finds nothing. */
  noResults?: string;
  /**
   * Runs in the page on the suggestions matched by `resultLinks` and returns their URLs (default:
   * their `href`). Must be self-contained: Playwright sends its source to the page.
   */
  resultUrls?: (suggestions: Element[]) => Array<string | null>;
  /** Opens the search UI (e.g. clicks a button) when focusing `input` is not enough. */
  openSearch?: (page: Page) => Promise<void>;
  /** Queries run before the timed ones (default 3, taken from `queries`). */
  warmups?: number;
};

export type QueryResult = {
  query: string;
  /** Result page paths in order, without hash, query or trailing slash, deduplicated. */
  urls: string[];
  latencyMs: number;
  /** The suggestions did not settle within 5 s; `latencyMs` is then 5000. */
  timedOut: boolean;
};

/** A response; `beforeFirstSuggestion` is true when it had finished by the first suggestion. */
export type Fetched = {url: string; gzipBytes: number; beforeFirstSuggestion: boolean};

export type RunResult = {
  results: QueryResult[];
  bytesBeforeFirstSuggestion: number;
  bytesWholeIndex: number;
  /** Every response after the search was opened. */
  fetched: Fetched[];
};

const LATENCY_TIMEOUT_MS = 5_000;
const IDLE_MS = 500;

/** Gzip level 9 size of a body, or its own size where gzip does not make it smaller. */
export function gzipBytes(body: Buffer): number {
  return Math.min(body.length, zlib.gzipSync(body, {level: 9}).length);
}

/** Debian's Chromium (or CHROMIUM_PATH), headless. */
export async function launchChromium(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(executablePath)) {
    throw new Error(`No Chromium at ${executablePath}: run "apt-get install -y chromium" or set CHROMIUM_PATH.`);
  }
  return chromium.launch({
    executablePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update'],
  });
}

export type Served = {base: string; close: () => Promise<void>};

/** Serves a request handler on a free loopback port. */
export async function serve(handler: http.RequestListener): Promise<Served> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Serves a build with our production server. */
export function serveBuild(buildDir: string): Promise<Served> {
  if (!fs.existsSync(`${buildDir}/index.html`)) throw new Error(`No build in ${buildDir}`);
  return serve(createApp({root: buildDir}));
}

export type Recorder = {
  context: BrowserContext;
  /** Records every response that finishes from now on. */
  startRecording: () => void;
  /** Resolves once no request has been in flight for IDLE_MS (at most `timeoutMs`). */
  networkIdle: (timeoutMs?: number) => Promise<void>;
  /** The responses recorded so far; `mark` (a performance.now() time) splits them in two. */
  fetched: (mark?: number) => Promise<Fetched[]>;
};

/**
 * A browser context that can tell when its network is idle and record what it fetches.
 * tsx (esbuild with keepNames) wraps named functions in `__name(...)`, which then appears in the
 * source Playwright sends to the page: the page gets a no-op `__name`. (For the same reason,
 * code sent to the page uses the global `performance`, never an imported one.)
 */
export async function recordingContext(browser: Browser, locale?: string): Promise<Recorder> {
  const context = await browser.newContext({locale, viewport: {width: 1280, height: 800}, serviceWorkers: 'block'});
  await context.addInitScript('globalThis.__name = (f) => f;');
  const inFlight = new Set<Request>();
  let recording = false;
  const records: Array<{url: string; finishedAt: number; size: Promise<number>}> = [];
  context.on('request', (r) => inFlight.add(r));
  context.on('requestfailed', (r) => inFlight.delete(r));
  context.on('requestfinished', (r) => {
    inFlight.delete(r);
    if (!recording || !/^https?:/.test(r.url())) return;
    const size = r.response().then(
      async (res) => (res ? gzipBytes(await res.body()) : 0),
      () => 0,
    );
    records.push({url: r.url(), finishedAt: performance.now(), size});
  });
  return {
    context,
    startRecording: () => void (recording = true),
    async networkIdle(timeoutMs = 30_000): Promise<void> {
      const end = performance.now() + timeoutMs;
      let quietSince = performance.now();
      while (performance.now() < end) {
        if (inFlight.size > 0) quietSince = performance.now();
        else if (performance.now() - quietSince >= IDLE_MS) return;
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    async fetched(mark = Infinity): Promise<Fetched[]> {
      return Promise.all(records.map(async (r) => ({url: r.url, gzipBytes: await r.size, beforeFirstSuggestion: r.finishedAt <= mark})));
    },
  };
}

export const sumBytes = (list: Array<{gzipBytes: number}>): number => list.reduce((n, f) => n + f.gzipBytes, 0);

/** Page paths in order, without hash, query or trailing slash, each once. */
export function normalizeUrls(raw: Array<string | null>, base: string): string[] {
  const paths = raw.filter((u): u is string => !!u).map((u) => new URL(u, base).pathname.replace(/(.)\/+$/, '$1'));
  return [...new Set(paths)];
}

type Selectors = {resultLinks: string; noResults: string | null};
type Timing = {latencyMs: number; timedOut: boolean};
type BenchWindow = Window & {__benchLatency?: Promise<Timing>};

/**
 * Starts timing in the page: from the next input event to the last change of the suggestions
 * (their hrefs and text differ from before and exist, or the "no results" node is there) that
 * stays for a frame.
 */
function armLatency({resultLinks, noResults, timeoutMs}: Selectors & {timeoutMs: number}): void {
  const signature = (): string | null => {
    const links = Array.from(document.querySelectorAll(resultLinks));
    const empty = noResults !== null && document.querySelector(noResults) !== null;
    if (links.length === 0 && !empty) return null;
    return `${empty ? 'empty|' : ''}${links.map((l) => `${l.getAttribute('href') ?? ''} ${l.textContent}`).join('\n')}`;
  };
  const before = signature();
  let inputAt: number | null = null;
  let changedAt: number | null = null;
  (window as BenchWindow).__benchLatency = new Promise<Timing>((resolve) => {
    const onInput = (): void => {
      inputAt ??= performance.now();
    };
    const finish = (timing: Timing): void => {
      observer.disconnect();
      clearTimeout(timer);
      window.removeEventListener('input', onInput, true);
      resolve(timing);
    };
    const observer = new MutationObserver(() => {
      if (inputAt === null) return;
      const now = signature();
      if (now === null || now === before) return;
      const at = performance.now();
      changedAt = at;
      requestAnimationFrame(() =>
        setTimeout(() => {
          if (changedAt === at) finish({latencyMs: at - inputAt!, timedOut: false});
        }),
      );
    });
    window.addEventListener('input', onInput, true);
    observer.observe(document.body, {childList: true, subtree: true, characterData: true});
    const timer = setTimeout(() => finish({latencyMs: timeoutMs, timedOut: true}), timeoutMs);
  });
}

/** Runs the queries through a search box; see the file comment for what is measured. */
export async function runQueries(options: RunOptions): Promise<RunResult> {
  const {buildDir, locale, startPath, queries, input, resultLinks, openSearch, resultUrls} = options;
  if (queries.length === 0) throw new Error('runQueries needs at least one query');
  const selectors: Selectors = {resultLinks, noResults: options.noResults ?? null};
  const server = await serveBuild(buildDir);
  const browser = await launchChromium();
  try {
    const rec = await recordingContext(browser, locale === 'de' ? 'de-DE' : 'en-US');
    const page = await rec.context.newPage();
    const box = page.locator(input);
    await page.goto(new URL(startPath, server.base).href, {waitUntil: 'networkidle'});
    await rec.networkIdle();

    // 1. Bytes up to the first suggestion.
    rec.startRecording();
    if (openSearch) await openSearch(page);
    else await box.focus();
    const first = queries[0]!;
    await box.pressSequentially(first.slice(0, 1));
    const anySuggestion = selectors.noResults ? `${resultLinks}, ${selectors.noResults}` : resultLinks;
    await page.locator(anySuggestion).first().waitFor({state: 'attached', timeout: 60_000});
    const firstSuggestionAt = performance.now();
    await box.pressSequentially(first.slice(1));

    // 2. Latency, after warm-ups.
    const readUrls = async (): Promise<string[]> =>
      normalizeUrls(await page.$$eval(resultLinks, resultUrls ?? ((els) => els.map((e) => e.getAttribute('href')))), page.url());
    const timed = async (query: string): Promise<QueryResult> => {
      await box.fill('');
      await page
        .waitForFunction((sel) => document.querySelectorAll(sel).length === 0, resultLinks, {timeout: 1_000})
        .catch(() => undefined); // some searches keep the last results on an empty box
      await page.evaluate(armLatency, {...selectors, timeoutMs: LATENCY_TIMEOUT_MS});
      await box.fill(query);
      const timing = await page.evaluate(() => (window as BenchWindow).__benchLatency!);
      return {query, urls: await readUrls(), ...timing};
    };
    for (const query of queries.slice(0, options.warmups ?? 3)) await timed(query);
    const results: QueryResult[] = [];
    for (const query of queries) results.push(await timed(query));

    // 3. Everything the search fetched.
    await rec.networkIdle();
    const fetched = await rec.fetched(firstSuggestionAt);
    return {
      results,
      bytesBeforeFirstSuggestion: sumBytes(fetched.filter((f) => f.beforeFirstSuggestion)),
      bytesWholeIndex: sumBytes(fetched),
      fetched,
    };
  } finally {
    await browser.close();
    await server.close();
  }
}
