/** Locales: English at the root, German under /de; switching keeps path, query and hash; UI translated. */
import {test, expect} from '@playwright/test';
import {LOCALES, hydrated, isMobile, openMobileMenu} from './site';

for (const {locale, prefix, t} of LOCALES) {
  test(`switching from ${locale} keeps path, query and hash`, async ({page}) => {
    await page.goto(`${prefix}/docs/trunk-overview?from=test#create-trunk`);
    await hydrated(page);
    await openMobileMenu(page);
    const scope = isMobile(page) ? page.locator('.navbar-sidebar') : page.locator('nav.navbar');
    if (isMobile(page)) {
      await scope.locator('.menu__link', {hasText: /^(Languages|Sprachen)$/}).click();
    } else {
      await scope.getByRole('button', {name: /English|Deutsch/}).hover();
    }
    await scope.getByRole('link', {name: t.switchToLabel}).click();
    const target = t.switchTo === 'en' ? '' : `/${t.switchTo}`;
    await expect(page).toHaveURL(`${target}/docs/trunk-overview?from=test#create-trunk`);
  });
}

test('German pages translate every UI string the reader sees', async ({page}) => {
  await page.goto('/de/docs/trunk-overview');
  await hydrated(page);
  const ui = await page.evaluate(() => {
    const parts: string[] = [];
    for (const sel of ['nav.navbar', 'footer', '.theme-doc-breadcrumbs', '.pagination-nav', '.table-of-contents', 'aside']) {
      document.querySelectorAll(sel).forEach((el) => parts.push((el as HTMLElement).innerText));
    }
    document.querySelectorAll('[aria-label], [title], input[placeholder]').forEach((el) => {
      parts.push(el.getAttribute('aria-label') ?? '', el.getAttribute('title') ?? '', el.getAttribute('placeholder') ?? '');
    });
    return parts.join('\n');
  });
  for (const english of [
    'On this page',
    'Previous',
    'Edit this page',
    'Resources',
    'Company',
    'Built with',
    'Toggle navigation bar',
    'Home page',
    'Breadcrumbs',
    'system mode',
    'Skip to main content',
  ]) {
    expect(ui, `untranslated: ${english}`).not.toContain(english);
  }
  expect(ui).toContain('Dokumentation');
});
