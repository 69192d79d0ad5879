/**
 * Keyboard-only use (Tab, Shift+Tab, Enter, Escape, arrow keys): the navbar's language and
 * version dropdowns, the docs sidebar, the table of contents, and the mobile menu.
 */
import {test, expect, type Locator, type Page} from '@playwright/test';
import {BRAND, LOCALES, hydrated, isMobile} from './site';

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, {backwards = false, max = 400} = {}): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached with ${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`).toBeFocused();
}

const focused = (page: Page) => page.locator(':focus');

/**
 * Follows the skip link into the main content, from where Shift+Tab walks back through the
 * sidebar to the navbar's right-hand items. The tests reach the dropdowns this way so that
 * they never pass the search box, which belongs to the search plugin and its own tests.
 */
async function skipToContent(page: Page): Promise<void> {
  await page.keyboard.press('Tab');
  await expect(focused(page)).toHaveAttribute('href', '#__docusaurus_skipToContent_fallback');
  await page.keyboard.press('Enter');
}

for (const {locale, prefix, t} of LOCALES) {
  test.describe(`keyboard (${locale})`, () => {
    test('language dropdown: open with Enter, switch language, close with Escape', async ({page}) => {
      test.skip(isMobile(page), 'desktop navbar');
      await page.goto(`${prefix}/docs/login`);
      await hydrated(page);
      const dropdown = page.locator('nav.navbar .dropdown', {has: page.locator(`a[lang^="${t.switchTo}"]`)});
      const toggle = dropdown.locator('.navbar__link');
      await skipToContent(page);
      await tabTo(page, toggle, {backwards: true});
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(dropdown.locator('.dropdown__menu')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toBeFocused();
      await page.keyboard.press('Enter');
      const other = dropdown.locator(`a[lang^="${t.switchTo}"]`);
      await tabTo(page, other);
      await page.keyboard.press('Enter');
      const otherPrefix = t.switchTo === 'de' ? '/de' : '';
      await expect(page).toHaveURL(`${otherPrefix}/docs/login`);
    });

    test('version dropdown: its items are reached with Tab', async ({page}) => {
      test.skip(isMobile(page), 'desktop navbar');
      await page.goto(`${prefix}/docs/login`);
      await hydrated(page);
      const dropdown = page.locator('nav.navbar .dropdown', {has: page.locator('.navbar__link', {hasText: 'Next'})});
      const toggle = dropdown.locator('.navbar__link');
      await skipToContent(page);
      await tabTo(page, toggle, {backwards: true});
      await page.keyboard.press('Enter');
      await expect(dropdown.locator('.dropdown__menu')).toBeVisible();
      const items = dropdown.locator('.dropdown__menu a');
      await page.keyboard.press('Tab');
      await expect(items.first()).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(items.last()).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(items.first()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dropdown.locator('.dropdown__menu')).toBeHidden();
      await expect(toggle).toBeFocused();
    });

    test('sidebar: expand and collapse a category with Enter, follow a link', async ({page}) => {
      test.skip(isMobile(page), 'desktop sidebar');
      await page.goto(`${prefix}/docs/login`);
      await hydrated(page);
      const sidebar = page.locator('aside.theme-doc-sidebar-container nav');
      // A collapsed category with a page of its own and an expand button beside it.
      const collapsed = sidebar
        .locator('.theme-doc-sidebar-item-category-level-1.menu__list-item--collapsed', {has: page.locator('button.menu__caret')})
        .first();
      const href = await collapsed.locator('a.menu__link').first().getAttribute('href');
      const category = sidebar.locator('.theme-doc-sidebar-item-category-level-1', {has: page.locator(`a.menu__link[href="${href}"]`)});
      const toggle = category.locator('button.menu__caret');
      await tabTo(page, toggle);
      await page.keyboard.press('Enter');
      await expect(category).not.toHaveClass(/menu__list-item--collapsed/);
      await page.keyboard.press('Enter');
      await expect(category).toHaveClass(/menu__list-item--collapsed/);
      await page.keyboard.press('Enter');
      const link = category.locator('.menu__list .menu__link').first();
      await tabTo(page, link);
      const target = await link.getAttribute('href');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(target!);
      await expect(page.locator('article h1')).toBeVisible();
    });

    test('table of contents: Enter on an entry jumps to its heading', async ({page}) => {
      test.skip(isMobile(page), 'desktop table of contents');
      await page.goto(`${prefix}/docs/admin-ports`);
      await hydrated(page);
      const entry = page.locator('.table-of-contents a[href="#change-safely"]').first();
      await skipToContent(page);
      await tabTo(page, entry, {max: 150});
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/#change-safely$/);
      await expect(page.locator('#change-safely')).toBeInViewport();
      // The next Tab continues from the heading, not from the table of contents.
      await page.keyboard.press('Tab');
      const next = await focused(page).evaluate((el) => el.closest('article') !== null);
      expect(next).toBe(true);
    });

    test('mobile: the menu opens with the keyboard and leads to the sidebar', async ({page}) => {
      test.skip(!isMobile(page), 'mobile menu');
      await page.goto(`${prefix}/docs/login`);
      await hydrated(page);
      const toggle = page.getByRole('button', {name: /navigation bar|navigationsleiste/i});
      await tabTo(page, toggle);
      await page.keyboard.press('Enter');
      const menu = page.locator('.navbar-sidebar');
      await expect(menu).toBeVisible();
      // The focus moves into the menu, which opens on the docs sidebar at the current page's section.
      expect(await focused(page).evaluate((el) => el.closest('.navbar-sidebar') !== null)).toBe(true);
      const link = menu.locator(`.theme-doc-sidebar-menu .menu__link[href="${prefix}/docs/${BRAND.slug}-pbx-documentation"]`);
      await tabTo(page, link);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(toggle).toBeFocused();
    });
  });
}
