/** Shared facts and helpers for the browser tests. */
import {expect, type Page} from '@playwright/test';

export const BRAND = {name: 'Heron', slug: 'heron'};

export type LocaleCase = {
  locale: 'en' | 'de';
  /** Path prefix: '' for English, '/de' for German. */
  prefix: string;
  htmlLang: string;
  t: {
    documentation: string;
    softphone: string;
    siteTitle: string;
    crashed: string;
    tryAgain: string;
    retry: string;
    notFound: string;
    backToMainMenu: string;
    footerGroups: string[];
    switchTo: string;
    switchToLabel: string;
    closeAnnouncement: RegExp;
    loginTitle: string;
    darkModeToggle: RegExp;
  };
};

export const LOCALES: LocaleCase[] = [
  {
    locale: 'en',
    prefix: '',
    htmlLang: 'en-US',
    t: {
      documentation: 'Documentation',
      softphone: 'Softphone',
      siteTitle: 'Heron Docs',
      crashed: 'This page crashed.',
      tryAgain: 'Try again',
      retry: 'Retry',
      notFound: 'Page Not Found',
      backToMainMenu: '← Back to main menu',
      footerGroups: ['Resources', 'Mobile and desktop apps', 'Company', 'Social'],
      switchTo: 'de',
      switchToLabel: 'Deutsch',
      closeAnnouncement: /close/i,
      loginTitle: 'Logging in',
      darkModeToggle: /dark mode|light mode|system mode/i,
    },
  },
  {
    locale: 'de',
    prefix: '/de',
    htmlLang: 'de-DE',
    t: {
      documentation: 'Dokumentation',
      softphone: 'Softphone',
      siteTitle: 'Heron Dokumentation',
      crashed: 'Die Seite ist abgestürzt.',
      tryAgain: 'Nochmal versuchen',
      retry: 'Erneut versuchen',
      notFound: 'Seite nicht gefunden',
      backToMainMenu: '← Zurück zum Hauptmenü',
      footerGroups: ['Ressourcen', 'Mobile und Desktop-Apps', 'Unternehmen', 'Soziale Medien'],
      switchTo: 'en',
      switchToLabel: 'English',
      closeAnnouncement: /schließen/i,
      loginTitle: 'Anmelden',
      darkModeToggle: /modus/i,
    },
  },
];

export const isMobile = (page: Page): boolean => (page.viewportSize()?.width ?? 1280) <= 996;

/** Waits until React has hydrated the page (Docusaurus marks the html element). */
export async function hydrated(page: Page): Promise<void> {
  // How soon a page hydrates is the machine's speed (a benchmark's business, not a test's):
  // on a loaded 2-core machine it has taken 4 s and more.
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 20_000});
}

/**
 * Waits until the page has done all its start-up work: the load event, two animation frames
 * (effects, transitions and head updates that React and the theme schedule after hydration
 * run by then) and an idle period of the main thread. Tests that assert that something did
 * NOT happen at start-up (a request, a worker, a change of the head) wait for this, the point
 * by which it would have happened, instead of a fixed time.
 */
export async function settled(page: Page): Promise<void> {
  await hydrated(page);
  await page.waitForLoadState('load');
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve(), {timeout: 5000}))),
      ),
  );
}

/**
 * Draws every part of the page that the browser skips until the reader comes near it
 * (content-visibility: auto, src/css/custom.css), as scrolling to each part would: for checks
 * that read the whole page's text or colours.
 */
export async function drawAll(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.querySelectorAll<HTMLElement>('body *').forEach((element) => {
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
    });
  });
}

/** Two animation frames: scroll and resize handlers of the last input have run by then. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * Opens the mobile menu at its main menu if the viewport is mobile (on a doc page the menu
 * first shows the docs sidebar, with a button back to the main menu).
 */
export async function openMobileMenu(page: Page): Promise<void> {
  if (!isMobile(page)) return;
  await page.getByRole('button', {name: /toggle navigation bar|navigationsleiste umschalten/i}).click();
  const menu = page.locator('.navbar-sidebar');
  await expect(menu).toBeVisible();
  const back = menu.getByRole('button', {name: /back to main menu|zurück zum hauptmenü/i});
  if (await back.isVisible()) await back.click();
}

/**
 * Clicks the colour-mode toggle until the page shows `mode`. The toggle cycles through
 * system, light and dark, so it takes one to three clicks.
 */
export async function switchColourMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await openMobileMenu(page);
  const scope = isMobile(page) ? page.locator('.navbar-sidebar') : page.locator('nav.navbar');
  const toggle = scope.locator('button[class*="toggleButton"]').first();
  for (let i = 0; i < 3; i += 1) {
    if ((await page.locator('html').getAttribute('data-theme')) === mode && i > 0) return;
    await toggle.click();
  }
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
}

/**
 * One page of every page type (paths without the locale prefix): the accessibility and
 * keyboard tests run over these in both locales.
 */
export const PAGE_TYPES: Array<{type: string; path: string}> = [
  {type: 'home', path: '/'},
  {type: 'landing doc', path: `/docs/${BRAND.slug}-pbx-documentation`},
  {type: 'doc', path: '/docs/login'},
  {type: 'doc with a Mermaid diagram', path: '/docs/admin-nat'},
  {type: 'doc with tables and code', path: '/docs/admin-lets-encrypt'},
  {type: 'category index', path: '/docs/category/call-queues'},
  {type: 'blog index', path: '/blog'},
  {type: 'blog post', path: '/blog/long-blog-post'},
  {type: 'MDX blog post (tabs, interactive component)', path: '/blog/mdx-blog-post'},
  {type: 'blog archive', path: '/blog/archive'},
  {type: 'blog tags', path: '/blog/tags'},
  {type: 'search results', path: '/search?q=trunk'},
  {type: 'not found', path: '/no/such/page'},
];

/**
 * Scrolls to the page's first diagram (drawn when it comes near the screen, see
 * src/theme/Mermaid) and waits until it is drawn.
 */
export async function drawnDiagram(page: Page): Promise<void> {
  const diagram = page.locator('[data-diagram]').first();
  await diagram.scrollIntoViewIfNeeded();
  await expect(diagram.locator('.docusaurus-mermaid-container svg')).toBeVisible();
}
