/**
 * Reader tools in the pages: the dial-plan simulator, the provisioning helper, the release notes'
 * filters, upgrade view and badges, and the printable star-code card.
 */
import {expect, test, type Page} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
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

test.describe('provisioning helper', () => {
  test('builds URL, DHCP option and steps, and keeps them in the URL', async ({page}) => {
    await page.goto('/docs/provisioning#helper');
    await hydrated(page);
    const helper = page.getByTestId('provisioning-helper');
    await expect(helper.getByTestId('provisioning-url')).toHaveText('https://pbx.example.com/prov/');
    // Choose the maker, type the address (keys, not fill), switch the DHCP server.
    await helper.getByLabel('Maker or device').focus();
    await helper.getByLabel('Maker or device').selectOption('poly');
    const address = helper.getByLabel(/PBX address/);
    await address.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('pbx.example.org:8443');
    await expect(helper.getByTestId('provisioning-url')).toHaveText('https://pbx.example.org:8443/prov/');
    await helper.getByLabel('DHCP server').selectOption('dnsmasq');
    await expect(helper.locator('pre')).toContainText('dhcp-option=66,"https://pbx.example.org:8443/prov/"');
    await expect(helper.getByTestId('provisioning-steps')).toContainText('https://pbx.example.org:8443/prov/');
    await expect(page).toHaveURL(/[?&]pv=poly&.*pbx=pbx\.example\.org%3A8443/);
    // A reload (or a shared link) shows the same.
    await page.reload();
    await hydrated(page);
    await expect(helper.getByTestId('provisioning-url')).toHaveText('https://pbx.example.org:8443/prov/');
    await expect(helper.locator('pre')).toContainText('dhcp-option=66');
  });

  test('says what is wrong with an address, in German on the German page', async ({page}) => {
    await page.goto('/de/docs/provisioning?pbx=pbx%20example');
    await hydrated(page);
    const helper = page.getByTestId('provisioning-helper');
    await expect(helper.getByText('Geben Sie einen Hostnamen oder eine IP-Adresse ein')).toBeVisible();
    await expect(helper.getByTestId('provisioning-url')).toHaveCount(0);
    await helper.getByLabel(/Adresse der Telefonanlage/).fill('192.0.2.10');
    await expect(helper.getByTestId('provisioning-url')).toHaveText('https://192.0.2.10/prov/');
    await expect(helper.getByText('Geben Sie einen Hostnamen oder eine IP-Adresse ein')).toHaveCount(0);
  });
});

test.describe('release notes', () => {
  const count = (text: string) => [...text.matchAll(/\d+/g)].map((m) => Number(m[0]));

  test('filter the changes by kind and area; the filter is in the URL and survives a reload', async ({page}) => {
    await page.goto('/docs/release-notes#changes');
    await hydrated(page);
    const hub = page
      .locator('#changes ~ div')
      .filter({has: page.getByRole('group', {name: 'Kind of change'})})
      .first();
    const status = hub.getByRole('status');
    await expect(status).toContainText('documented changes');
    const [total] = count(await status.innerText());
    const security = hub.getByRole('checkbox', {name: /^Security/});
    const [securityCount] = count((await security.locator('..').innerText()).replace(/^\D+/, ''));
    await security.check();
    await expect(status).toHaveText(`${securityCount} of ${total} changes shown`);
    await expect(page).toHaveURL(/[?&]kind=security/);
    expect(await hub.locator('li:has([data-kind])').count()).toBe(securityCount);
    await expect(hub.locator('li [data-kind]:not([data-kind="security"])')).toHaveCount(0);
    await page.reload();
    await hydrated(page);
    await expect(hub.getByRole('checkbox', {name: /^Security/})).toBeChecked();
    await expect(status).toHaveText(`${securityCount} of ${total} changes shown`);
    await hub.getByRole('button', {name: 'Show all changes'}).click();
    await expect(status).toHaveText(`All ${total} documented changes`);
    await expect(page).not.toHaveURL(/kind=/);
  });

  test('the upgrade view lists what changed between two versions, in German too', async ({page}) => {
    await page.goto('/de/docs/release-notes#upgrade');
    await hydrated(page);
    const from = page.getByLabel('Von Ihrer laufenden Version');
    await expect(from).toBeVisible();
    const versions = await from.locator('option').evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value).filter(Boolean));
    // The oldest version: every documented change since lies in between.
    await from.selectOption(versions[versions.length - 1]!);
    const status = page.getByRole('status').filter({hasText: /^Von /});
    await expect(status).toContainText(versions[versions.length - 1]!);
    await expect(page).toHaveURL(/[?&]from=/);
    // The target before the start: the view says so instead of listing nothing.
    await page.getByLabel('Auf die Version, die Sie installieren').selectOption(versions[versions.length - 1]!);
    await expect(page.getByRole('status').filter({hasText: 'Zielversion, die neuer'})).toBeVisible();
  });

  test('a "since version" badge links to the release notes of that version', async ({page}) => {
    await page.goto('/docs/teams-presence');
    await hydrated(page);
    const badge = page.locator('article').getByRole('link', {name: 'since 69.5.13'});
    await expect(badge).toHaveAttribute('href', '/docs/release-notes-6-9');
    await badge.click();
    await expect(page).toHaveURL(/\/docs\/release-notes-6-9$/);
  });
});

test.describe('reader tools and axe', () => {
  // axe twice (light and dark) over a long page takes most of a minute on a loaded machine.
  test.describe.configure({timeout: 150_000});
  for (const [path, selector] of [
    ['/docs/dial-plans', '.markdown table'],
    ['/docs/provisioning?pbx=not%20valid', '[data-testid="provisioning-helper"]'],
    ['/de/docs/provisioning?pv=poly&pd=kea', '[data-testid="provisioning-helper"]'],
  ] as const) {
    test(`no axe violations in the tool on ${path}, light and dark`, async ({page}) => {
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({colorScheme});
        await page.goto(path);
        await hydrated(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        const {violations} = await new AxeBuilder({page})
          .include(selector)
          .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice'])
          .analyze();
        expect(
          violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
          colorScheme,
        ).toEqual([]);
      }
    });
  }
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
