/** Reader tools in the pages: the dial-plan simulator and the printable star-code card. */
import {expect, test, type Page} from '@playwright/test';
import {hydrated} from './site';

const simulator = (page: Page) =>
  page
    .locator('main')
    .getByRole('table')
    .filter({has: page.getByRole('columnheader', {name: /Pattern|Muster/})});

test.describe('dial-plan simulator', () => {
  test('shows the winning entry, the number sent and the failover order; keyboard only', async ({page}) => {
    await page.goto('/docs/dial-plans#check');
    await hydrated(page);
    const status = page.locator('[role="status"][aria-live="polite"]').filter({hasText: /matches|No entry/});
    await expect(status).toContainText('10 · 123*');
    await expect(status).toContainText('Trunk 2');
    // Type a number with the keyboard only: focus the field, replace its value.
    const number = page.getByLabel('Dialled number');
    await number.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('92121234567');
    await expect(status).toContainText('20 · 9*');
    await expect(status).toContainText('12121234567');
    await expect(status).toContainText('No later entry matches');
    await expect(simulator(page).locator('tr[data-state="chosen"]')).toHaveCount(1);
  });

  test('keeps the plan in the URL, so a reload (or a shared link) shows the same plan', async ({page}) => {
    await page.goto('/docs/dial-plans');
    await hydrated(page);
    await page.getByRole('button', {name: 'Add entry'}).click();
    const rows = simulator(page).locator('tbody tr');
    await expect(rows).toHaveCount(4);
    await rows.nth(3).getByLabel('Pattern of entry 4').fill('00*');
    await rows.nth(3).getByLabel('Trunk of entry 4').fill('International, cheap');
    await page.getByLabel('Dialled number').fill('0049 30 231250');
    await expect(page).toHaveURL(/[?&]e=30%2C00\*%2C%2CInternational%5C%2C(\+|%20)cheap/);
    await page.reload();
    await hydrated(page);
    await expect(simulator(page).locator('tbody tr')).toHaveCount(4);
    await expect(page.getByLabel('Dialled number')).toHaveValue('0049 30 231250');
    await expect(page.locator('[role="status"][aria-live="polite"]').filter({hasText: 'matches'})).toContainText('International, cheap');
  });

  test('says why an entry cannot be read, and speaks German on the German page', async ({page}) => {
    await page.goto('/de/docs/dial-plans');
    await hydrated(page);
    await page.getByLabel('Muster von Eintrag 1').fill('9[911|411');
    await expect(page.getByText('Eintrag 1 wird übersprungen')).toBeVisible();
    await page.getByRole('button', {name: 'Zurück zum Beispiel'}).click();
    await expect(page.getByText('Eintrag 1 wird übersprungen')).toHaveCount(0);
  });
});

test.describe('star-code card', () => {
  for (const [prefix, heading, code] of [
    ['', 'star codes', '*85'],
    ['/de', 'Sternchencodes', '*85'],
  ] as const) {
    test(`prints on one sheet, A4 and Letter, without navigation (${prefix || 'en'})`, async ({page, browserName}) => {
      test.skip(browserName !== 'chromium', 'PDF output is Chromium only');
      await page.goto(`${prefix}/star-codes-card`);
      await hydrated(page);
      await expect(page.getByRole('heading', {level: 1})).toContainText(heading);
      await expect(page.locator('main')).toContainText(code);
      await page.emulateMedia({media: 'print'});
      await expect(page.locator('.navbar')).toBeHidden();
      await expect(page.locator('footer.footer')).toBeHidden();
      await expect(page.getByRole('button', {name: /Print the card|Karte drucken/})).toBeHidden();
      for (const format of ['A4', 'Letter'] as const) {
        const pdf = await page.pdf({format, printBackground: false});
        const pages = pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? [];
        expect(pages.length, format).toBe(1);
      }
    });
  }
});
