/** What search engines and link previews read: lang, description, canonical, hreflang, OpenGraph, sitemap, robots. */
import {test, expect, type Page} from '@playwright/test';
import {LOCALES, settled} from './site';

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
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((els) => els.map((e) => `${e.getAttribute('hreflang')} ${new URL(e.getAttribute('href')!).pathname}`));
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
    await settled(page);
    const states = await page.evaluate(() => (window as unknown as {headStates: string[]}).headStates.splice(0));
    const final = states.at(-1)!;
    expect(final, url).toMatch(/^.+ \| .+ \| .{60,}$/);
    // From the end of the parsing on, every state of the head is the final one.
    const fromParsed = states.slice(states.findIndex((s) => s === final));
    expect(new Set(fromParsed), url).toEqual(new Set([final]));
  }
});

/** The head's title, language and the tags search engines and link previews read, sorted. */
function headSummary(page: Page): Promise<string[]> {
  return page.evaluate(() => [
    `title ${document.title}`,
    `lang ${document.documentElement.lang}`,
    ...Array.from(document.head.querySelectorAll('meta[name], meta[property], link[rel="canonical"], link[rel="alternate"]'))
      .map((e) => ['name', 'property', 'rel', 'hreflang', 'content', 'href'].map((a) => e.getAttribute(a) ?? '').join(' '))
      .sort(),
  ]);
}

test('after client-side navigations the head is the server’s head of the page shown', async ({page, browser}) => {
  const server = await browser.newContext({javaScriptEnabled: false});
  const serverHead = async (url: string) => {
    const plain = await server.newPage();
    await plain.goto(url);
    const summary = await headSummary(plain);
    await plain.close();
    return summary;
  };
  for (const start of ['/docs/trunk-overview', '/de/docs/ivr-javascript']) {
    await page.goto(start);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const startHead = await headSummary(page);
    expect(startHead).toEqual(await serverHead(start));
    // To the next page and back, in the app.
    const next = page.locator('.pagination-nav__link--next');
    const nextPath = new URL((await next.getAttribute('href'))!, page.url()).pathname;
    await next.click();
    await expect(page).toHaveURL(new RegExp(`${nextPath}$`));
    const nextHead = await serverHead(nextPath);
    expect(nextHead).not.toEqual(startHead);
    await expect.poll(() => headSummary(page), {message: nextPath}).toEqual(nextHead);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${start}$`));
    await expect.poll(() => headSummary(page), {message: start}).toEqual(startHead);
  }
  await server.close();
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
