/** The search box and the /search page find pages in each language. */
import {test, expect} from '@playwright/test';
import {LOCALES, hydrated, isMobile} from './site';

const QUERIES = {en: {q: 'trunk', page: 'trunk-overview'}, de: {q: 'Nebenstelle', page: 'extensions'}} as const;

for (const {locale, prefix} of LOCALES) {
  const {q, page: target} = QUERIES[locale];

  test(`the navbar box suggests pages (${locale})`, async ({page}) => {
    test.skip(isMobile(page), 'the mobile search opens from the navbar icon');
    await page.goto(`${prefix}/docs/login`);
    await hydrated(page);
    const input = page.locator('.navbar__search input');
    await input.click();
    await input.pressSequentially(q, {delay: 30});
    const suggestion = page.locator(`.navbar__search a[href*="/docs/${target}"]`).first();
    await expect(suggestion).toBeVisible({timeout: 15_000});
    await input.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${prefix}/docs/${target}`));
  });

  test(`/search?q= lists matching pages (${locale})`, async ({page}) => {
    await page.goto(`${prefix}/search?q=${encodeURIComponent(q)}`);
    await hydrated(page);
    await expect(page.locator(`main a[href*="/docs/${target}"]`).first()).toBeVisible({timeout: 15_000});
  });
}
