/** Every route of the spec answers in both locales with real content; others get the 404 page. */
import {test, expect} from '@playwright/test';
import {BRAND, LOCALES, drawAll, hydrated} from './site';
import {FOUNDATION_PAGES} from '../../src/data/foundationPages';

const DOCS = FOUNDATION_PAGES.map((slug) => slug.replaceAll('{product}', BRAND.slug));
const CATEGORIES = ['call-queues', 'ivr-javascript-examples', `${BRAND.slug}-android-app`];
const BLOG = [
  '/blog',
  '/blog/archive',
  '/blog/tags',
  '/blog/tags/docusaurus',
  '/blog/tags/facebook',
  '/blog/tags/hello',
  '/blog/tags/hola',
  '/blog/first-blog-post',
  '/blog/long-blog-post',
  '/blog/mdx-blog-post',
  '/blog/welcome',
];

for (const {locale, prefix, htmlLang, t} of LOCALES) {
  test.describe(`routes (${locale})`, () => {
    test('home page shows the product, a search entry, audience tiles, release and topics', async ({page}) => {
      const res = await page.goto(`${prefix}/`);
      expect(res?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
      await expect(page.getByRole('heading', {level: 1})).toContainText(BRAND.name);
      await expect(page.locator('main form[role="search"] input[name="q"]')).toBeVisible();
      await expect(page.locator('main ul li a h3')).toHaveCount(4);
      await expect(page.locator(`main a[href="${prefix}/docs/release-notes-70"]`)).toBeVisible();
      expect(await page.locator(`main a[href^="${prefix}/docs/"]`).count()).toBeGreaterThanOrEqual(10);
    });

    for (const slug of DOCS) {
      test(`doc /docs/${slug}`, async ({page}) => {
        const res = await page.goto(`${prefix}/docs/${slug}`);
        expect(res?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
        await expect(page.locator('article h1')).toBeVisible();
        // The whole text, also the parts further down that are drawn only near the screen.
        await drawAll(page);
        const words = (await page.locator('article .markdown').innerText()).split(/\s+/).length;
        expect(words).toBeGreaterThan(300);
        expect(await page.content()).not.toContain('{product}');
      });
    }

    for (const slug of CATEGORIES) {
      test(`category index /docs/category/${slug}`, async ({page}) => {
        const res = await page.goto(`${prefix}/docs/category/${slug}`);
        expect(res?.status()).toBe(200);
        await expect(page.locator('h1')).toBeVisible();
        expect(await page.locator('article a.card, main a.card').count()).toBeGreaterThanOrEqual(1);
      });
    }

    test("a category page's doc cards show the docs' descriptions, opened or reached from a doc", async ({page}) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
      });
      await page.goto(`${prefix}/docs/category/call-queues`);
      await hydrated(page);
      const docCards = page.locator('main a.card:not([href*="/category/"])');
      expect(await docCards.count()).toBeGreaterThanOrEqual(2);
      for (const card of await docCards.all()) await expect(card.locator('p')).not.toBeEmpty();
      const shown = await docCards.first().locator('p').getAttribute('title');
      // The doc the card leads to has the same description.
      await docCards.first().click();
      await expect(page).not.toHaveURL(/\/category\//);
      await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', shown ?? '');
      // Back in the site (no page load), the cards still show them.
      await page.goBack();
      await expect(docCards.first().locator('p')).toHaveAttribute('title', shown ?? '');
      expect(errors).toEqual([]);
    });

    for (const path of BLOG) {
      test(`blog ${path}`, async ({page}) => {
        const res = await page.goto(`${prefix}${path}`);
        expect(res?.status()).toBe(200);
        await expect(page.locator('h1, article h2').first()).toBeVisible();
      });
    }

    test('the MDX blog post shows a working interactive component', async ({page}) => {
      await page.goto(`${prefix}/blog/mdx-blog-post`);
      const region = page.locator('article [aria-live]').first();
      await expect(region).toBeVisible();
      const inputs = page.locator('article input[type="text"], article input:not([type])');
      await inputs.nth(0).fill('9[2-9]xxxxxx');
      await inputs.nth(1).fill('92345678');
      const matching = await region.innerText();
      await inputs.nth(1).fill('91345678');
      await expect(region).not.toHaveText(matching);
    });

    test('/markdown-page and /search answer', async ({page}) => {
      expect((await page.goto(`${prefix}/markdown-page`))?.status()).toBe(200);
      await expect(page.locator('main h1')).toBeVisible();
      expect((await page.goto(`${prefix}/search?q=trunk`))?.status()).toBe(200);
      await expect(page.locator('#__docusaurus_skipToContent_fallback input[type="search"]')).toBeVisible();
    });

    test('an unknown path answers 404 with the not-found page', async ({page}) => {
      const res = await page.goto(`${prefix}/docs/no-such-page-here`);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(t.notFound);
    });

    test('a path with broken percent-encoding gets a working not-found page', async ({page}) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const res = await page.goto(`${prefix}/docs/%E0%A4%A?ref=mail#top`);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(t.notFound);
      // The page hydrates (the router cannot decode the path as typed, so it is escaped).
      await hydrated(page);
      const url = new URL(page.url());
      expect([url.pathname, url.search, url.hash]).toEqual([`${prefix}/docs/%25E0%25A4%25A`, '?ref=mail', '#top']);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(t.notFound);
      expect(errors).toEqual([]);
    });
  });
}

test('unlisted pages are in no sidebar and not in the sitemap', async ({page, request}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/docs/${BRAND.slug}-pbx-documentation`);
  for (const slug of [`${BRAND.slug}ports`, `${BRAND.slug}-app`, 'ivrnodes-ext-app']) {
    expect(sitemap).not.toContain(`/docs/${slug}<`);
    await page.goto(`/docs/${BRAND.slug}-pbx-documentation`);
    await expect(page.locator(`nav.menu a[href="/docs/${slug}"]`)).toHaveCount(0);
  }
});
