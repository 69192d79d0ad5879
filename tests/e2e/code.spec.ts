/**
 * Code blocks (src/theme/CodeBlock, src/plugins/highlighting): the server's highlighted markup
 * takes its colours from CSS in either colour mode, a first visit never loads Prism, and after
 * a client-side navigation code is highlighted in the browser. A block wider than its box gets
 * the word-wrap button, also one drawn late (src/theme/CodeBlock/Content/useWordWrap.ts).
 */
import {expect, test, type Page} from '@playwright/test';
import {hydrated, isMobile, settled} from './site';
import {darkCodeTheme, lightCodeTheme} from '../../src/plugins/highlighting/themes';

const CODE_PAGE = '/docs/install-ubuntu';

/** The colour of a comment token in a theme, as the browser reports it. */
function commentColour(theme: typeof lightCodeTheme): string {
  const colour = theme.styles.find((s) => s.types.includes('comment'))!.style.color!;
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  return hex
    ? `rgb(${hex
        .slice(1)
        .map((h) => Number.parseInt(h, 16))
        .join(', ')})`
    : colour;
}

/** Script URLs the page requested that contain Prism's grammars. */
function watchPrism(page: Page): string[] {
  const loaded: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    if (body.includes('BASH_ALIASES')) loaded.push(response.url());
  });
  return loaded;
}

for (const mode of ['light', 'dark'] as const) {
  test(`a first visit shows highlighted code in ${mode} mode without loading Prism`, async ({page}) => {
    await page.emulateMedia({colorScheme: mode});
    const prism = watchPrism(page);
    await page.goto(CODE_PAGE);
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    const comment = page.locator('pre .token.comment').first();
    await expect(comment).toHaveCSS('color', commentColour(mode === 'dark' ? darkCodeTheme : lightCodeTheme));
    const background = (mode === 'dark' ? darkCodeTheme : lightCodeTheme).plain.backgroundColor!;
    const pre = page.locator('pre').first();
    const bg = await pre.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(bg).not.toBe('rgba(0, 0, 0, 0)');
    expect(
      await page.evaluate((c) => {
        const probe = document.createElement('div');
        probe.style.backgroundColor = c;
        document.body.append(probe);
        const value = getComputedStyle(probe).backgroundColor;
        probe.remove();
        return value;
      }, background),
    ).toBe(bg);
    await settled(page);
    expect(prism).toEqual([]);
  });
}

test('switching the colour mode recolours code at once', async ({page}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await page.goto(CODE_PAGE);
  await hydrated(page);
  const comment = page.locator('pre .token.comment').first();
  await expect(comment).toHaveCSS('color', commentColour(lightCodeTheme));
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  await expect(comment).toHaveCSS('color', commentColour(darkCodeTheme));
});

test('the copy button copies the code as written', async ({page, context, browserName}) => {
  test.skip(browserName !== 'chromium');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(CODE_PAGE);
  await hydrated(page);
  const block = page.locator('.theme-code-block').first();
  const code = await block.locator('pre code').innerText();
  await block.hover();
  await block.getByRole('button', {name: /copy code/i}).click();
  await expect(block.getByRole('button', {name: /copied/i})).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  // Each line of the block is an element ending in a line break, so the rendered text has
  // blank lines between them; the copied code has none that the source does not have.
  const lines = (text: string) => text.split('\n').filter((line) => line.trim());
  expect(lines(copied)).toEqual(lines(code));
  expect(copied.split('\n').length).toBeLessThan(code.split('\n').length);
  expect(lines(copied).length).toBeGreaterThan(1);
});

test('after a client-side navigation, code is highlighted in the browser', async ({page}) => {
  const prism = watchPrism(page);
  // A sibling page in the same sidebar category, then its sidebar link (a router link).
  await page.goto('/docs/install-debian');
  await hydrated(page);
  if (isMobile(page)) await page.getByRole('button', {name: /toggle navigation bar/i}).click();
  await page.locator(`a[href="${CODE_PAGE}"]:visible`).first().click();
  await expect(page).toHaveURL(new RegExp(`${CODE_PAGE}$`));
  await expect(page.locator('pre .token.comment').first()).toBeVisible({timeout: 15_000});
  await expect.poll(() => prism.length).toBe(1);
});

test('a block wider than its box gets the word-wrap button, also in a tab shown later, and wrapping removes its scroll bar', async ({
  page,
}) => {
  await page.setViewportSize({width: 600, height: 800});
  await page.goto('/docs/rest-api-extensions');
  await hydrated(page);
  // The first operation's snippets: the tab shown at load, then each other tab as it shows.
  const operation = page.locator('article .tabs-container').first();
  const shown = operation.locator('[role="tabpanel"]:not([hidden]) div[class*="codeBlockContainer"]');
  const wrapButton = shown.locator('button[aria-label="Toggle word wrap"]');
  const wide = () => shown.locator('pre').evaluate((pre) => pre.scrollWidth > pre.clientWidth);
  const tabs = await operation.getByRole('tab').all();
  expect(tabs.length).toBeGreaterThanOrEqual(2);
  const wideTabs: number[] = [];
  for (const [index, tab] of tabs.entries()) {
    await tab.click();
    await shown.scrollIntoViewIfNeeded();
    const isWide = await wide();
    if (isWide) wideTabs.push(index);
    await expect(wrapButton).toHaveCount(isWide ? 1 : 0);
  }
  expect(wideTabs.length).toBeGreaterThanOrEqual(1);
  // Wrapping removes the scroll bar and keeps the button; unwrapping brings the scroll bar back.
  await tabs[wideTabs[0]!]!.click();
  await shown.hover();
  await wrapButton.click();
  await expect.poll(wide).toBe(false);
  await expect(wrapButton).toHaveCount(1);
  await wrapButton.click();
  await expect.poll(wide).toBe(true);
});

test('a block far down a long page, not drawn at first, gets its word-wrap button when the reader reaches it', async ({page}) => {
  await page.setViewportSize({width: 600, height: 800});
  await page.goto('/docs/ivr-javascript');
  await hydrated(page);
  const block = page.locator('article .markdown div[class*="codeBlockContainer"]').last();
  // Not drawn yet: the browser skips this part of the page until it comes near the screen.
  expect(await block.locator('pre').evaluate((pre) => pre.checkVisibility({contentVisibilityAuto: true}))).toBe(false);
  // Not measured while the page starts (the theme laid the skipped part out to measure it).
  await settled(page);
  await expect(block.locator('button[aria-label="Toggle word wrap"]')).toHaveCount(0);
  await block.scrollIntoViewIfNeeded();
  const wide = await block.locator('pre').evaluate((pre) => pre.scrollWidth > pre.clientWidth);
  expect(wide).toBe(true);
  await expect(block.locator('button[aria-label="Toggle word wrap"]')).toHaveCount(1);
});
