/**
 * Browser harness of the search benchmark: serves a built site (our production server, or plain
 * sirv for Pagefind), drives a search in headless Chromium (Debian's /usr/bin/chromium, or
 * CHROMIUM_PATH) and measures it. A search is an `Engine`: a navbar box (ours, easyops), typed
 * into with the keyboard, or Pagefind's JS API, called from a blank page of the site's language.
 *
 * What is measured (bench/search.ts prints the same definitions):
 * - result pages: each judged query typed at once into a warm box (or passed to
 *   `pagefind.search`), the first 8 result pages in order;
 * - latency per keystroke, once loaded: a query typed key by key, each key waiting for its
 *   answer; then typed again the same way, timing each key from its input event to the settled
 *   answer a frame later (ours: the list's `data-settled`, the answer to the box's value with
 *   its snippets; easyops: autocomplete.js's `autocomplete:updated` for the box's value;
 *   Pagefind: `search()` plus `data()` of the first 8 results, no rendering);
 * - bytes of the first complete answer: a fresh browser (empty cache) opens the start page; from
 *   the focus of the box (Pagefind: the import of pagefind.js) to the complete answer of a query
 *   typed at once, the gzip size (level 9, computed here) of every response;
 * - bytes of ten successive queries: the same, ten queries one after the other in one page;
 * - first complete answer on a cold page, throttled as Lighthouse's mobile run (150 ms RTT,
 *   1.6 Mbit/s down, 750 kbit/s up, CDP Network.emulateNetworkConditions): a fresh browser opens
 *   the start page, focuses the box and types the query at human speed (one key every 200 ms;
 *   Pagefind: `preload()` per key, as its UI does) or at once (a paste); the time from the last
 *   input event to the complete answer.
 */
import fs from 'node:fs';
import http from 'node:http';
import zlib from 'node:zlib';
import type {AddressInfo} from 'node:net';
import {chromium, type Browser, type BrowserContext, type Page, type Request} from 'playwright-core';
import sirv from 'sirv';
import {createApp} from '../server/app';

export type Locale = 'en' | 'de';

/** Lighthouse's mobile throttling (bytes per second). */
export const MOBILE_NETWORK = {latency: 150, downloadThroughput: (1638.4 * 1024) / 8, uploadThroughput: (750 * 1024) / 8};
/** Human typing: one key every 200 ms (about 60 words a minute). */
export const HUMAN_KEY_MS = 200;
/** Results a complete answer shows (the navbar box's 8 suggestions). */
export const SHOWN = 8;

const ANSWER_TIMEOUT_MS = 20_000;
const IDLE_MS = 500;

/** A navbar search box. */
export type BoxEngine = {
  kind: 'box';
  name: string;
  buildDir: string;
  /** CSS selector of the search input. */
  input: string;
  /** CSS selector of the suggestions, in order. */
  resultLinks: string;
  /** How the answer to the box's value shows itself. */
  answer: 'ours' | 'easyops';
  /** Runs in the page on the suggestions and returns their URLs (default: their href). */
  resultUrls?: (suggestions: Element[]) => Array<string | null>;
  /** Served by our production server (ours, easyops) or plain files. */
  server?: 'app' | 'static';
};

/** Pagefind's JS API over a site whose `pagefind/` bundle it wrote. */
export type PagefindEngine = {kind: 'pagefind'; name: string; buildDir: string; lang: Record<Locale, string>};

export type Engine = BoxEngine | PagefindEngine;

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
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Serves an engine's build: ours and easyops with our production server; Pagefind with plain
 * sirv (its WebAssembly needs a CSP without our restrictions) and a blank page per language.
 * Both send the precompressed copies of text files (scripts/precompress.ts), as hosts do.
 */
export function serveEngine(engine: Engine): Promise<Served> {
  if (!fs.existsSync(`${engine.buildDir}/index.html`)) throw new Error(`No build in ${engine.buildDir}`);
  if (engine.kind === 'box' && engine.server !== 'static') return serve(createApp({root: engine.buildDir}));
  const files = sirv(engine.buildDir, {dev: false, etag: false, gzip: true, brotli: true});
  const lang = engine.kind === 'pagefind' ? engine.lang : {en: 'en', de: 'de'};
  return serve((req, res) => {
    const blank = /^\/__blank\/(en|de)$/.exec(req.url ?? '');
    if (blank) {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(`<!doctype html><html lang="${lang[blank[1] as Locale]}"><title>blank</title></html>`);
      return;
    }
    files(req, res, () => {
      res.statusCode = 404;
      res.end();
    });
  });
}

export type Fetched = {url: string; gzipBytes: number; ms: number};

export type Recorder = {
  context: BrowserContext;
  /** Records every response that finishes from now on. */
  startRecording: () => void;
  /** Resolves once no request has been in flight for IDLE_MS (at most `timeoutMs`). */
  networkIdle: (timeoutMs?: number) => Promise<void>;
  fetched: () => Promise<Fetched[]>;
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
  const records: Array<Promise<Fetched>> = [];
  context.on('request', (r) => inFlight.add(r));
  context.on('requestfailed', (r) => inFlight.delete(r));
  context.on('requestfinished', (r) => {
    inFlight.delete(r);
    if (!recording || !/^https?:/.test(r.url())) return;
    const timing = r.timing();
    // A body the browser no longer has is read again from our local server: Chromium keeps no
    // body over its buffer limit (10 MB a resource, as easyops's index at 2,000 pages), nor one
    // whose context has closed. Only when that fails too does it count as 0 bytes, never as an
    // unhandled rejection that ends the run.
    const record = async (): Promise<Fetched> => {
      try {
        const res = await r.response();
        return {url: r.url(), gzipBytes: res ? gzipBytes(await res.body()) : 0, ms: timing.responseEnd};
      } catch {
        try {
          const again = await fetch(r.url());
          return {url: r.url(), gzipBytes: again.ok ? gzipBytes(Buffer.from(await again.arrayBuffer())) : 0, ms: timing.responseEnd};
        } catch {
          return {url: r.url(), gzipBytes: 0, ms: timing.responseEnd};
        }
      }
    };
    records.push(record());
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
    fetched: () => Promise.all(records),
  };
}

export const sumBytes = (list: Array<{gzipBytes: number}>): number => list.reduce((n, f) => n + f.gzipBytes, 0);

/** Page paths in order, without hash, query or trailing slash, each once. */
export function normalizeUrls(raw: Array<string | null>, base: string): string[] {
  const paths = raw.filter((u): u is string => !!u).map((u) => new URL(u, base).pathname.replace(/(.)\/+$/, '$1'));
  return [...new Set(paths)];
}

type Timing = {ms: number; timedOut: boolean};
type BenchWindow = Window & {
  __benchAnswer?: Promise<Timing>;
  __pagefind?: Promise<Pagefind>;
};
type PagefindResult = {data: () => Promise<{url: string}>};
type Pagefind = {
  init: () => Promise<void>;
  preload: (term: string) => Promise<void>;
  search: (term: string) => Promise<{results: PagefindResult[]} | null>;
};

/**
 * Runs in the page: arms a promise for the answer to `expected` in the box. Its time is from the
 * last input event before the answer to the answer's next frame.
 */
function armAnswer({
  kind,
  input,
  expected,
  timeoutMs,
}: {
  kind: 'ours' | 'easyops';
  input: string;
  expected: string;
  timeoutMs: number;
}): void {
  const box = document.querySelector<HTMLInputElement>(input);
  const w = window as BenchWindow;
  w.__benchAnswer = new Promise<Timing>((resolve) => {
    let inputAt: number | null = null;
    let done = false;
    const onInput = (): void => {
      inputAt = performance.now();
    };
    const finish = (): void => {
      if (done || inputAt === null || box?.value !== expected) return;
      done = true;
      const start = inputAt;
      cleanup();
      requestAnimationFrame(() => setTimeout(() => resolve({ms: performance.now() - start, timedOut: false})));
    };
    // Ours: the list marks the answer to the box's value (its attribute goes when a key is typed).
    const list = document.querySelector('.navbar [role="listbox"]');
    const observer = new MutationObserver(() => {
      if (kind === 'ours' && list?.hasAttribute('data-settled')) finish();
    });
    if (kind === 'ours' && list) observer.observe(list, {attributes: true, attributeFilter: ['data-settled']});
    // easyops: autocomplete.js reports each rendered dropdown; only the box's value counts.
    const onUpdated = (): void => finish();
    const cleanup = (): void => {
      observer.disconnect();
      clearTimeout(timer);
      box?.removeEventListener('input', onInput, true);
      box?.removeEventListener('autocomplete:updated', onUpdated);
    };
    box?.addEventListener('input', onInput, true);
    if (kind === 'easyops') box?.addEventListener('autocomplete:updated', onUpdated);
    const timer = setTimeout(() => {
      if (done) return;
      done = true;
      cleanup();
      resolve({ms: timeoutMs, timedOut: true});
    }, timeoutMs);
  });
}

const waitAnswer = (page: Page): Promise<Timing> => page.evaluate(() => (window as BenchWindow).__benchAnswer!);

/** Runs in the page: Pagefind's complete answer (results and the data of the first 8). */
async function pagefindAnswer({query, shown}: {query: string; shown: number}): Promise<{urls: string[]; ms: number}> {
  const w = window as BenchWindow;
  const started = performance.now();
  w.__pagefind ??= import(new URL('/pagefind/pagefind.js', location.href).href).then(async (pf: Pagefind) => {
    await pf.init();
    return pf;
  });
  const pf = await w.__pagefind;
  const search = await pf.search(query);
  const data = await Promise.all((search?.results ?? []).slice(0, shown).map((r) => r.data()));
  return {urls: data.map((d) => d.url), ms: performance.now() - started};
}

/** The page an engine searches from. */
function startUrl(engine: Engine, base: string, locale: Locale): string {
  if (engine.kind === 'pagefind') return `${base}/__blank/${locale}`;
  return `${base}${locale === 'en' ? '/' : '/de/'}`;
}

async function openPage(rec: Recorder, engine: Engine, base: string, locale: Locale): Promise<Page> {
  const page = await rec.context.newPage();
  await page.goto(startUrl(engine, base, locale), {waitUntil: 'load', timeout: 120_000});
  // Hydrated (Docusaurus core sets the attribute), so the box reacts to keys.
  if (engine.kind === 'box')
    await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true', undefined, {timeout: 120_000});
  await rec.networkIdle();
  return page;
}

/** Types a query into a box (at once, or key by key with a delay) and waits for its answer. */
async function typeAndWait(page: Page, engine: BoxEngine, query: string, delayMs?: number): Promise<Timing> {
  const box = page.locator(engine.input).first();
  await page.evaluate(armAnswer, {kind: engine.answer, input: engine.input, expected: query, timeoutMs: ANSWER_TIMEOUT_MS});
  if (delayMs === undefined) await box.fill(query);
  else await box.pressSequentially(query, {delay: delayMs});
  return waitAnswer(page);
}

async function clearBox(page: Page, engine: BoxEngine): Promise<void> {
  await page.locator(engine.input).first().fill('');
}

async function readUrls(page: Page, engine: BoxEngine): Promise<string[]> {
  const raw = await page.$$eval(engine.resultLinks, engine.resultUrls ?? ((els) => els.map((e) => e.getAttribute('href'))));
  return normalizeUrls(raw, page.url()).slice(0, SHOWN);
}

export type QueryAnswer = {query: string; urls: string[]; timedOut: boolean};

async function withBrowser<T>(engine: Engine, run: (browser: Browser, served: Served) => Promise<T>): Promise<T> {
  const served = await serveEngine(engine);
  const browser = await launchChromium();
  try {
    return await run(browser, served);
  } finally {
    await browser.close();
    await served.close();
  }
}

const browserLocale = (locale: Locale) => (locale === 'de' ? 'de-DE' : 'en-US');

/** The first 8 result pages of each query, typed at once into a warm search. */
export function resultPages(engine: Engine, locale: Locale, queries: string[]): Promise<QueryAnswer[]> {
  return withBrowser(engine, async (browser, served) => {
    const rec = await recordingContext(browser, browserLocale(locale));
    const page = await openPage(rec, engine, served.base, locale);
    const out: QueryAnswer[] = [];
    for (const query of queries) {
      if (engine.kind === 'pagefind') {
        const {urls} = await page.evaluate(pagefindAnswer, {query, shown: SHOWN});
        out.push({query, urls: normalizeUrls(urls, page.url()), timedOut: false});
        continue;
      }
      await clearBox(page, engine);
      const timing = await typeAndWait(page, engine, query);
      out.push({query, urls: await readUrls(page, engine), timedOut: timing.timedOut});
    }
    return out;
  });
}

/** Latency of each keystroke of the queries, once what they need is loaded (ms). */
export function keystrokeLatencies(engine: Engine, locale: Locale, queries: string[]): Promise<{ms: number[]; timedOut: number}> {
  return withBrowser(engine, async (browser, served) => {
    const rec = await recordingContext(browser, browserLocale(locale));
    const page = await openPage(rec, engine, served.base, locale);
    const ms: number[] = [];
    let timedOut = 0;
    for (const query of queries) {
      for (const pass of [0, 1]) {
        if (engine.kind === 'box') await clearBox(page, engine);
        for (let n = 1; n <= query.length; n++) {
          const prefix = query.slice(0, n);
          let timing: Timing;
          if (engine.kind === 'pagefind') {
            const answer = await page.evaluate(pagefindAnswer, {query: prefix, shown: SHOWN});
            timing = {ms: answer.ms, timedOut: false};
          } else {
            await page.evaluate(armAnswer, {kind: engine.answer, input: engine.input, expected: prefix, timeoutMs: ANSWER_TIMEOUT_MS});
            // One character as typed (pressSequentially also types keys no keyboard layout names, "ü").
            await page.locator(engine.input).first().pressSequentially(prefix.slice(-1));
            timing = await waitAnswer(page);
          }
          if (pass === 1) {
            ms.push(timing.ms);
            if (timing.timedOut) timedOut++;
          }
        }
      }
    }
    return {ms, timedOut};
  });
}

/** Bytes (gzip) fetched for the first complete answer of each query, each from a fresh browser. */
export function firstAnswerBytes(
  engine: Engine,
  locale: Locale,
  queries: string[],
): Promise<Array<{query: string; bytes: number; files: number}>> {
  return withBrowser(engine, async (browser, served) => {
    const out: Array<{query: string; bytes: number; files: number}> = [];
    for (const query of queries) {
      const rec = await recordingContext(browser, browserLocale(locale));
      const page = await openPage(rec, engine, served.base, locale);
      rec.startRecording();
      if (engine.kind === 'pagefind') await page.evaluate(pagefindAnswer, {query, shown: SHOWN});
      else await typeAndWait(page, engine, query);
      await rec.networkIdle();
      const fetched = await rec.fetched();
      out.push({query, bytes: sumBytes(fetched), files: fetched.length});
      await rec.context.close();
    }
    return out;
  });
}

/** Bytes (gzip) fetched for queries asked one after the other in one fresh page. */
export function successiveQueryBytes(engine: Engine, locale: Locale, queries: string[]): Promise<number> {
  return withBrowser(engine, async (browser, served) => {
    const rec = await recordingContext(browser, browserLocale(locale));
    const page = await openPage(rec, engine, served.base, locale);
    rec.startRecording();
    for (const query of queries) {
      if (engine.kind === 'pagefind') await page.evaluate(pagefindAnswer, {query, shown: SHOWN});
      else {
        await clearBox(page, engine);
        await typeAndWait(page, engine, query);
      }
    }
    await rec.networkIdle();
    return sumBytes(await rec.fetched());
  });
}

export type ColdAnswer = {query: string; ms: number; timedOut: boolean; bytes: number};

/**
 * The first complete answer of each query on a cold page under Lighthouse's mobile throttling:
 * from the last input event (typed at human speed, or at once) to the answer.
 */
export function throttledFirstAnswers(engine: Engine, locale: Locale, queries: string[], mode: 'human' | 'paste'): Promise<ColdAnswer[]> {
  return withBrowser(engine, async (browser, served) => {
    const out: ColdAnswer[] = [];
    for (const query of queries) {
      const rec = await recordingContext(browser, browserLocale(locale));
      const page = await rec.context.newPage();
      const cdp = await rec.context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {offline: false, ...MOBILE_NETWORK});
      await page.goto(startUrl(engine, served.base, locale), {waitUntil: 'load', timeout: 120_000});
      if (engine.kind === 'box') {
        await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true', undefined, {
          timeout: 120_000,
        });
      }
      await rec.networkIdle(60_000);
      rec.startRecording();
      let timing: Timing;
      if (engine.kind === 'pagefind') {
        timing = await page.evaluate(
          async ({query, shown, keyMs, human}) => {
            const w = window as BenchWindow;
            // The box's focus loads Pagefind; each key preloads the index chunks of the word.
            w.__pagefind ??= import(new URL('/pagefind/pagefind.js', location.href).href).then(async (pf: Pagefind) => {
              await pf.init();
              return pf;
            });
            if (human) {
              for (let n = 1; n < query.length; n++) {
                const prefix = query.slice(0, n);
                void w.__pagefind.then((pf) => pf.preload(prefix));
                await new Promise((r) => setTimeout(r, keyMs));
              }
            }
            const started = performance.now();
            const pf = await w.__pagefind;
            const search = await pf.search(query);
            await Promise.all((search?.results ?? []).slice(0, shown).map((r) => r.data()));
            return {ms: performance.now() - started, timedOut: false};
          },
          {query, shown: SHOWN, keyMs: HUMAN_KEY_MS, human: mode === 'human'},
        );
      } else {
        await page.locator(engine.input).first().focus();
        timing = await typeAndWait(page, engine, query, mode === 'human' ? HUMAN_KEY_MS : undefined);
      }
      await rec.networkIdle();
      out.push({query, ms: timing.ms, timedOut: timing.timedOut, bytes: sumBytes(await rec.fetched())});
      await rec.context.close();
    }
    return out;
  });
}
