/** The shell the spec names: navbar, sidebars, version, announcement, footer, TOC, titles. */
import {test, expect} from '@playwright/test';
import {BRAND, LOCALES, hydrated, isMobile, openMobileMenu} from './site';

for (const {locale, prefix, t} of LOCALES) {
  test.describe(`shell (${locale})`, () => {
    test('navbar: Documentation and Softphone entries, search, language, version, colour mode', async ({page}) => {
      await page.goto(`${prefix}/docs/login`);
      await hydrated(page);
      await openMobileMenu(page);
      const nav = isMobile(page) ? page.locator('.navbar-sidebar') : page.locator('nav.navbar');
      await nav.getByRole('link', {name: t.documentation, exact: true}).click();
      await expect(page).toHaveURL(`${prefix}/docs/${BRAND.slug}-pbx-documentation`);
      await openMobileMenu(page);
      await nav.getByRole('link', {name: t.softphone, exact: true}).click();
      await expect(page).toHaveURL(`${prefix}/docs/softphone`);
      if (isMobile(page)) return; // the mobile menu is covered in mobile.spec.ts
      const bar = page.locator('nav.navbar');
      await expect(bar.getByRole('combobox')).toBeVisible();
      await expect(bar.getByRole('button', {name: /English|Deutsch/})).toBeVisible();
      await expect(bar.locator('.dropdown > .navbar__link', {hasText: 'Next'})).toBeVisible();
      await expect(bar.getByRole('button', {name: t.darkModeToggle})).toBeVisible();
      // Items sit on the right by default: the left group holds only the brand, and the
      // right group ends at the navbar's right edge.
      const left = bar.locator('.navbar__items:not(.navbar__items--right)');
      await expect(left.locator('.navbar__item')).toHaveCount(0);
      const right = bar.locator('.navbar__items--right');
      for (const name of [t.documentation, t.softphone]) {
        await expect(right.getByRole('link', {name, exact: true})).toBeVisible();
      }
      const width = page.viewportSize()!.width;
      const box = (await right.boundingBox())!;
      expect(box.x + box.width).toBeGreaterThan(width - 40);
      const brand = (await bar.locator('.navbar__brand').boundingBox())!;
      const docs = (await right.getByRole('link', {name: t.documentation, exact: true}).boundingBox())!;
      expect(docs.x - (brand.x + brand.width)).toBeGreaterThan(200);
    });

    test('two sidebars: the administrator guide and the softphone guide', async ({page}) => {
      test.skip(isMobile(page), 'the mobile sidebar is covered in mobile.spec.ts');
      await page.goto(`${prefix}/docs/extensions`);
      const sidebar = page.locator('aside nav.menu');
      await expect(sidebar.locator(`a[href="${prefix}/docs/${BRAND.slug}-pbx-documentation"]`)).toHaveCount(1);
      await expect(sidebar.locator(`a[href="${prefix}/docs/softphone"]`)).toHaveCount(0);
      await page.goto(`${prefix}/docs/softphone`);
      await expect(sidebar.locator(`a[href="${prefix}/docs/softphone"]`)).toHaveCount(1);
      await expect(sidebar.locator(`a[href="${prefix}/docs/extensions"]`)).toHaveCount(0);
    });

    test('the sidebar cannot be hidden and categories do not auto-collapse', async ({page}) => {
      test.skip(isMobile(page), 'desktop sidebar');
      await page.goto(`${prefix}/docs/login`);
      await hydrated(page);
      await expect(page.getByRole('button', {name: /collapse sidebar|seitenleiste einklappen/i})).toHaveCount(0);
      const sidebar = page.locator('aside nav.menu');
      const categories = sidebar.locator('.menu__list-item--collapsed > .menu__list-item-collapsible');
      const first = categories.nth(0);
      const firstLabel = await first.innerText();
      await first.locator('a, button').first().click();
      const second = sidebar.locator('.menu__list-item--collapsed > .menu__list-item-collapsible').nth(0);
      const secondLabel = await second.innerText();
      await second.locator('a, button').first().click();
      for (const label of [firstLabel, secondLabel]) {
        const item = sidebar.locator('.theme-doc-sidebar-item-category-level-1', {hasText: label}).first();
        await expect(item).not.toHaveClass(/menu__list-item--collapsed/);
      }
    });

    test('version dropdown shows the one version, labelled Next', async ({page}) => {
      test.skip(isMobile(page), 'desktop dropdown');
      await page.goto(`${prefix}/docs/login`);
      await hydrated(page);
      const dropdown = page.locator('nav.navbar .dropdown', {has: page.locator('.navbar__link', {hasText: 'Next'})});
      await dropdown.hover();
      const items = dropdown.locator('.dropdown__menu a');
      await expect(items.first()).toHaveText('Next');
      await expect(items.first()).toHaveAttribute('href', `${prefix}/docs/login`);
    });

    test('a stale preferred docs version in local storage is cleared', async ({page}) => {
      await page.addInitScript(() => {
        if (!sessionStorage.getItem('seeded')) {
          localStorage.setItem('docs-preferred-version-default', '0.9-retired');
          sessionStorage.setItem('seeded', '1');
        }
      });
      await page.goto(`${prefix}/docs/login`);
      await hydrated(page);
      await expect.poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBeNull();
    });

    test('announcement bar: closeable, dismissal remembered, back when its id changes', async ({page}) => {
      await page.goto(`${prefix}/`);
      await hydrated(page);
      const bar = page.locator('.theme-announcement-bar').filter({has: page.locator('a[href*="release-notes-70"]')});
      await expect(bar).toBeVisible();
      await bar.getByRole('button', {name: t.closeAnnouncement}).click();
      await expect(bar).toBeHidden();
      await page.reload();
      await hydrated(page);
      await expect(bar).toBeHidden();
      // A new announcement (another id) must show again, even though one was dismissed.
      await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'release-6-8'));
      await page.reload();
      await hydrated(page);
      await expect(bar).toBeVisible();
    });

    test('footer: the four groups, external links in a new tab, copyright 2025', async ({page}) => {
      await page.goto(`${prefix}/`);
      const footer = page.locator('footer');
      await expect(footer.locator('.footer__title')).toHaveText(t.footerGroups);
      await expect(footer.locator('.footer__links a')).toHaveCount(15);
      const external = footer.locator('.footer__links a[href^="http"]');
      expect(await external.count()).toBe(14);
      for (const link of await external.all()) {
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /noopener noreferrer/);
      }
      await expect(footer.locator('a[href$="/blog"]')).not.toHaveAttribute('target', '_blank');
      await expect(footer.locator('.footer__copyright')).toContainText('2025');
    });

    test('table of contents lists h2 and h3 only; titles use " | "', async ({page}) => {
      test.skip(isMobile(page), 'desktop TOC');
      // A post with headings of all three levels.
      await page.goto(`${prefix}/blog/long-blog-post`);
      await expect(page).toHaveTitle(/^[^|]+ \| /);
      const title = await page.locator('article h1').innerText();
      await expect(page).toHaveTitle(`${title} | ${t.siteTitle}`);
      const toc = page.locator('.table-of-contents');
      const h2 = await page.locator('article .markdown h2[id]').evaluateAll((els) => els.map((e) => e.id));
      const h3 = await page.locator('article .markdown h3[id]').evaluateAll((els) => els.map((e) => e.id));
      const h4 = await page.locator('article .markdown h4[id]').evaluateAll((els) => els.map((e) => e.id));
      expect(h2.length).toBeGreaterThan(2);
      expect(h3.length).toBeGreaterThan(0);
      expect(h4.length).toBeGreaterThan(0);
      for (const id of [...h2, ...h3]) await expect(toc.locator(`a[href="#${id}"]`)).toHaveCount(1);
      for (const id of h4) await expect(toc.locator(`a[href="#${id}"]`)).toHaveCount(0);
    });
  });
}
