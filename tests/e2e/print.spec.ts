/**
 * Printing a doc page (src/css/custom.css's `@media print`, src/clientModules/print.ts): one
 * column without navigation or page tools, links as numbered footnotes with their URLs, code
 * and table rows kept whole, and the page's URL and the date at the foot, in the page's language.
 */
import {expect, test} from '@playwright/test';
import {LOCALES, hydrated} from './site';

for (const {locale, prefix, htmlLang} of LOCALES) {
  test(`a doc page prints as one column with footnoted links, its URL and the date (${locale})`, async ({page}) => {
    await page.goto(`${prefix}/docs/admin-lets-encrypt`);
    await hydrated(page);
    await page.emulateMedia({media: 'print'});
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));

    for (const selector of [
      '.navbar',
      '.theme-doc-sidebar-container',
      '.theme-doc-toc-desktop',
      '.pagination-nav',
      '.need-help',
      '.save-guide',
    ]) {
      await expect(page.locator(selector).first(), selector).toBeHidden();
    }
    await expect(page.locator('article').getByRole('button', {name: /^(Copy page|Seite kopieren)$/})).toBeHidden();
    const width = page.viewportSize()!.width;
    const article = (await page.locator('article').boundingBox())!;
    expect(article.x).toBeGreaterThanOrEqual(0);
    expect(article.width).toBeGreaterThan(width * 0.9);

    // Each link of the text gets a number; the numbers' URLs are listed at the foot, absolute.
    const content = page.locator('article .markdown');
    const firstLink = content.locator('a[href]:not(.hash-link):not([href^="#"])').first();
    const href = await firstLink.evaluate((a) => (a as HTMLAnchorElement).href);
    await expect(firstLink.locator('xpath=following-sibling::sup[1]')).toHaveText('[1]');
    const foot = content.locator('.print-footnotes');
    await expect(foot.locator('ol > li').first()).toHaveText(href);
    expect(href).toMatch(/^https?:\/\//);
    const date = new Intl.DateTimeFormat(htmlLang, {dateStyle: 'long'}).format(new Date());
    await expect(foot.locator('.print-meta')).toHaveText(`${page.url().split('#')[0]} · ${date}`);

    // Table rows and code blocks are not split across sheets.
    expect(
      await page
        .locator('article tr')
        .first()
        .evaluate((el) => getComputedStyle(el).breakInside),
    ).toBe('avoid');
    expect(
      await page
        .locator('article pre')
        .first()
        .evaluate((el) => getComputedStyle(el).breakInside),
    ).toBe('avoid');

    // Every block is laid out on paper, also those the screen skips until the reader scrolls
    // near them (content-visibility: auto).
    const skipped = await content.evaluate(
      (el) => Array.from(el.children).filter((child) => getComputedStyle(child).contentVisibility !== 'visible').length,
    );
    expect(skipped).toBe(0);

    // After printing, the screen shows none of it.
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await expect(page.locator('[data-print-added]')).toHaveCount(0);
  });
}

test('printing draws the diagrams the reader has not scrolled to', async ({page}) => {
  await page.setViewportSize({width: 412, height: 823});
  await page.goto('/docs/ivr-javascript');
  await hydrated(page);
  const diagrams = page.locator('[data-diagram]');
  expect(await diagrams.count()).toBeGreaterThan(0);
  await expect(diagrams.first()).toHaveAttribute('data-diagram', 'waiting');
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  for (const diagram of await diagrams.all()) {
    await expect(diagram.locator('.docusaurus-mermaid-container svg')).toHaveCount(1);
  }
  // Still at the top: the diagrams were drawn where they are, not scrolled to.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
