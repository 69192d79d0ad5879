/**
 * Tables (src/components/Table): one wider than the page scrolls sideways and takes the keyboard
 * focus; one that fits does not. Further down a long page the browser draws a table only when
 * the reader comes near it (content-visibility, src/css/custom.css), and it is measured then.
 */
import {expect, test} from '@playwright/test';
import {hydrated} from './site';

const drawn = (table: HTMLTableElement) => table.firstElementChild!.checkVisibility({contentVisibilityAuto: true});

// admin-ports: tables among the text's blocks; admin-tenants: a table inside a numbered list,
// whose whole list is the part the browser skips.
for (const url of ['/docs/admin-ports', '/docs/admin-tenants']) {
  test(`tables far down a page are drawn and measured when the reader reaches them: ${url}`, async ({page}) => {
    // A phone's width, where some tables are wider than the page.
    await page.setViewportSize({width: 412, height: 823});
    await page.goto(url);
    await hydrated(page);
    const tables = page.locator('article .markdown table');
    // The last one is not drawn while the page starts; until measured it takes the focus, since
    // it may be wider than the page.
    expect(await tables.last().evaluate(drawn)).toBe(false);
    await expect(tables.last()).toHaveAttribute('tabindex', '0');
    const kinds = {wide: 0, fits: 0};
    for (const table of await tables.all()) {
      await table.scrollIntoViewIfNeeded();
      await expect.poll(() => table.evaluate(drawn)).toBe(true);
      const wide = await table.evaluate((t) => t.scrollWidth > t.clientWidth);
      kinds[wide ? 'wide' : 'fits'] += 1;
      if (wide) await expect(table).toHaveAttribute('tabindex', '0');
      else await expect(table).not.toHaveAttribute('tabindex');
    }
    expect(kinds.wide, url).toBeGreaterThanOrEqual(1);
    // admin-ports has both kinds, so the test sees a table give the focus up.
    if (url.endsWith('admin-ports')) expect(kinds.fits).toBeGreaterThanOrEqual(1);
  });
}
