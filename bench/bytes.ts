/**
 * `npm run bench:bytes`: what a first visit to a doc page downloads. Loads each page in
 * headless Chromium (desktop width, empty cache) from our production server, waits until the
 * network has been quiet for a while, and prints the bytes by type, as transferred (brotli
 * from our server) and uncompressed (the files in the build), and the part fetched as prefetch
^ * for other pages; more pages can be named on the command line. Needs a build (`npm run build`) and Chromium.
 */
import fs from 'node:fs';
import path from 'node:path';
import {chromium, type Browser} from 'playwright-core';
import {LOCALE_PREFIXES, buildDir, landingPath, longestDocPath, markdownTable, requireBuild, requireChromium, startServer} from './common';

const KINDS = ['HTML', 'CSS', 'JS', 'fonts', 'images', 'other'] as const;
type Kind = (typeof KINDS)[number];
type Tally = Record<Kind, number>;
/** The network counts as quiet after this long without a request. */
const QUIET_MS = 3000;

/** Uncompressed size of the file a URL is served from (pages: their index.html). */
function fileSize(url: string): number {
  const {pathname} = new URL(url);
  for (const candidate of [pathname, path.join(pathname, 'index.html'), `${pathname}.html`]) {
    const file = path.join(buildDir, candidate);
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return fs.statSync(file).size;
  }
  return 0;
}

function kindOf(mimeType: string): Kind {
  if (mimeType === 'text/html') return 'HTML';
  if (mimeType === 'text/css') return 'CSS';
  if (/javascript/.test(mimeType)) return 'JS';
  if (/^font\/|woff|opentype|truetype/.test(mimeType)) return 'fonts';
  if (mimeType.startsWith('image/')) return 'images';
  return 'other';
}

const emptyTally = (): Tally => ({HTML: 0, CSS: 0, JS: 0, fonts: 0, images: 0, other: 0});
const sum = (t: Tally) => KINDS.reduce((a, k) => a + t[k], 0);
const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

type Visit = {transferred: Tally; raw: Tally; prefetchTransferred: number; requests: number};

async function visit(browser: Browser, url: string): Promise<Visit> {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const requests = new Map<string, {url: string; mimeType: string; prefetch: boolean}>();
  const result: Visit = {transferred: emptyTally(), raw: emptyTally(), prefetchTransferred: 0, requests: 0};
  let last = Date.now();
  cdp.on('Network.requestWillBeSent', (e) => {
    last = Date.now();
    // Chromium fetches <link rel="prefetch"> at the lowest priority, typed "Other".
    const prefetch = e.type === 'Other' && e.request.initialPriority === 'VeryLow';
    requests.set(e.requestId, {url: e.request.url, mimeType: '', prefetch});
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.mimeType = e.response.mimeType;
  });
  cdp.on('Network.loadingFinished', (e) => {
    last = Date.now();
    const r = requests.get(e.requestId);
    if (!r) return;
    const kind = kindOf(r.mimeType);
    result.transferred[kind] += e.encodedDataLength;
    result.raw[kind] += fileSize(r.url);
    if (r.prefetch) result.prefetchTransferred += e.encodedDataLength;
    result.requests += 1;
  });
  await cdp.send('Network.enable');
  await page.goto(url, {waitUntil: 'load'});
  while (Date.now() - last < QUIET_MS) await page.waitForTimeout(250);
  await context.close();
  return result;
}

async function main(): Promise<void> {
  requireBuild();
  const browser = await chromium.launch({executablePath: requireChromium(), args: ['--no-sandbox', '--disable-gpu']});
  const server = await startServer();
  // Extra pages from the command line: `npm run bench:bytes -- /docs/rest-api-calls`.
  const paths = [landingPath(), longestDocPath(), ...process.argv.slice(2)];
  const rows: Array<Array<string | number>> = [];
  const rawRows: Array<Array<string | number>> = [];
  try {
    for (const prefix of LOCALE_PREFIXES) {
      for (const p of paths) {
        const route = `${prefix}${p}`;
        const v = await visit(browser, `${server.base}${route}`);
        rows.push([route, ...KINDS.map((k) => kb(v.transferred[k])), kb(sum(v.transferred)), kb(v.prefetchTransferred), v.requests]);
        rawRows.push([route, ...KINDS.map((k) => kb(v.raw[k])), kb(sum(v.raw))]);
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  console.log('First visit, transferred (KB; brotli as our server sends it; prefetch = chunks of other pages):\n');
  console.log(markdownTable(['page', ...KINDS, 'total', 'of which prefetch', 'requests'], rows));
  console.log('\nThe same, uncompressed (KB):\n');
  console.log(markdownTable(['page', ...KINDS, 'total'], rawRows));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
