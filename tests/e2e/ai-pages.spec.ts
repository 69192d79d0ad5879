/**
 * Pages for AI assistants (src/plugins/markdownExport) and the "Copy page" menu of every doc
 * page (src/components/CopyPageMenu): every doc page has its Markdown, llms.txt lists every doc
 * page, the components' tables survive in the Markdown, and the menu works by keyboard, in both
 * languages, in both colour modes and on a phone.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {BRAND, LOCALES, hydrated, isMobile, settled, switchColourMode} from './site';

const BUILD = path.resolve(process.env.E2E_BUILD_DIR ?? 'build');
const SITE_URL = `https://docs.${BRAND.slug}.example`;

/** The doc pages of a locale's build (their <html> names the doc: `docs-doc-id-…`), as site paths. */
function docPages(prefix: string): string[] {
  const root = path.join(BUILD, prefix, 'docs');
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'index.html' && /<html[^>]*\bdocs-doc-id-/.test(fs.readFileSync(full, 'utf8').slice(0, 2000))) {
        out.push(`${prefix}/docs/${path.relative(root, path.dirname(full)).split(path.sep).join('/')}`);
      }
    }
  };
  walk(root);
  return out.sort();
}

const menuButton = (page: Page) => page.locator('article').getByRole('button', {name: /^(Copy page|Seite kopieren)$/});
const menu = (page: Page) => page.getByRole('menu');
const item = (page: Page, name: string | RegExp) => menu(page).getByRole('menuitem', {name});

test.describe('Markdown files and llms.txt', () => {
  test.skip(({viewport}) => (viewport?.width ?? 1280) <= 996, 'files, not layout: the desktop project covers them');

  for (const {locale, prefix} of LOCALES) {
    test(`every doc page has its Markdown, and llms.txt lists every doc page (${locale})`, async ({request}) => {
      const pages = docPages(prefix);
      expect(pages.length, 'doc pages in the build').toBeGreaterThan(100);
      const txt = await request.get(`${prefix}/llms.txt`);
      expect(txt.status()).toBe(200);
      const llms = await txt.text();
      const lines = llms.split('\n');
      expect(lines[0]).toMatch(/^# \S/);
      expect(lines[2]).toMatch(/^> \S/);
      expect(lines.filter((l) => l.startsWith('## ')).length).toBeGreaterThan(5);
      const listed = new Set([...llms.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((m) => m[1]));
      expect([...listed].sort()).toEqual(pages.map((p) => `${SITE_URL}${p}.md`).sort());
      const missing: string[] = [];
      for (const p of pages) {
        const response = await request.get(`${p}.md`);
        const body = await response.text();
        if (response.status() !== 200 || response.headers()['content-type'] !== 'text/markdown; charset=utf-8' || !body.startsWith('# ')) {
          missing.push(`${p}.md: ${response.status()} ${response.headers()['content-type']}`);
        }
        // No MDX left: no placeholder, no heading-id comment, no component tag outside code.
        const prose = body.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
        if (/\{product\}|\{\/\*|<(MenuPath|Default|PortsTable|StarCode|FirewallRules|ApiOperation)\b/.test(prose))
          missing.push(`${p}.md: MDX left`);
      }
      expect(missing).toEqual([]);
      const full = await (await request.get(`${prefix}/llms-full.txt`)).text();
      expect(full.match(/^URL: /gm)).toHaveLength(pages.length);
    });
  }

  test('the ports table and the firewall rules survive in the ports page’s Markdown', async ({request}) => {
    const en = await (await request.get(`/docs/${BRAND.slug}ports.md`)).text();
    expect(en).toContain('| Port | Transport | Direction | Service | Purpose | Open by default | Where to change it |');
    expect(en).toContain('| `5060` | UDP/TCP | inbound | SIP |');
    expect(en).toContain('| your range | UDP | inbound | RTP/SRTP |');
    expect(en).toContain('**Admin › Settings › Ports**');
    expect(en).toMatch(/```bash\n# Set RTP_FIRST and RTP_LAST[^`]*sudo ufw allow 5061\/tcp/);
    expect(en).toContain(`(${SITE_URL}/docs/admin-nat)`);
    const de = await (await request.get(`/de/docs/${BRAND.slug}ports.md`)).text();
    expect(de).toMatch(/^# .*Ports/);
    expect(de).toContain('| `5060` | UDP/TCP | eingehend | SIP |');
    expect(de).toContain(`(${SITE_URL}/de/docs/admin-nat)`);
    expect(de).toContain('Netzwerkplaner');
  });
});

test.describe('"Copy page" menu', () => {
  test('adds no request at start-up; keyboard: open, move, Escape back to the button', async ({page}) => {
    const markdownRequests: string[] = [];
    page.on('request', (r) => {
      if (/\.md($|\?)/.test(new URL(r.url()).pathname)) markdownRequests.push(r.url());
    });
    await page.goto('/docs/login');
    await settled(page);
    expect(markdownRequests).toEqual([]);
    const button = menuButton(page);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(menu(page)).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(item(page, /Copy as Markdown/)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(item(page, 'View as Markdown')).toBeFocused();
    await page.keyboard.press('End');
    await expect(item(page, /Open in Claude/)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(item(page, /Copy as Markdown/)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(item(page, /Open in Claude/)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu(page)).toHaveCount(0);
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // ↑ opens on the last item; Space opens on the first; Tab leaves and closes.
    await page.keyboard.press('ArrowUp');
    await expect(item(page, /Open in Claude/)).toBeFocused();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Space');
    await expect(item(page, /Copy as Markdown/)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu(page)).toHaveCount(0);
    expect(markdownRequests).toEqual([]);
  });

  test('copies the page’s Markdown to the clipboard and says so; links the Markdown and the assistants', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/docs/login');
    await hydrated(page);
    await menuButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(item(page, 'View as Markdown')).toHaveAttribute('href', '/docs/login.md');
    const chatgpt = await item(page, /Open in ChatGPT/).getAttribute('href');
    expect(chatgpt).toMatch(/^https:\/\/chatgpt\.com\/\?q=/);
    expect(decodeURIComponent(chatgpt!.split('q=')[1]!)).toContain(`${SITE_URL}/docs/login.md`);
    await expect(item(page, /Open in Claude/)).toHaveAttribute('target', '_blank');
    const loaded = page.waitForResponse((r) => r.url().endsWith('/docs/login.md'));
    await page.keyboard.press('Enter');
    const markdown = (await (await loaded).body()).toString('utf8');
    await expect(page.getByRole('status').filter({hasText: 'Copied the page as Markdown.'})).toBeVisible();
    await expect(menuButton(page)).toBeFocused();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markdown);
    expect(markdown.startsWith('# Logging in\n')).toBe(true);
  });

  test('says clearly when the clipboard is blocked, in the reader’s language', async ({page}) => {
    await page.addInitScript(() => {
      const refuse = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
      Object.defineProperty(navigator, 'clipboard', {value: {write: refuse, writeText: refuse}, configurable: true});
    });
    await page.goto('/de/docs/login');
    await hydrated(page);
    await menuButton(page).click();
    await item(page, /Als Markdown kopieren/).click();
    await expect(page.getByRole('status')).toContainText('Ihr Browser hat das Kopieren in die Zwischenablage nicht erlaubt');
    await expect(page.getByRole('status')).toContainText('Als Markdown ansehen');
    // The menu still works after the failure.
    await menuButton(page).click();
    await expect(item(page, 'Als Markdown ansehen')).toHaveAttribute('href', '/de/docs/login.md');
  });

  test('says so when the Markdown cannot be loaded', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.route('**/*.md', (route) => route.fulfill({status: 503, body: 'down'}));
    await page.goto('/docs/login');
    await hydrated(page);
    await menuButton(page).click();
    await item(page, /Copy as Markdown/).click();
    await expect(page.getByRole('status')).toContainText('could not be loaded (HTTP 503)');
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`open menu: no axe violations and nothing beyond the screen (${mode})`, async ({page}) => {
      await page.goto(`/de/docs/${BRAND.slug}-pbx-documentation`);
      await hydrated(page);
      if (mode === 'dark') await switchColourMode(page, 'dark');
      if (isMobile(page)) await page.keyboard.press('Escape');
      await menuButton(page).click();
      await expect(menu(page)).toBeVisible();
      const box = (await menu(page).boundingBox())!;
      const width = page.viewportSize()!.width;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const {violations} = await new AxeBuilder({page}).include('[class*="copyPage_"]').analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
