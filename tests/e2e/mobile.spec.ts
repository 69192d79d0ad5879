/** Mobile layout at ≤ 996 px: sidebar behind the menu, secondary menu with back-to-main-menu. */
import {test, expect} from '@playwright/test';
import {LOCALES, hydrated} from './site';

for (const {locale, prefix, t} of LOCALES) {
  test(`mobile menu with the docs sidebar and a back button (${locale})`, async ({page}) => {
    await page.setViewportSize({width: 996, height: 800});
    await page.goto(`${prefix}/docs/extensions`);
    await hydrated(page);
    await expect(page.locator('aside.theme-doc-sidebar-container')).toBeHidden();
    await page.getByRole('button', {name: /navigation bar|navigationsleiste/i}).click();
    const menu = page.locator('.navbar-sidebar');
    await expect(menu).toBeVisible();
    // The secondary menu (the docs sidebar) opens first on a doc page.
    await expect(menu.locator(`.menu__link[href="${prefix}/docs/extensions"]`).first()).toBeVisible();
    await menu.getByRole('button', {name: t.backToMainMenu}).click();
    await expect(menu.getByRole('link', {name: t.documentation, exact: true})).toBeVisible();
    await expect(menu.getByRole('link', {name: t.softphone, exact: true})).toBeVisible();
  });

  test(`wider than 996 px is the desktop layout (${locale})`, async ({page}) => {
    await page.setViewportSize({width: 997, height: 800});
    await page.goto(`${prefix}/docs/extensions`);
    await hydrated(page);
    await expect(page.locator('aside.theme-doc-sidebar-container')).toBeVisible();
    await expect(page.getByRole('button', {name: /navigation bar|navigationsleiste/i})).toBeHidden();
  });
}
