/**
 * The search in the browser: the navbar combobox (suggestions, keyboard, contexts, errors),
 * the /search page (parameters, results, errors), highlighting on the target page, the
 * worker fallback, a failing index, and which parts of the sharded index load when.
 */
import {test, expect, type Page} from '@playwright/test';
import {LOCALES, hydrated, settled} from './site';

const T = {
  en: {
    prefix: '',
    typing: 'configu',
    partial: 'trunk regis',
    target: '/docs/trunk-overview',
    /** A page of the administrator guide on a word both guides use. */
    outsideTarget: '/docs/voicemail',
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
    outsideTarget: '/de/docs/voicemail',
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
/** The list marks the complete answer (snippets included) to the query in the box. */
const settledList = (page: Page) => page.locator('[role="listbox"][data-settled]');

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
      await type(page, t.partial);
      await expect(settledList(page)).toBeAttached({timeout: 15_000});
      await expect(options(page).first()).toBeVisible();
      expect(await options(page).count()).toBeLessThanOrEqual(8);
      await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
      await box(page).press('ArrowDown');
      const first = options(page).first();
      await expect(first).toHaveAttribute('aria-selected', 'true');
      await expect(box(page)).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
      const href = (await first.getAttribute('href')) ?? '';
      expect(href).toContain('_highlight=');
      await box(page).press('Enter');
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
      await expect(settledList(page)).toBeAttached({timeout: 15_000});
      const suggested = await options(page).evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
      expect(suggested.length).toBeGreaterThan(0);
      for (const href of suggested) expect(href).toContain(`${t.prefix}/docs/softphone`);
      const outside = page.getByRole('link', {name: t.outsideSoftphone});
      await expect(outside).toHaveAttribute('href', `${t.prefix}/search?q=${t.softphoneQuery}&ctx=admin`);
      await outside.click();
      await expect(page.locator(`main ol a[href^="${t.outsideTarget}?"]`).first()).toBeVisible({timeout: 15_000});
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
      await page.goto(`${t.prefix}/search?q=${t.many}`);
      await hydrated(page);
      const items = page.locator('main ol > li');
      await expect(items.first()).toBeVisible({timeout: 15_000});
      // The status is marked settled once the count is of every result (the page loads the
      // postings beyond each word's first tier).
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

test('the index loads in parts: the entry on focus, the shards of the words, the fragments of the pages shown', async ({page}) => {
  const fetched: string[] = [];
  page.on('request', (r) => r.url().includes('search-index') && fetched.push(new URL(r.url()).pathname));
  const workers: string[] = [];
  page.on('worker', (w) => workers.push(w.url()));
  await page.goto('/docs/login');
  await settled(page);
  expect(fetched).toEqual([]);
  // The search worker starts, and the guide's entry loads, when the box gets the focus.
  expect(workers).toEqual([]);
  await page.getByRole('combobox').first().focus();
  await expect.poll(() => workers.length).toBe(1);
  await expect.poll(() => fetched).toEqual(['/search-index-admin.json']);
  await type(page, 'trunk');
  await expect(settledList(page)).toBeAttached({timeout: 15_000});
  const shown = await options(page).evaluateAll((els) => els.map((e) => new URL((e as HTMLAnchorElement).href).pathname));
  expect(shown.length).toBeGreaterThan(0);
  const shards = fetched.filter((f) => /^\/search-index-admin\/\d+\.json$/.test(f));
  const fragments = fetched.filter((f) => /^\/search-index-admin\/p\d+-\d+\.json$/.test(f));
  expect(shards.length).toBeGreaterThan(0);
  // One fragment (a part of a page) per result shown at most, at least one per page shown,
  // nothing else (no tails, no other guide), each file once.
  expect(fragments.length).toBeGreaterThanOrEqual(new Set(shown).size);
  expect(fragments.length).toBeLessThanOrEqual(shown.length);
  expect(fetched.length).toBe(1 + shards.length + fragments.length);
  expect(new Set(fetched).size).toBe(fetched.length);
  // The same words again: everything is in the worker already.
  const before = [...fetched];
  await type(page, '');
  await type(page, 'trunk');
  await expect(settledList(page)).toBeAttached({timeout: 15_000});
  expect(fetched).toEqual(before);
});

test('while the next answer loads, the last list stays, and a suggestion chosen in it keeps its page', async ({page}) => {
  // On the main thread, where the page's routes reach the index's requests.
  await page.addInitScript(() => Object.defineProperty(window, 'Worker', {value: undefined}));
  await page.goto('/docs/login');
  await hydrated(page);
  await type(page, 'trunk');
  await expect(settledList(page)).toBeAttached({timeout: 15_000});
  const pagesListed = () => options(page).evaluateAll((els) => els.map((e) => new URL((e as HTMLAnchorElement).href).pathname));
  const first = await pagesListed();
  // The shard of the next word is held back until a suggestion is chosen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const holding = page.waitForRequest((r) => /\/search-index-admin\/\d+\.json/.test(r.url()));
  await page.route(/\/search-index-admin\/\d+\.json/, async (route) => {
    await held;
    await route.continue();
  });
  await box(page).fill('trunk regis');
  await holding;
  await expect(settledList(page)).toHaveCount(0);
  expect(await pagesListed()).toEqual(first);
  await box(page).press('ArrowDown');
  await box(page).press('ArrowDown');
  const chosen = first[1]!;
  await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
  release();
  await expect(settledList(page)).toBeAttached({timeout: 15_000});
  const after = await pagesListed();
  expect(after, '"trunk regis" lists the same pages as "trunk"; pick another query').not.toEqual(first);
  const selected = page.getByRole('listbox').locator('[role="option"][aria-selected="true"]');
  if (after.includes(chosen)) {
    await expect(selected).toHaveCount(1);
    expect(new URL((await selected.getAttribute('href')) ?? '', page.url()).pathname).toBe(chosen);
  } else {
    await expect(selected).toHaveCount(0);
  }
});
