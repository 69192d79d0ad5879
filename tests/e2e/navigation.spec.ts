/** Navigation behaviour: clean paths, scrolling, failed chunk loads, render crashes, blocked storage. */
import {test, expect, type Page} from '@playwright/test';
import {BRAND, LOCALES, hydrated, isMobile, switchColourMode, nextFrames} from './site';

/**
 * The JS files the server-rendered HTML itself asks for: its scripts, and those its start script
 * names (src/plugins/startup/paintFirst.ts).
 */
async function initialScripts(page: Page): Promise<Set<string>> {
  return new Set(
    await page.evaluate(() =>
      [
        ...Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]')).map((el) => el.src),
        ...Array.from(document.querySelectorAll('script[data-start]')).flatMap((el) => el.getAttribute('data-start')!.split(/\s+/)),
      ]
        .filter(Boolean)
        .map((src) => new URL(src, location.href).pathname),
    ),
  );
}

for (const {locale, prefix, t} of LOCALES) {
  test.describe(`navigation (${locale})`, () => {
    test('…/index.html and ….html paths end on the clean path', async ({page}) => {
      await page.goto(`${prefix}/docs/login.html`);
      await expect(page).toHaveURL(`${prefix}/docs/login`);
      await expect(page.locator('article h1')).toHaveText(t.loginTitle);
      await page.goto(`${prefix}/blog/index.html?ref=old`);
      await expect(page).toHaveURL(`${prefix}/blog?ref=old`);
      await page.goto(`${prefix}/index.html`);
      await expect(page).toHaveURL(new RegExp(`${prefix}/?$`));
    });

    test('a link scrolls to the top of the next page, a hash link to its heading', async ({page}) => {
      await page.goto(`${prefix}/docs/trunk-overview`);
      await hydrated(page);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      // Client-side navigation to another page: starts at the top.
      const link = page.locator('.pagination-nav__link').first();
      await link.click();
      await expect(page).not.toHaveURL(/trunk-overview/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      // A link with a hash lands on that heading.
      await page.goto(`${prefix}/docs/admin-ports#change-safely`);
      await hydrated(page);
      const heading = page.locator('#change-safely');
      await expect(heading).toBeInViewport();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
      // The same inside the site: a link in a page's text to a heading far down another page.
      await page.goto(`${prefix}/docs/admin-http`);
      await hydrated(page);
      await page.locator(`.markdown a[href="${prefix}/docs/admin-ports#recovery"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/docs/admin-ports#recovery$`));
      await expect(page.locator('#recovery')).toBeInViewport();
    });

    test('the table of contents beside the page follows the scroll where it is shown', async ({page}) => {
      for (const width of [1280, 412]) {
        await page.setViewportSize({width, height: 900});
        // A fresh document per width: a same-URL goto would only move to the hash and keep the old state.
        await page.goto('about:blank');
        await page.goto(`${prefix}/docs/admin-ports#change-safely`);
        await hydrated(page);
        const desktopToc = page.locator('.theme-doc-toc-desktop');
        await expect(page.locator('#change-safely')).toBeInViewport();
        await page.evaluate(() => window.scrollBy(0, -2));
        if (width <= 996) {
          // Hidden on a phone: no link in it is ever marked as the current one.
          await expect(desktopToc).toBeHidden();
          // The scroll's handlers have run two frames later; a highlight would be there by then.
          await nextFrames(page);
          await expect(desktopToc.locator('.table-of-contents__link--active')).toHaveCount(0);
        } else {
          await expect(desktopToc.locator('.table-of-contents__link--active')).toHaveAttribute('href', '#change-safely');
        }
      }
    });

    test('when the next page fails to load, the browser reloads it', async ({page}) => {
      test.skip(isMobile(page), 'desktop sidebar link');
      await page.goto(`${prefix}/docs/login`);
      await hydrated(page);
      const allowed = await initialScripts(page);
      let blocking = true;
      await page.route('**/assets/js/*.js', (route) => {
        const path = new URL(route.request().url()).pathname;
        return blocking && !allowed.has(path) ? route.abort('failed') : route.continue();
      });
      await page.evaluate(() => ((window as unknown as {marker: number}).marker = 42));
      // Blocked until the browser loads a new document (the reload); a history push of the
      // client-side router is not one.
      page.on('request', (request) => {
        if (request.isNavigationRequest() && request.frame() === page.mainFrame()) blocking = false;
      });
      const target = `${prefix}/docs/${BRAND.slug}-pbx-documentation`;
      // The next document's load event (the old one has had its own).
      const reloaded = page.waitForEvent('load');
      await page.locator(`aside a.menu__link[href="${target}"]`).last().click();
      await reloaded;
      await expect(page).toHaveURL(target);
      await hydrated(page);
      // A full reload happened: the marker set on the old document is gone.
      expect(await page.evaluate(() => (window as unknown as {marker?: number}).marker)).toBeUndefined();
      await expect(page.locator('article h1')).toBeVisible();
    });

    test('when a first visit cannot load its code, the error shows with Retry', async ({page}) => {
      let blocking = true;
      await page.route('**/assets/js/*.js', (route) => {
        const name = new URL(route.request().url()).pathname.split('/').pop()!;
        const essential = /^(runtime~main|main)\./.test(name);
        return blocking && !essential ? route.abort('failed') : route.continue();
      });
      await page.goto(`${prefix}/docs/extensions`);
      const alert = page.getByRole('alert').filter({hasText: /ChunkLoadError|chunk/i});
      await expect(alert).toBeVisible();
      // The server-rendered content is still there to read.
      await expect(page.locator('article h1')).toBeVisible();
      blocking = false;
      await alert.getByRole('button', {name: t.retry}).click();
      await hydrated(page);
      await expect(alert).toHaveCount(0);
    });

    test('a render failure shows the crash page, and Try again recovers', async ({page}) => {
      // Simulate a faulty page component: rewrite the page's content chunk so that one of its
      // text runs throws while rendering as long as window.crash is true.
      let patched = false;
      await page.route('**/assets/js/*.js', async (route) => {
        if (patched) return route.continue();
        try {
          const response = await route.fetch();
          let body = await response.text();
          const run = /children:"([^"\\]{30,})"/.exec(body);
          if (run && body.includes('contentTitle')) {
            patched = true;
            body = body.replace(
              `children:"${run[1]}"`,
              `children:(()=>{if(window.crash)throw new Error("boom");return ${JSON.stringify(run[1])}})()`,
            );
          }
          await route.fulfill({response, body});
        } catch {
          // The page moved on while this (prefetch) request was in flight.
        }
      });
      await page.addInitScript(() => ((window as unknown as {crash: boolean}).crash = true));
      await page.goto(`${prefix}/markdown-page`);
      // The page's scripts start after its first paint, possibly after the load event.
      await expect.poll(() => patched, {message: 'the page content chunk was found and patched'}).toBe(true);
      await expect(page.getByRole('heading', {name: t.crashed})).toBeVisible();
      await page.evaluate(() => ((window as unknown as {crash: boolean}).crash = false));
      await page.getByRole('button', {name: t.tryAgain}).click();
      await expect(page.getByRole('heading', {name: t.crashed})).toHaveCount(0);
      await expect(page.locator('main h1').first()).toBeVisible();
      await page.unrouteAll({behavior: 'ignoreErrors'});
    });

    test('blocked local storage: a warning, and the site keeps working', async ({page}) => {
      const warnings: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'warning' || msg.type() === 'error') warnings.push(msg.text());
      });
      await page.addInitScript(() => {
        const deny = () => {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        };
        Object.defineProperty(window, 'localStorage', {configurable: true, get: deny});
        Object.defineProperty(window, 'sessionStorage', {configurable: true, get: deny});
      });
      await page.goto(`${prefix}/docs/login`);
      await hydrated(page);
      expect(warnings.some((w) => /storage/i.test(w))).toBe(true);
      // Colour mode still switches (kept in memory) and navigation still works.
      await switchColourMode(page, 'dark');
      await page.goto(`${prefix}/docs/login`);
      await hydrated(page);
      // The text above the link is drawn only as it nears the screen (content-visibility), which
      // moves the link: draw it first, so that the click lands where the link is.
      const next = page.locator('.pagination-nav__link').first();
      await next.scrollIntoViewIfNeeded();
      await nextFrames(page);
      await next.click();
      await expect(page).not.toHaveURL(/\/docs\/login$/);
      await expect(page.locator('article h1')).toBeVisible();
    });
  });
}
