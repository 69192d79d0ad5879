/**
 * The service worker (bundled by ./build.ts in the postbuild step into the build's `/sw.js`).
 *
 * - Pages and other files of the site: network first, so a reader online always gets the
 *   current build; a copy of each is kept, and served when the network fails: pages a reader
 *   has visited can be read again offline.
 * - Hashed assets (`/assets/…`, `/de/assets/…`): from the cache first; they never change.
 * - A saved guide: on request from a page (the "Save for offline reading" button, src/components/
 *   SaveGuide) every file of a language's guide (its doc pages, their scripts, styles and images,
 *   and the search index files) goes into a cache of its own, listed with revisions at build
 *   time (GUIDES). When a new build's worker installs, it first brings each saved guide up to
 *   date; until it takes over, the old worker keeps serving its own revisions. Then the old
 *   revisions are removed. A reader never gets half of one build and half of another.
 * - Updates: a new worker waits until the reader accepts the page's "new version" prompt
 *   (SKIP_WAITING, sent by workbox-window), then takes over and the page reloads.
 */
import {clientsClaim} from 'workbox-core';
import {Router, Route} from 'workbox-routing';
import {CacheFirst, NetworkFirst} from 'workbox-strategies';
import {ExpirationPlugin} from 'workbox-expiration';
import {isHashedAsset} from '../../../../server/cache';
import type {FromWorker, ToWorker} from '../protocol';
import {GUIDE_CACHE_PREFIX, guideKey, lookupPaths, type GuideEntry} from './guide';

/** Each language's guide: path and revision of every file (written by ./build.ts). */
declare const GUIDES: Record<string, GuideEntry[]>;
/** The path prefixes of the languages other than the default (`['de']`). */
declare const LOCALE_PREFIXES: string[];

type Sw = {
  location: Location;
  registration: {navigationPreload?: {enable(): Promise<void>}};
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
};
const sw = self as unknown as Sw;

const guideCache = (locale: string): string => `${GUIDE_CACHE_PREFIX}${locale}`;

/** Cache key of each file of each guide, by its path. */
const guideKeys = new Map<string, Map<string, string>>(
  Object.entries(GUIDES).map(([locale, entries]) => [
    locale,
    new Map(entries.map((e) => [e.url, new URL(guideKey(e), sw.location.origin).href])),
  ]),
);

/** A file of a saved guide, in this build's revision; undefined when it is not saved. */
async function fromGuide(url: string): Promise<Response | undefined> {
  const {pathname} = new URL(url);
  for (const [locale, keys] of guideKeys) {
    for (const p of lookupPaths(pathname)) {
      const key = keys.get(p);
      if (!key) continue;
      const response = await caches.match(key, {cacheName: guideCache(locale)});
      if (response) return response;
    }
  }
  return undefined;
}

// ---- Routes ---------------------------------------------------------------------------------
const sameOrigin = (url: URL) => url.origin === sw.location.origin;
const guideFallback = {handlerDidError: async ({request}: {request: Request}) => fromGuide(request.url)};

const assets = new CacheFirst({
  cacheName: 'assets',
  plugins: [new ExpirationPlugin({maxEntries: 1500, purgeOnQuotaError: true})],
});
const pages = new NetworkFirst({
  cacheName: 'pages',
  // A page with other parameters (`?q=…`, the planner's state) is the same page.
  matchOptions: {ignoreSearch: true},
  plugins: [new ExpirationPlugin({maxEntries: 300, purgeOnQuotaError: true}), guideFallback],
});
const files = new NetworkFirst({
  cacheName: 'files',
  plugins: [new ExpirationPlugin({maxEntries: 600, purgeOnQuotaError: true}), guideFallback],
});

const router = new Router();
router.registerRoute(
  new Route(
    ({url}) => sameOrigin(url) && isHashedAsset(url.pathname, LOCALE_PREFIXES),
    async ({request, event}) => (await fromGuide(request.url)) ?? assets.handle({request, event}),
  ),
);
// Pages: navigations, and pages the window asks to cache (CACHE_URLS), which are not navigations.
const isPage = (url: URL, request: Request) => request.mode === 'navigate' || !/\.[a-z0-9]+$/i.test(url.pathname);
router.registerRoute(new Route(({url, request}) => sameOrigin(url) && isPage(url, request), pages));
router.registerRoute(new Route(({url}) => sameOrigin(url) && !url.pathname.endsWith('/sw.js'), files));
router.addFetchListener();
// CACHE_URLS: the page and the files it loaded before this worker controlled it.
router.addCacheListener();

// ---- Saved guides ---------------------------------------------------------------------------
async function isSaved(locale: string): Promise<boolean> {
  return (await caches.has(guideCache(locale))) && (await (await caches.open(guideCache(locale))).keys()).length > 0;
}

/** Fetches the files of the guide this build does not have yet, six at a time. */
async function saveGuide(locale: string, progress?: (done: number, total: number) => void): Promise<number> {
  const keys = guideKeys.get(locale);
  if (!keys) throw new Error(`no guide for ${locale}`);
  const cache = await caches.open(guideCache(locale));
  const have = new Set((await cache.keys()).map((r) => r.url));
  const missing = [...keys].filter(([, key]) => !have.has(key));
  const total = keys.size;
  let done = total - missing.length;
  progress?.(done, total);
  let next = 0;
  const worker = async () => {
    while (next < missing.length) {
      const [path, key] = missing[next++]!;
      const response = await fetch(path, {credentials: 'same-origin', cache: 'no-cache'});
      if (!response.ok || response.redirected) throw new Error(`${path}: HTTP ${response.status}`);
      await cache.put(key, response);
      done += 1;
      if (done % 25 === 0 || done === total) progress?.(done, total);
    }
  };
  await Promise.all(Array.from({length: 6}, worker));
  return total;
}

/** Removes the files of earlier builds from the saved guides. */
async function pruneGuides(): Promise<void> {
  for (const name of await caches.keys()) {
    if (!name.startsWith(GUIDE_CACHE_PREFIX)) continue;
    const keys = guideKeys.get(name.slice(GUIDE_CACHE_PREFIX.length));
    if (!keys) {
      await caches.delete(name);
      continue;
    }
    const current = new Set(keys.values());
    const cache = await caches.open(name);
    for (const request of await cache.keys()) if (!current.has(request.url)) await cache.delete(request);
  }
}

sw.addEventListener('install', (event) => {
  // A saved guide is brought up to date before this build can take over.
  event.waitUntil(
    (async () => {
      for (const locale of guideKeys.keys()) if (await isSaved(locale)) await saveGuide(locale);
    })(),
  );
});

sw.addEventListener('activate', (event) => {
  // The page's request starts while the worker starts (NetworkFirst uses the preloaded response).
  event.waitUntil(Promise.all([pruneGuides(), sw.registration.navigationPreload?.enable()]));
});
clientsClaim();

sw.addEventListener('message', (event) => {
  const message = event.data as ToWorker | undefined;
  const port = event.ports[0];
  const reply = (m: FromWorker) => port?.postMessage(m);
  if (!message) return;
  switch (message.type) {
    case 'SKIP_WAITING':
      event.waitUntil(sw.skipWaiting());
      break;
    case 'SAVE_GUIDE':
      event.waitUntil(
        saveGuide(message.locale, (done, total) => reply({type: 'progress', done, total})).then(
          (files) => reply({type: 'saved', files}),
          (error: unknown) => reply({type: 'failed', error: String(error instanceof Error ? error.message : error)}),
        ),
      );
      break;
    case 'REMOVE_GUIDE':
      event.waitUntil(caches.delete(guideCache(message.locale)).then(() => reply({type: 'removed'})));
      break;
    default:
      break;
  }
});
