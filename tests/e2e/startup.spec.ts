/**
 * What a page does while it starts (src/plugins/startup, src/theme/CodeBlock, the search box):
 * work that Lighthouse's mobile run counts as blocking time stays out of the start-up.
 */
import {expect, test} from '@playwright/test';
import {PAGE_TYPES, hydrated, settled} from './site';

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
  await settled(page);
  expect(await page.evaluate(() => (window as unknown as {startupCalls: string[]}).startupCalls)).toEqual([]);
  expect(workers).toEqual([]);
});

test('code in tabs keeps the highlighting of the page, without loading Prism', async ({page}) => {
  // The theme's Tabs mount their content afresh once in the browser; the blocks inside must
  // take the server's markup again rather than highlight it with Prism.
  const scripts: Array<Promise<string>> = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r.text().catch(() => ''));
  });
  await page.goto('/docs/rest-api-extensions');
  await settled(page);
  const block = page.locator('.tabs-container pre code').first();
  await expect(block.locator('.token').first()).toBeAttached();
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(0);
  // Prism's core (not renamed by the minifier): its grammar walker and tokenizer.
  expect(bodies.filter((b) => b.includes('DFS') && b.includes('tokenize'))).toEqual([]);
});

test('a diagram far down a page is drawn when the reader comes near it, not at start-up', async ({page}) => {
  await page.setViewportSize({width: 412, height: 823});
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/docs/ivr-javascript');
  await settled(page);
  const diagram = page.locator('[data-diagram]').first();
  // The page's first diagram is more than two screens down on a phone: beyond the look-ahead.
  expect((await diagram.boundingBox())!.y).toBeGreaterThan(2 * 823);
  await expect(diagram).toHaveAttribute('data-diagram', 'waiting');
  const atStart = scripts.length;
  await diagram.scrollIntoViewIfNeeded();
  await expect(diagram.locator('.docusaurus-mermaid-container svg')).toBeVisible();
  // Drawing it loaded Mermaid's code then.
  expect(scripts.length).toBeGreaterThan(atStart);
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
  for (const [prefix, locale] of [
    ['', 'en'],
    ['/de', 'de'],
  ] as const) {
    await page.goto(`${prefix}/blog/mdx-blog-post`);
    await hydrated(page);
    const time = page.locator('article header time').first();
    const iso = await time.getAttribute('datetime');
    const expected = new Intl.DateTimeFormat(locale, {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'}).format(
      new Date(iso!),
    );
    await expect(time).toHaveText(expected);
    expect(await page.evaluate(() => (window as unknown as {dateFormats: string[]}).dateFormats)).toEqual([]);
  }
});

test('a page is painted before its scripts run, and they all run', async ({page}) => {
  await page.addInitScript(() => {
    const w = window as unknown as {appStartedAt?: number; frameAfterParse?: number; docusaurus?: unknown};
    let value: unknown;
    // main.js sets window.docusaurus when it starts the app.
    Object.defineProperty(window, 'docusaurus', {
      configurable: true,
      get: () => value,
      set: (v) => {
        w.appStartedAt ??= performance.now();
        value = v;
      },
    });
    // The first frame rendered once the page's content is in the document: the one after the
    // inline script at the end of the body (which starts the others; see paintFirst.ts).
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.addedNodes)) {
          if (node.nodeName === 'SCRIPT' && node.textContent?.includes('data-start')) {
            observer.disconnect();
            requestAnimationFrame(() => (w.frameAfterParse = performance.now()));
          }
        }
      }
    });
    observer.observe(document, {childList: true, subtree: true});
  });
  for (const url of ['/docs/install-ubuntu', '/de/', '/blog/mdx-blog-post']) {
    await page.goto(url);
    await hydrated(page);
    const {frameAfterParse, appStartedAt} = await page.evaluate(() => {
      const w = window as unknown as {appStartedAt?: number; frameAfterParse?: number};
      return {frameAfterParse: w.frameAfterParse, appStartedAt: w.appStartedAt};
    });
    expect(frameAfterParse, url).toBeGreaterThan(0);
    expect(appStartedAt, url).toBeGreaterThan(frameAfterParse!);
  }
});

test("a long doc page's and a blog post's parts that hydrate later are in place in their HTML", async ({request}) => {
  // React moves a large Suspense boundary (src/components/Deferred) behind an inline script that
  // puts it in place, which the CSP blocks (core's renderToHtml is patched to write them in place).
  for (const url of ['/docs/ivr-javascript', '/blog/mdx-blog-post']) {
    const html = await (await request.get(url)).text();
    expect(html, url).toContain('<!--$-->');
    expect(html, url).not.toMatch(/<template id="B:|\$RC\(|hidden id="S:/);
  }
});

test("the navbar's links and menus hydrate after the page, the search box with it", async ({request}) => {
  // src/theme/NavbarItem: each item beside the search box is a Suspense boundary of its own,
  // which React writes between <!--$--> and <!--/$-->; the search box is not one.
  for (const url of ['/docs/install-ubuntu', '/de/docs/install-ubuntu']) {
    const html = await (await request.get(url)).text();
    const start = html.indexOf('navbar__items--right');
    const right = html.slice(start, html.indexOf('navbar-sidebar__backdrop', start));
    const items = right.match(/<(?:a|div) [^>]*class="?navbar__item[ "]/g) ?? [];
    const deferred = right.match(/<!--\$--><(?:a|div) [^>]*class="?navbar__item[ "]/g) ?? [];
    expect(items.length, url).toBeGreaterThanOrEqual(4);
    expect(deferred.length, url).toBe(items.length);
    expect(right, url).toMatch(/<div class="?navbarSearchContainer/);
    expect(right, url).not.toMatch(/<!--\$--><div class="?navbarSearchContainer/);
  }
});

test('every script a first visit runs is listed in the page, before the runtime', async ({page}) => {
  // Diagrams (Mermaid) and the search engine load their code on demand, after the page started:
  // pages with a diagram, and the search page, are left out. So is the not-found page: its
  // component (Docusaurus's catch-all route) has no chunk name to look up at build time.
  let checked = 0;
  for (const {path} of PAGE_TYPES.filter(({type}) => !/Mermaid|search|not found/.test(type))) {
    for (const prefix of ['', '/de']) {
      const url = `${prefix}${path}`;
      const response = await page.goto(url);
      const html = (await response?.text()) ?? '';
      // The scripts are named by a script at the end of the page that starts them after the first
      // paint, and nothing fetches them before (src/plugins/startup/paintFirst.ts); our route
      // chunks carry a fragment (routeChunks.ts).
      expect(html, url).not.toMatch(/<script src=|<link [^>]*rel=["']?(?:preload|modulepreload|prefetch)["']? [^>]*as=["']?script/);
      const starts = [...html.matchAll(/<script data-start="([^"]*)">/g)];
      expect(starts, url).toHaveLength(1);
      const listed = starts[0]![1]!.split(' ').map((src) => src.replace(/#.*$/, ''));
      // The route's chunks come before the runtime, which runs them when it starts.
      const runtimeAt = listed.findIndex((src) => src.includes('runtime~main'));
      expect(runtimeAt, url).toBeGreaterThan(0);
      expect(
        listed.slice(runtimeAt + 1).filter((src) => !/\/main\.[0-9a-f]+\.js$/.test(src)),
        url,
      ).toEqual([]);
      await settled(page);
      // Scripts the page loaded without reading the page: none before the reader does anything,
      // unless the page has a diagram (its code loads on demand; the diagram is drawn after it).
      const loaded = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((e) => new URL(e.name).pathname)
          .filter((p) => p.endsWith('.js')),
      );
      const unlisted = loaded.filter((p) => !listed.includes(p));
      if (unlisted.length) {
        await expect(page.locator('.docusaurus-mermaid-container').first(), `${url} loaded ${unlisted.join(', ')}`).toBeVisible();
        continue;
      }
      checked += 1;
    }
  }
  expect(checked).toBeGreaterThanOrEqual(12);
});

test('on a phone, the hidden desktop sidebar and contents stay, and the menu is built when first opened', async ({page}) => {
  await page.setViewportSize({width: 412, height: 823});
  await page.goto('/docs/install-ubuntu');
  // The theme removed them right after hydration; the CSS hides them.
  await settled(page);
  await expect(page.locator('.theme-doc-sidebar-container .theme-doc-sidebar-menu')).toBeHidden();
  await expect(page.locator('.theme-doc-sidebar-container .theme-doc-sidebar-menu')).toHaveCount(1);
  await expect(page.locator('.theme-doc-toc-desktop')).toHaveCount(1);
  // The mobile menu does not exist until it opens, then stays.
  await expect(page.locator('.navbar-sidebar')).toHaveCount(0);
  await page.locator('.navbar__toggle').click();
  const menu = page.locator('.navbar-sidebar');
  await expect(menu.getByRole('link', {name: /Ubuntu/}).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  await expect(menu).toHaveCount(1);
});

test('on a phone, a doc page draws its icons without SVG images from CSS, in both modes', async ({page}) => {
  await page.setViewportSize({width: 412, height: 823});
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({colorScheme: scheme});
    await page.goto('/docs/trunk-overview');
    await hydrated(page);
    // Open the table of contents, and scroll up a little for the back-to-top button. Each scroll
    // comes to rest before the next starts: the button shows only on a scroll up that the page
    // saw. The table of contents grows with a transition, and blocks drawn as they come near the
    // screen (content-visibility) take their real height: both let scroll anchoring move the
    // page after a scroll, so the scroll up starts from where the page rests.
    await page.locator('.theme-doc-toc-mobile > button').click();
    await expect(page.locator('.theme-doc-toc-mobile > div')).toHaveCSS('overflow', 'visible');
    const resting = () =>
      page.evaluate(async () => {
        let last = -1;
        while (Math.round(window.scrollY) !== last) {
          last = Math.round(window.scrollY);
          await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
        }
        return last;
      });
    await page.evaluate(() => window.scrollTo({top: 1500, behavior: 'instant'}));
    const down = await resting();
    expect(down).toBeGreaterThan(600);
    await page.evaluate((y) => window.scrollTo({top: y, behavior: 'instant'}), down - 300);
    expect(await resting()).toBeLessThan(down);
    await expect(page.locator('.theme-back-to-top-button')).toBeVisible();
    const images = await page.evaluate(() => {
      const found: string[] = [];
      for (const el of Array.from(document.querySelectorAll('*'))) {
        if (!el.getClientRects().length) continue;
        for (const pseudo of [null, '::before', '::after']) {
          const style = getComputedStyle(el, pseudo);
          for (const property of ['background-image', 'mask-image', '-webkit-mask-image', 'list-style-image', 'content']) {
            if (style.getPropertyValue(property).includes('url(')) found.push(`${el.tagName}.${el.className}${pseudo ?? ''} ${property}`);
          }
        }
      }
      return found;
    });
    expect(images, scheme).toEqual([]);
    // The icons are there: each drawn box has a size.
    for (const selector of ['.breadcrumbs__item:not(:last-child)', '.theme-doc-toc-mobile > button', 'button.theme-back-to-top-button']) {
      const size = await page
        .locator(selector)
        .first()
        .evaluate((el) => {
          const after = getComputedStyle(el, '::after');
          return parseFloat(after.width) * parseFloat(after.height) * (after.borderTopStyle === 'solid' ? 1 : 0);
        });
      expect(size, `${selector} (${scheme})`).toBeGreaterThan(0);
    }
  }
});

test('links do not prefetch their pages when they come into view; pointing at one loads its code', async ({page}) => {
  await page.goto('/docs/login');
  await hydrated(page);
  const link = page.locator('.theme-doc-sidebar-menu a[href="/docs/quick-start"]');
  await expect(link).toBeInViewport();
  // An observer of our own on the same link reports after the one each link makes at hydration
  // (observers are notified in the order they were made); a prefetch would have added its
  // <link rel="prefetch"> by then.
  const prefetchLinks = await link.evaluate(
    (el) =>
      new Promise<number>((resolve) => {
        const observer = new IntersectionObserver((entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          observer.disconnect();
          resolve(document.querySelectorAll('link[rel="prefetch"]').length);
        });
        observer.observe(el);
      }),
  );
  expect(prefetchLinks).toBe(0);
  // The preload on pointing at a link stays: its page's code loads before the click.
  const chunk = page.waitForRequest((r) => /\/assets\/js\/[^/]+\.js$/.test(r.url()));
  await link.hover();
  await chunk;
});

test("a long page's end does not move when the reader jumps to it: its links stay under the pointer", async ({page}) => {
  // The doc footer, the pagination and the site footer are drawn at once (src/css/custom.css);
  // drawn only near the screen, they took their real height when the page reached them, and the
  // pagination's links moved between a press and its release.
  await page.goto('/docs/ivr-javascript');
  await hydrated(page);
  const moved = await page.evaluate(async () => {
    const frames = async (count: number) => {
      for (let i = 0; i < count; i += 1) await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
    };
    await frames(1);
    const moved: string[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & {sources: Array<{node?: Node}>}>) {
        for (const {node} of entry.sources) {
          if (node instanceof Element && node.closest('.pagination-nav, .theme-doc-footer, footer')) moved.push(node.className);
        }
      }
    });
    observer.observe({type: 'layout-shift'});
    window.scrollTo({top: document.documentElement.scrollHeight, behavior: 'instant'});
    // The frames in which the browser draws what the jump brought near the screen.
    await frames(10);
    observer.disconnect();
    return moved;
  });
  expect(moved).toEqual([]);
});
