/**
 * The end of every doc page: "Need help?" with the brand's support links (src/components/NeedHelp)
 * and the date of the page's last change from git (src/theme/LastUpdated), in the reader's
 * language, printed without loading date formats.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {BRAND, LOCALES, hydrated, settled} from './site';

const BUILD = path.resolve(process.env.E2E_BUILD_DIR ?? 'build');
const LINKS = {
  forum: `https://forum.${BRAND.slug}.example/`,
  supportDesk: `https://support.${BRAND.slug}.example/`,
  statusPage: `https://status.${BRAND.slug}.example/`,
};
const HELP = {
  en: {
    title: 'Need help?',
    links: ['Ask in the forum', 'Open a support ticket', 'Check the service status'],
    updated: /^Last updated on ([A-Z][a-z]+ \d{1,2}, \d{4})$/,
  },
  de: {
    title: 'Brauchen Sie Hilfe?',
    links: ['Im Forum fragen', 'Ein Support-Ticket eröffnen', 'Den Dienststatus prüfen'],
    updated: /^Letztes Update am (\d{1,2}\. [A-ZÄÖÜ][a-zäöü]+ \d{4})$/,
  },
};

for (const {locale, prefix} of LOCALES) {
  test(`"Need help?" links the brand's forum, support desk and status page, and print leaves it out (${locale})`, async ({page}) => {
    const t = HELP[locale];
    await page.goto(`${prefix}/docs/login`);
    await hydrated(page);
    const help = page.locator('article section.need-help');
    await expect(help.getByRole('heading', {name: t.title})).toBeVisible();
    const links = help.getByRole('link');
    await expect(links).toHaveText(t.links);
    expect(await links.evaluateAll((els) => els.map((a) => a.getAttribute('href')))).toEqual([
      LINKS.forum,
      LINKS.supportDesk,
      LINKS.statusPage,
    ]);
    // After the page's content, before the date of its last change.
    expect(
      await help.evaluate(
        (el) => el.compareDocumentPosition(document.querySelector('.theme-doc-markdown')!) & Node.DOCUMENT_POSITION_PRECEDING,
      ),
    ).toBeTruthy();
    await page.emulateMedia({media: 'print'});
    await expect(help).toBeHidden();
  });

  test(`a page git knows shows the date of its last change in the reader's language, without Intl (${locale})`, async ({page}) => {
    await page.addInitScript(() => {
      const calls: string[] = [];
      (window as unknown as {dateFormats: string[]}).dateFormats = calls;
      const Format = Intl.DateTimeFormat;
      Intl.DateTimeFormat = function (...args: ConstructorParameters<typeof Format>) {
        calls.push(String(args[0]));
        return new Format(...args);
      } as unknown as typeof Intl.DateTimeFormat;
    });
    await page.goto(`${prefix}/docs/login`);
    await settled(page);
    const updated = page.locator('article .theme-last-updated');
    await expect(updated).toHaveText(HELP[locale].updated);
    const iso = await updated.locator('time').getAttribute('datetime');
    const expected = new Intl.DateTimeFormat(locale, {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'}).format(
      new Date(iso!),
    );
    await expect(updated.locator('time')).toHaveText(expected);
    expect(await page.evaluate(() => (window as unknown as {dateFormats: string[]}).dateFormats)).toEqual([]);
  });
}

test('a page without a date (a file git does not know, or a shallow clone) still renders, with "Need help?"', async ({page}) => {
  // A doc page of the build whose HTML has no date: new pages before their first commit.
  const dir = path.join(BUILD, 'docs');
  const undated = fs
    .readdirSync(dir)
    .filter((name) => fs.existsSync(path.join(dir, name, 'index.html')))
    .find((name) => {
      const html = fs.readFileSync(path.join(dir, name, 'index.html'), 'utf8');
      return /<html[^>]*\bdocs-doc-id-/.test(html.slice(0, 2000)) && !html.includes('theme-last-updated');
    });
  test.skip(!undated, 'every doc page of this build has a date');
  await page.goto(`/docs/${undated}`);
  await hydrated(page);
  await expect(page.locator('article h1')).toBeVisible();
  await expect(page.locator('article section.need-help')).toBeVisible();
  await expect(page.locator('article .theme-last-updated')).toHaveCount(0);
});
