/**
 * Client module: registers the service worker (src/plugins/offline/sw) once the page has
 * loaded and the main thread is idle, with the browser's own API, so the start-up neither runs
 * nor loads anything for it. Not under `docusaurus start`, which has no service worker.
 *
 * - First visit: once the worker runs, it is sent the page and the files the page loaded
 *   before (CACHE_URLS), so this page too can be read again offline.
 * - A new build: the browser finds the changed worker when a page is opened; the new worker
 *   installs (bringing a saved guide up to date) and waits. Only then the prompt's code loads
 *   (./prompt.ts): a new version is available, "Reload" lets the new worker take over and
 *   reloads the page, so the reader never mixes files of two builds. In a tab whose worker was
 *   replaced from another tab, the prompt offers the reload.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {SW_SCOPE, SW_URL, type ToWorker} from '../protocol';

function showPrompt(registration: ServiceWorkerRegistration | undefined): void {
  import('./prompt').then(
    ({showUpdatePrompt}) => showUpdatePrompt(registration),
    () => undefined, // offline: the next page load offers it again
  );
}

function cacheThisPage(worker: ServiceWorker): void {
  const urls = [window.location.href, ...performance.getEntriesByType('resource').map((entry) => entry.name)].filter(
    (url) => new URL(url).origin === window.location.origin,
  );
  const message: ToWorker = {type: 'CACHE_URLS', payload: {urlsToCache: [...new Set(urls)]}};
  worker.postMessage(message);
}

async function start(): Promise<void> {
  const container = navigator.serviceWorker;
  const hadController = container.controller !== null;
  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await container.register(SW_URL, {scope: SW_SCOPE});
  } catch {
    return; // no worker on this server (a build without the postbuild step), or blocked
  }
  // Where workers are blocked without an error (Playwright's `serviceWorkers: 'block'`), the
  // registration is missing.
  if (!registration) return;
  const watched = new WeakSet<ServiceWorker>();
  const watch = (worker: ServiceWorker | null) => {
    if (!worker || watched.has(worker)) return;
    watched.add(worker);
    const changed = () => {
      if (worker.state === 'installed' && container.controller) showPrompt(registration);
      if (worker.state === 'activated' && !hadController) cacheThisPage(worker);
    };
    worker.addEventListener('statechange', changed);
    changed();
  };
  if (registration.waiting && hadController) showPrompt(registration);
  watch(registration.installing);
  registration.addEventListener('updatefound', () => watch(registration.installing));
  // Another tab accepted a new version: this page's files are of the old one.
  container.addEventListener('controllerchange', () => {
    if (hadController) showPrompt(undefined);
  });
}

if (ExecutionEnvironment.canUseDOM && process.env.NODE_ENV === 'production' && 'serviceWorker' in navigator) {
  const whenIdle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(() => void start(), {timeout: 10_000})
      : setTimeout(() => void start(), 1000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, {once: true});
}

export {};
