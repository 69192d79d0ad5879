/** What search engines and link previews read: lang, description, canonical, hreflang, OpenGraph, sitemap, robots. */
import {test, expect} from '@playwright/test';
import {LOCALES} from './site';

for (const {locale, prefix, htmlLang} of LOCALES) {
  test(`doc page head (${locale})`, async ({page, request}) => {
    await page.goto(`${prefix}/docs/trunk-overview`);
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
    const meta = (sel: string) => page.locator(sel).first().getAttribute('content');
    const description = await meta('meta[name="description"]');
    expect(description!.length).toBeGreaterThan(60);
    expect(await meta('meta[property="og:description"]')).toBe(description);
    expect(await meta('meta[property="og:title"]')).toContain(await page.locator('article h1').innerText());
    const image = new URL((await meta('meta[property="og:image"]'))!);
    expect((await request.get(image.pathname)).status()).toBe(200);
    expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical!).pathname).toBe(`${prefix}/docs/trunk-overview`);
    const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((els) =>
      els.map((e) => `${e.getAttribute('hreflang')} ${new URL(e.getAttribute('href')!).pathname}`),
    );
    expect(alternates).toEqual(
      expect.arrayContaining(['en-US /docs/trunk-overview', 'de-DE /de/docs/trunk-overview', 'x-default /docs/trunk-overview']),
    );
  });
}

test('the head keeps the page’s title and description while the page starts', async ({page}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as {headStates: string[]}).headStates = seen;
    const record = () => {
      const description = document.querySelector('meta[name="description"]')?.getAttribute('content');
      const ogTitle = document.querySelector('meta[property="og:title"]')?.getAttribute('content');
      seen.push(`${document.title} | ${ogTitle} | ${description}`);
    };
    new MutationObserver(record).observe(document, {childList: true, subtree: true, characterData: true, attributes: true});
  });
  for (const url of ['/docs/trunk-overview', '/de/docs/ivr-javascript', '/blog/mdx-blog-post']) {
    await page.goto(url);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.waitForTimeout(300);
    const states = await page.evaluate(() => (window as unknown as {headStates: string[]}).headStates.splice(0));
    const final = states.at(-1)!;
    expect(final, url).toMatch(/^.+ \| .+ \| .{60,}$/);
    // From the end of the parsing on, every state of the head is the final one.
    const fromParsed = states.slice(states.findIndex((s) => s === final));
    expect(new Set(fromParsed), url).toEqual(new Set([final]));
  }
});

test('sitemaps carry hreflang alternates; robots.txt names them', async ({request}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
  expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/de\/sitemap\.xml/);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const entry = /<url><loc>[^<]*\/docs\/extensions<\/loc>(.*?)<\/url>/.exec(sitemap)?.[1] ?? '';
  expect(entry).toMatch(/hreflang="de" href="[^"]*\/de\/docs\/extensions"/);
  expect(entry).toMatch(/hreflang="x-default" href="[^"]*\/docs\/extensions"/);
  const de = await (await request.get('/de/sitemap.xml')).text();
  expect(de).toMatch(/<loc>[^<]*\/de\/docs\/extensions<\/loc><xhtml:link rel="alternate" hreflang="en"/);
});
