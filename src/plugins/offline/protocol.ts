/**
 * What the pages and the service worker (src/plugins/offline/sw) say to each other, and the
 * names both use. No imports: the service worker's bundle and the pages' code both include it.
 */

/** The service worker, at the root of the build (the site's baseUrl is `/`, docusaurus.config.ts). */
export const SW_URL = '/sw.js';

/** The service worker's scope: the whole site, both languages. */
export const SW_SCOPE = '/';

/** Where a page remembers that its language's guide was saved (a hint for the button only). */
export const savedKey = (locale: string): string => `offline-guide-${locale}`;

/** Messages from a page. Answers go to the MessageChannel port sent with the message. */
export type ToWorker =
  | {type: 'SAVE_GUIDE'; locale: string}
  | {type: 'REMOVE_GUIDE'; locale: string}
  /** workbox-window's `messageSkipWaiting()`. */
  | {type: 'SKIP_WAITING'}
  /** workbox-routing's cache listener: the URLs a page loaded before the worker controlled it. */
  | {type: 'CACHE_URLS'; payload: {urlsToCache: string[]}};

/** Answers to SAVE_GUIDE (progress, then saved or failed) and REMOVE_GUIDE. */
export type FromWorker =
  {type: 'progress'; done: number; total: number} | {type: 'saved'; files: number} | {type: 'failed'; error: string} | {type: 'removed'};
