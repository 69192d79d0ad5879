/**
 * The search in the browser: the navbar combobox (suggestions, keyboard, contexts, errors),
 * the /search page (parameters, results, errors), highlighting on the target page, the
 * worker fallback and a failing index.
 */
import {test, expect, type Page} from '@playwright/test';
import {LOCALES, hydrated, settled} from './site';

const T = {
  en: {
    prefix: '',
    typing: 'configu',
    partial: 'trunk regis',
    target: '/docs/trunk-overview',
    noResults: 'No results.',
    seeAll: 'See all results',
    inSoftphone: 'See all results in Softphone guide',
    outsideSoftphone: 'See results outside Softphone guide',
    unknownField: /Unknown field "author"/,
    editDistance: /After "~" give the number of typos/,
    boost: /After "\^" give a positive number/,
    loadError: /could not be loaded/,
    resultCount: /\d+ results?|One result/,
    many: 'allow',
    softphoneQuery: 'voicemail',
    showMore: /Show (\d+ more results|one more result)/,
  },
  de: {
    prefix: '/de',
    typing: 'konfig',
    partial: 'Amtsleitung regis',
    target: '/de/docs/trunk-overview',
    noResults: 'Keine Ergebnisse.',
    seeAll: 'Alle Ergebnisse anzeigen',
    inSoftphone: 'Alle Ergebnisse in „Softphone-Handbuch“ anzeigen',
    outsideSoftphone: 'Ergebnisse außerhalb von „Softphone-Handbuch“ anzeigen',
    unknownField: /Unbekanntes Feld „author“/,
    editDistance: /Geben Sie nach „~“ die Zahl der erlaubten Tippfehler an/,
    boost: /Geben Sie nach „\^“ eine positive Zahl an/,
    loadError: /konnte nicht geladen werden/,
    resultCount: /\d+ Ergebnisse|Ein Ergebnis/,
    many: 'Nebenstelle',
    softphoneQuery: 'Mailbox',
    showMore: /(\d+ weitere Ergebnisse|Ein weiteres Ergebnis) anzeigen/,
  },
} as const;

const box = (page: Page) => page.getByRole('combobox');
const options = (page: Page) => page.getByRole('listbox').getByRole('option');

async function type(page: Page, text: string) {
  const input = box(page);
  await input.click();
  await input.fill(text);
}

for (const {locale} of LOCALES) {
  const t = T[locale];

  test.describe(`navbar search (${locale})`, () => {
    test('suggests at most 8 pages while typing and opens one with the keyboard', async ({page}) => {
      await page.goto(`${t.prefix}/docs/login`);
      await hydrated(page);
      // The suggestions settle once the rest of the index (section text) has arrived.
      const content = page.waitForResponse((r) => r.url().includes('.content.json'));
      await type(page, t.partial);
      await expect(options(page).first()).toBeVisible({timeout: 15_000});
      await content;
      expect(await options(page).count()).toBeLessThanOrEqual(8);
      await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
      await box(page).press('ArrowDown');
      const first = options(page).first();
      await expect(first).toHaveAttribute('aria-selected', 'true');
      await expect(box(page)).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
      const href = (await first.getAttribute('href')) ?? '';
      expect(href).toContain('_highlight=');
      await box(page).press('Enter');
      // The chosen page opens (its best section may have changed once the list settled).
      await expect(page).toHaveURL((url) => url.pathname === href.split(/[?#]/)[0]);
      // The words of the search are highlighted on the target page.
      await expect
        .poll(() =>
          page.evaluate(() => (CSS as unknown as {highlights: Map<string, Set<unknown>>}).highlights.get('search-terms')?.size ?? 0),
        )
        .toBeGreaterThan(0);
    });

    test('finds a German or English word from its first letters', async ({page}) => {
      await page.goto(`${t.prefix}/`);
      await hydrated(page);
      await type(page, t.typing);
      await expect(options(page).first()).toBeVisible({timeout: 15_000});
      await expect(options(page).first()).toContainText(locale === 'en' ? /configu/i : /konfig/i);
    });

    test('Ctrl+K focuses the box; Escape closes the list, then clears the box', async ({page, isMobile}) => {
      test.skip(isMobile, 'no hardware keyboard shortcut on phones');
      await page.goto(`${t.prefix}/docs/login`);
      await hydrated(page);
      await page.locator('body').press('Control+k');
      await expect(box(page)).toBeFocused();
      await page.keyboard.type('trunk');
      await expect(options(page).first()).toBeVisible({timeout: 15_000});
      await page.keyboard.press('Escape');
      await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('listbox')).toBeHidden();
      await page.keyboard.press('Escape');
      await expect(box(page)).toHaveValue('');
    });

    test('Enter without a chosen suggestion opens /search with the query', async ({page}) => {
      await page.goto(`${t.prefix}/`);
      await hydrated(page);
      await type(page, 'firewall');
      await expect(options(page).first()).toBeVisible({timeout: 15_000});
      await expect(page.getByRole('link', {name: t.seeAll})).toBeVisible();
      await box(page).press('Enter');
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/search\\?q=firewall$`));
      await expect(page.locator('main ol li').first()).toBeVisible();
    });

    test('shows parse errors and "No results." in the list, without breaking', async ({page}) => {
      await page.goto(`${t.prefix}/`);
      await hydrated(page);
      await type(page, 'author:anna');
      await expect(page.getByRole('status')).toContainText(t.unknownField);
      await type(page, 'trunk~x');
      await expect(page.getByRole('status')).toContainText(t.editDistance);
      await type(page, 'trunk^high');
      await expect(page.getByRole('status')).toContainText(t.boost);
      await type(page, 'qqqxxyzzy');
      await expect(page.getByRole('status')).toHaveText(t.noResults, {timeout: 15_000});
      await type(page, 'trunk');
      await expect(options(page).first()).toBeVisible({timeout: 15_000});
    });

    test('on a softphone page, searches the softphone guide and offers the rest', async ({page}) => {
      await page.goto(`${t.prefix}/docs/softphone`);
      await hydrated(page);
      await type(page, t.softphoneQuery);
      await expect(page.getByRole('link', {name: t.inSoftphone})).toBeVisible({timeout: 15_000});
      // The links show at once; the suggestions once the index has answered.
      await expect(page.locator('[role="listbox"][data-settled]')).toBeAttached({timeout: 15_000});
      const suggested = await options(page).evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
      expect(suggested.length).toBeGreaterThan(0);
      for (const href of suggested) expect(href).toContain(`${t.prefix}/docs/softphone`);
      const outside = page.getByRole('link', {name: t.outsideSoftphone});
      await expect(outside).toHaveAttribute('href', `${t.prefix}/search?q=${t.softphoneQuery}&ctx=admin`);
      await outside.click();
      await expect(page.locator(`main ol a[href*="${t.prefix}/docs/voicemail"]`).first()).toBeVisible({timeout: 15_000});
    });
  });

  test.describe(`/search page (${locale})`, () => {
    test('lists results for q, with highlighted context and _highlight links', async ({page}) => {
      await page.goto(`${t.prefix}/search?q=trunk`);
      await hydrated(page);
      await expect(page.locator('main [aria-live]')).toContainText(t.resultCount, {timeout: 15_000});
      const link = page.locator(`main ol a[href^="${t.target}"]`).first();
      await expect(link).toBeVisible();
      expect(await link.getAttribute('href')).toContain('_highlight=trunk');
      await expect(page.locator('main ol mark').first()).toBeVisible();
      await expect(page.getByRole('searchbox')).toHaveValue('trunk');
      // The title (from the server, without a query) takes the query, and follows it.
      await expect(page).toHaveTitle(/[“„]trunk[”“]/);
      await page.getByRole('searchbox').fill('queue');
      await expect(page).toHaveTitle(/[“„]queue[”“]/);
      expect(await page.locator('title').count()).toBe(1);
    });

    test('lists 20 results at a time, and more on request', async ({page}) => {
      const content = page.waitForResponse((r) => r.url().includes('.content.json'));
      await page.goto(`${t.prefix}/search?q=${t.many}`);
      await hydrated(page);
      await content;
      const items = page.locator('main ol > li');
      await expect(items.first()).toBeVisible({timeout: 15_000});
      // The count grows once the section text is indexed; then the status is marked settled.
      const status = page.locator('main [aria-live][data-settled]');
      await expect(status).toBeVisible({timeout: 15_000});
      const total = Number((await status.innerText()).match(/\d+/)?.[0] ?? 0);
      expect(total).toBeGreaterThan(20);
      await expect(items).toHaveCount(20);
      const more = page.getByRole('button', {name: t.showMore});
      await more.click();
      await expect(items).toHaveCount(Math.min(40, total));
      if (total <= 40) await expect(more).toHaveCount(0);
    });

    test('keeps box, context and URL in step; ctx limits the guide', async ({page}) => {
      await page.goto(`${t.prefix}/search?q=voicemail&ctx=softphone&version=current`);
      await hydrated(page);
      await expect(page.locator('main ol a').first()).toBeVisible({timeout: 15_000});
      const results = await page.locator('main ol a').evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
      expect(results.length).toBeGreaterThan(0);
      for (const href of results) expect(href).toContain(`${t.prefix}/docs/softphone`);
      await page.locator('main select').selectOption('');
      await expect(page).toHaveURL(/q=voicemail(&|$)/);
      await expect(page).not.toHaveURL(/ctx=/);
      await page.getByRole('searchbox').fill('firewall');
      await expect(page).toHaveURL(/q=firewall/);
    });

    test('shows "No results." and parse errors as text', async ({page}) => {
      await page.goto(`${t.prefix}/search?q=qqqxxyzzy`);
      await hydrated(page);
      await expect(page.locator('main')).toContainText(t.noResults, {timeout: 15_000});
      await page.goto(`${t.prefix}/search?q=${encodeURIComponent('author:anna trunk^x')}`);
      await hydrated(page);
      await expect(page.getByRole('alert')).toContainText(t.unknownField);
      await expect(page.getByRole('alert')).toContainText(t.boost);
    });

    test('says so when the index cannot be loaded', async ({page}) => {
      await page.route('**/search-index-*', (route) => route.abort());
      await page.goto(`${t.prefix}/search?q=trunk`);
      await hydrated(page);
      await expect(page.getByRole('alert')).toContainText(t.loadError, {timeout: 15_000});
    });
  });
}

test('search works on the main thread when workers are unavailable', async ({page}) => {
  await page.addInitScript(() => {
    // A browser (or policy) without workers.
    Object.defineProperty(window, 'Worker', {value: undefined});
  });
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await page.goto('/search?q=firewall');
  await hydrated(page);
  await expect(page.locator('main ol a').first()).toBeVisible({timeout: 15_000});
  expect(warnings.join('\n')).toContain('main thread');
});

test('the index is fetched lazily: nothing before the first search, the head before the content', async ({page}) => {
  const fetched: string[] = [];
  page.on('request', (r) => r.url().includes('search-index') && fetched.push(new URL(r.url()).pathname));
  const workers: string[] = [];
  page.on('worker', (w) => workers.push(w.url()));
  await page.goto('/docs/login');
  await settled(page);
  expect(fetched).toEqual([]);
  // The search worker (and its lunr) starts when the box gets the focus, not with the page.
  expect(workers).toEqual([]);
  await page.getByRole('combobox').first().focus();
  await expect.poll(() => workers.length).toBe(1);
  await type(page, 'trunk');
  await expect(options(page).first()).toBeVisible({timeout: 15_000});
  await expect.poll(() => fetched.length).toBe(2);
  expect(fetched).toEqual(['/search-index-admin.json', '/search-index-admin.content.json']);
});

test('a chosen suggestion keeps its page when the rest of the index refines the list', async ({page, browser}) => {
  const query = T.en.partial;
  const pagesListed = (p: Page) => options(p).evaluateAll((els) => els.map((e) => new URL((e as HTMLAnchorElement).href).pathname));
  // The settled list, from a page that has the whole index.
  const settled = await browser.newPage();
  await settled.goto('/docs/login');
  await hydrated(settled);
  await type(settled, query);
  await expect(settled.locator('[role="listbox"][data-settled]')).toBeAttached({timeout: 15_000});
  const after = await pagesListed(settled);
  await settled.close();

  // Search on the main thread, where the page's routes reach the index's requests; the
  // section text (the index's second part) is held back until a suggestion is chosen.
  await page.addInitScript(() => Object.defineProperty(window, 'Worker', {value: undefined}));
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === '/search-index-admin.content.json',
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.goto('/docs/login');
  await hydrated(page);
  await type(page, query);
  await expect(options(page).first()).toBeVisible({timeout: 15_000});
  const before = await pagesListed(page);
  await expect(page.locator('[role="listbox"][data-settled]')).toHaveCount(0);
  // A page the refinement moves to another place in the list.
  const moved = before.findIndex((p, i) => after.includes(p) && after.indexOf(p) !== i);
  expect(moved, `"${query}": the section text no longer reorders the suggestions; pick another query`).toBeGreaterThanOrEqual(0);
  const chosen = before[moved]!;
  for (let i = 0; i <= moved; i++) await box(page).press('ArrowDown');
  await expect(options(page).nth(moved)).toHaveAttribute('aria-selected', 'true');
  release();
  await expect(page.locator('[role="listbox"][data-settled]')).toBeAttached({timeout: 15_000});
  expect(await pagesListed(page)).toEqual(after);
  const selected = page.getByRole('listbox').locator('[role="option"][aria-selected="true"]');
  await expect(selected).toHaveCount(1);
  expect(new URL((await selected.getAttribute('href')) ?? '', page.url()).pathname).toBe(chosen);
  await box(page).press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === chosen);
});
