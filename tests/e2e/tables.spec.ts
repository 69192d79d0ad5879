/**
 * Tables (src/components/Table): one wider than the page scrolls sideways and takes the keyboard
 * focus; one that fits does not. Further down a long page the browser draws a table only when
 * the reader comes near it (content-visibility, src/css/custom.css), and it is measured then.
 */
import {expect, test} from '@playwright/test';
import {hydrated} from './site';

const drawn = (table: HTMLTableElement) => table.firstElementChild!.checkVisibility({contentVisibilityAuto: true});

test('tables far down a page are drawn and measured when the reader reaches them', async ({page}) => {
  // A phone's width, where some of this page's tables are wider than the page and some fit.
  await page.setViewportSize({width: 412, height: 823});
  await page.goto('/docs/admin-ports');
  await hydrated(page);
  const tables = page.locator('article .markdown > table');
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
  expect(kinds.wide).toBeGreaterThanOrEqual(1);
  expect(kinds.fits).toBeGreaterThanOrEqual(1);
});
