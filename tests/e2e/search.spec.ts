/** The search box and the /search page find pages in each language. */
import {test, expect} from '@playwright/test';
import {LOCALES, hydrated, isMobile} from './site';

const QUERIES = {
  en: {q: 'trunk', page: 'trunk-overview', heading: /trunk/i},
  de: {q: 'Nebenstelle', page: 'extensions', heading: /nebenstelle/i},
} as const;

for (const {locale, prefix} of LOCALES) {
  const {q, page: target, heading} = QUERIES[locale];

  test(`the navbar box suggests pages (${locale})`, async ({page}) => {
    test.skip(isMobile(page), 'the mobile search opens from the navbar icon');
    await page.goto(`${prefix}/docs/login`);
    await hydrated(page);
    const input = page.locator('.navbar__search input');
    await input.click();
    await input.pressSequentially(q, {delay: 30});
    const options = page.getByRole('option');
    await expect(options.first()).toBeVisible({timeout: 15_000});
    expect(await options.count()).toBeLessThanOrEqual(8 + 1); // 8 suggestions and "See all results"
    await input.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${prefix}/docs/`));
    await expect(page.locator('article h1')).toHaveText(heading);
  });

  test(`/search?q= lists matching pages (${locale})`, async ({page}) => {
    await page.goto(`${prefix}/search?q=${encodeURIComponent(q)}`);
    await hydrated(page);
    const results = page.locator(`#__docusaurus_skipToContent_fallback a[href*="/docs/${target}"]`);
    await expect(results.first()).toBeVisible({timeout: 15_000});
  });
}
