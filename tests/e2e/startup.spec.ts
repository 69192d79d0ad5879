/**
 * What a page does while it starts (src/plugins/startup, src/theme/CodeBlock, the search box):
 * work that Lighthouse's mobile run counts as blocking time stays out of the start-up.
 */
import {expect, test} from '@playwright/test';
import {hydrated} from './site';

test('a doc page with code starts without collation data, Prism or the search worker', async ({page}) => {
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as {startupCalls: string[]}).startupCalls = calls;
    const compare = String.prototype.localeCompare;
    String.prototype.localeCompare = function (...args: Parameters<typeof compare>) {
      calls.push(`localeCompare ${new Error().stack?.split('\n')[2]?.trim()}`);
      return compare.apply(this, args);
    };
    const Collator = Intl.Collator;
    Intl.Collator = function (...args: ConstructorParameters<typeof Collator>) {
      calls.push('Intl.Collator');
      return new Collator(...args);
    } as unknown as typeof Intl.Collator;
  });
  const workers: string[] = [];
  page.on('worker', (w) => workers.push(w.url()));
  await page.goto('/docs/install-ubuntu');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as {startupCalls: string[]}).startupCalls)).toEqual([]);
  expect(workers).toEqual([]);
});

test('a blog post prints its date without loading date formats', async ({page}) => {
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as {dateFormats: string[]}).dateFormats = calls;
    const Format = Intl.DateTimeFormat;
    Intl.DateTimeFormat = function (...args: ConstructorParameters<typeof Format>) {
      calls.push(String(args[0]));
      return new Format(...args);
    } as unknown as typeof Intl.DateTimeFormat;
  });
  for (const [prefix, locale] of [['', 'en'], ['/de', 'de']] as const) {
    await page.goto(`${prefix}/blog/mdx-blog-post`);
    await hydrated(page);
    const time = page.locator('article header time').first();
    const iso = await time.getAttribute('datetime');
    const expected = new Intl.DateTimeFormat(locale, {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'}).format(new Date(iso!));
    await expect(time).toHaveText(expected);
    expect(await page.evaluate(() => (window as unknown as {dateFormats: string[]}).dateFormats)).toEqual([]);
  }
});
