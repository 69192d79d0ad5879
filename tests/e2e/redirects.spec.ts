/** Legacy URLs lead to the right page in both locales: by HTTP 301 and by client redirect pages. */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {BRAND} from './site';

const landing = `/docs/${BRAND.slug}-pbx-documentation`;

/** One sample per family: [old path, new path]. */
const SAMPLES: Record<'en' | 'de', Array<[string, string]>> = {
  en: [
    ['/extensions', '/docs/extensions'],
    ['/admin_ports', '/docs/admin-ports'],
    ['/login.php', '/docs/login'],
    ['/documentation/trunk-overview.php', '/docs/trunk-overview'],
    ['/doc/releasenotes69', '/docs/release-notes-6-9'],
    ['/v1/docs/en/call-queues', '/docs/call-queues'],
    ['/v1/install-debian', '/docs/install-debian'],
    ['/docs/en/android-app', '/docs/android-app'],
    ['/docs/de/extensions', '/de/docs/extensions'],
    ['/debug_commands', landing],
    ['/docs/search', '/search'],
  ],
  de: [
    ['/de/extensions', '/de/docs/extensions'],
    ['/de/admin_ports', '/de/docs/admin-ports'],
    ['/de/login.php', '/de/docs/login'],
    ['/de/documentation/trunk-overview.php', '/de/docs/trunk-overview'],
    ['/de/doc/releasenotes69', '/de/docs/release-notes-6-9'],
    ['/de/v1/call-queues', '/de/docs/call-queues'],
    ['/de/debug_commands', `/de${landing}`],
    ['/de/docs/search', '/de/search'],
  ],
};

for (const locale of ['en', 'de'] as const) {
  for (const [from, to] of SAMPLES[locale]) {
    test(`301: ${from} → ${to}`, async ({page, request}) => {
      const res = await request.get(`${from}?ref=forum`, {maxRedirects: 0});
      expect(res.status()).toBe(301);
      expect(res.headers().location).toBe(`${to}?ref=forum`);
      // In the browser the hash survives the redirect too.
      await page.goto(`${from}?ref=forum#top`);
      // (The search page rewrites its own URL from the query, so it keeps no hash.)
      await expect(page).toHaveURL(to.endsWith('/search') ? new RegExp(`${to}\\?ref=forum`) : `${to}?ref=forum#top`);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.locator('h1').first()).not.toHaveText(/not found|nicht gefunden/i);
    });
  }
}

test('the old German home /v1/de leads to the root', async ({page}) => {
  await page.goto('/v1/de/');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('h1')).toContainText(BRAND.name);
});

// A static host without our server serves the client redirect pages the build writes.
for (const [from, to] of [
  ['/admin_ports', '/docs/admin-ports'],
  ['/de/v1/call-queues', '/de/docs/call-queues'],
] as const) {
  test(`client redirect page: ${from} → ${to}, query and hash kept`, async ({page}) => {
    const file = path.join('build', from, 'index.html');
    expect(fs.existsSync(file)).toBe(true);
    await page.route(`**${from}?*`, (route) => route.fulfill({path: file, contentType: 'text/html'}));
    await page.goto(`${from}?ref=bookmark#details`);
    await expect(page).toHaveURL(`${to}?ref=bookmark#details`);
    await expect(page.locator('article h1')).toBeVisible();
  });
}
