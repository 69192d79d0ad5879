/**
 * Offline reading (src/plugins/offline, src/components/SaveGuide): a visited page reloads
 * without a network; a saved guide is read and searched without one; a new build's worker
 * waits for the reader's "Reload" and then takes over the whole page.
 *
 * The other specs run with service workers blocked (playwright.config.ts): a worker that
 * controls the page would answer requests their routes mean to intercept. These allow them.
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import {expect, test, type Locator, type Page} from '@playwright/test';
import {createApp} from '../../server/app';
import {LOCALES, hydrated} from './site';

test.use({serviceWorkers: 'allow'});

const BUILD = path.resolve(process.env.E2E_BUILD_DIR ?? 'build');

const T = {
  en: {
    save: 'Save for offline reading',
    saved: 'Saved. This guide and its search now work on this device without a connection.',
    remove: 'Remove the saved copy',
    resultCount: /\d+ results?|One result/,
    update: 'A new version of this documentation is available.',
    reload: 'Reload',
    later: 'Not now',
  },
  de: {
    save: 'Zum Offline-Lesen speichern',
    saved: 'Gespeichert. Dieses Handbuch und seine Suche funktionieren auf diesem Gerät jetzt auch ohne Verbindung.',
    remove: 'Gespeicherte Kopie entfernen',
    resultCount: /\d+ Ergebnisse|Ein Ergebnis/,
    update: 'Eine neue Version dieser Dokumentation ist verfügbar.',
    reload: 'Neu laden',
    later: 'Später',
  },
};

/** Waits until a service worker controls the page (it registers after the page has loaded). */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {timeout: 30_000});
}

/** Waits until the page itself and every script and style sheet it loaded are in a cache. */
async function pageCached(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const urls = [
            window.location.href,
            ...Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]'), (s) => s.src),
            ...Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]'), (l) => l.href),
          ];
          const missing = [];
          for (const url of urls) if (!(await caches.match(url, {ignoreSearch: true}))) missing.push(url);
          return missing;
        }),
      {timeout: 30_000},
    )
    .toEqual([]);
}

/** Whether a new worker is installed and waits for the reader's agreement. */
function waitingWorker(page: Page): Promise<boolean> {
  return page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting);
}

/**
 * Serves the build with our server, visits a page so that its worker controls it, then changes
 * sw.js (what a deployment does) and opens another page; `check` gets the prompt it shows.
 */
async function withNextBuild(
  page: Page,
  {prefix, update}: {prefix: string; update: string},
  check: (base: string, prompt: Locator) => Promise<void>,
): Promise<void> {
  const app = createApp({root: BUILD});
  const original = fs.readFileSync(path.join(BUILD, 'sw.js'), 'utf8');
  let nextBuild = false;
  const server = http.createServer((req, res) => {
    if (nextBuild && req.url?.split('?')[0] === '/sw.js') {
      res.writeHead(200, {'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=0, must-revalidate'});
      res.end(`${original}\n// the next build\n`);
      return;
    }
    app(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    await page.goto(`${base}${prefix}/docs/login`);
    await hydrated(page);
    await controlled(page);
    nextBuild = true;
    await page.goto(`${base}${prefix}/docs/extensions`);
    await hydrated(page);
    const prompt = page.getByRole('status').filter({hasText: update});
    await expect(prompt).toBeVisible({timeout: 30_000});
    await check(base, prompt);
  } finally {
    server.close();
    server.closeAllConnections();
  }
}

for (const {locale, prefix, t: site} of LOCALES) {
  const t = T[locale];

  test(`a visited page reloads and starts without a network; an unvisited one does not load (${locale})`, async ({page, context}) => {
    await page.goto(`${prefix}/docs/login`);
    await hydrated(page);
    await controlled(page);
    await pageCached(page);
    await context.setOffline(true);
    await page.reload();
    await hydrated(page);
    await expect(page.locator('article h1')).toHaveText(site.loginTitle);
    // The page's scripts run: its menu opens.
    await page
      .locator('article')
      .getByRole('button', {name: /^(Copy page|Seite kopieren)$/})
      .click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(page.goto(`${prefix}/docs/extensions`)).rejects.toThrow();
  });

  test(`after "Save for offline reading" the guide is read and searched without a network (${locale})`, async ({page, context}) => {
    test.setTimeout(180_000);
    await page.goto(`${prefix}/docs/login`);
    await hydrated(page);
    const box = page.locator('section.save-guide');
    await box.getByRole('button', {name: t.save}).click();
    await expect(box.getByRole('status')).toHaveText(t.saved, {timeout: 150_000});
    await context.setOffline(true);
    // The search page and its index were never opened online.
    await page.goto(`${prefix}/search?q=trunk`);
    await hydrated(page);
    await expect(page.locator('main [aria-live]')).toContainText(t.resultCount, {timeout: 20_000});
    const first = page.locator('main ol a').first();
    const href = (await first.getAttribute('href'))!;
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href.split(/[?#]/)[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    await hydrated(page);
    await expect(page.locator('article h1')).toBeVisible();
    // Any doc page of the guide, loaded afresh.
    await page.goto(`${prefix}/docs/extensions`);
    await expect(page.locator('article h1')).toBeVisible();
    await expect(page.locator('section.save-guide').getByRole('button', {name: t.remove})).toBeVisible();
  });

  test(`a new build: the page offers "Reload", and the new worker takes over only then (${locale})`, async ({page}) => {
    await withNextBuild(page, {prefix, update: t.update}, async (base, prompt) => {
      // Until the reader agrees, the new worker waits and the old one serves the page.
      expect(await waitingWorker(page)).toBe(true);
      const reloaded = page.waitForEvent('load');
      await prompt.getByRole('button', {name: t.reload}).click();
      await reloaded;
      await hydrated(page);
      await expect(page).toHaveURL(`${base}${prefix}/docs/extensions`);
      const registration = await page.evaluate(async () => {
        const r = await navigator.serviceWorker.getRegistration();
        return {waiting: !!r?.waiting, active: r?.active?.state, controlled: navigator.serviceWorker.controller !== null};
      });
      expect(registration).toEqual({waiting: false, active: 'activated', controlled: true});
      await expect(page.getByText(t.update)).toHaveCount(0);
    });
  });

  test(`a new build: "${t.later}" closes the prompt, keeps the page, and the next visit offers it again (${locale})`, async ({page}) => {
    await withNextBuild(page, {prefix, update: t.update}, async (base, prompt) => {
      // A mark on the window: a reload of the page would lose it.
      await page.evaluate(() => ((window as Window & {__kept?: boolean}).__kept = true));
      await prompt.getByRole('button', {name: t.later}).click();
      await expect(prompt).toHaveCount(0);
      expect(await page.evaluate(() => (window as Window & {__kept?: boolean}).__kept)).toBe(true);
      expect(await waitingWorker(page)).toBe(true);
      await page.goto(`${base}${prefix}/docs/login`);
      await hydrated(page);
      await expect(page.getByRole('status').filter({hasText: t.update})).toBeVisible({timeout: 30_000});
    });
  });
}
