/** Colour mode: light by default, follows the OS without an explicit choice, key `theme`, syncs tabs. */
import {test, expect, type Page} from '@playwright/test';
import {LOCALES, hydrated, switchColourMode} from './site';

const theme = (page: Page) => page.locator('html').getAttribute('data-theme');

for (const {locale, prefix} of LOCALES) {
  test.describe(`colour mode (${locale})`, () => {
    test('light by default when the OS has no preference', async ({page}) => {
      await page.emulateMedia({colorScheme: 'no-preference'});
      await page.goto(`${prefix}/docs/login`);
      await hydrated(page);
      expect(await theme(page)).toBe('light');
    });

    test('follows the OS preference when nothing is stored', async ({page}) => {
      await page.emulateMedia({colorScheme: 'dark'});
      await page.goto(`${prefix}/docs/login`);
      await hydrated(page);
      expect(await theme(page)).toBe('dark');
      await page.emulateMedia({colorScheme: 'light'});
      await expect.poll(() => theme(page)).toBe('light');
    });

    test('an explicit choice wins over the OS and is stored under "theme"', async ({page}) => {
      await page.emulateMedia({colorScheme: 'dark'});
      await page.goto(`${prefix}/docs/login`);
      await hydrated(page);
      await page.evaluate(() => localStorage.setItem('theme', 'light'));
      await page.reload();
      await hydrated(page);
      expect(await theme(page)).toBe('light');
      // The toggle switches and stores the explicit choice.
      await switchColourMode(page, 'dark');
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    });

    test('a change made in another tab is followed', async ({context}) => {
      const first = await context.newPage();
      const second = await context.newPage();
      await first.goto(`${prefix}/docs/login`);
      await second.goto(`${prefix}/docs/extensions`);
      await hydrated(first);
      await hydrated(second);
      expect(await theme(second)).toBe('light');
      await switchColourMode(first, 'dark');
      await expect.poll(() => theme(second)).toBe('dark');
    });

    test('dark mode styles every page type deliberately', async ({page}) => {
      await page.emulateMedia({colorScheme: 'dark'});
      for (const path of ['/', '/docs/trunk-overview', '/blog/long-blog-post']) {
        await page.goto(`${prefix}${path}`);
        await hydrated(page);
        const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
        const fg = await page.evaluate(() => getComputedStyle(document.body).color);
        // A dark background and a light text colour.
        const lum = (c: string) => {
          const [r, g, b] = c.match(/\d+/g)!.map(Number);
          return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
        };
        expect(lum(bg)).toBeLessThan(40);
        expect(lum(fg)).toBeGreaterThan(180);
        // Code blocks take the reader's mode from CSS (src/plugins/highlighting).
        const code = page.locator('pre code').first();
        if (await code.count()) {
          const codeBg = () => code.evaluate((el) => getComputedStyle(el.closest('pre')!).backgroundColor);
          await expect.poll(async () => lum(await codeBg())).toBeLessThan(70);
        }
      }
      await page.goto(`${prefix}/`);
      const tileBg = await page
        .locator('main ul li a')
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(tileBg).not.toBe('rgb(255, 255, 255)');
    });
  });
}
