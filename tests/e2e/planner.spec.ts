/**
 * The network planner on the ports page (src/components/NetworkPlanner): the reader's ports,
 * RTP range, providers and admin network become firewall rules for each tool; bad input gets a
 * message in the reader's language and holds the commands back; the plan lives in the URL; the
 * tool tabs and everything else work by keyboard.
 */
import {expect, test, type Page} from '@playwright/test';
import {BRAND, hydrated, isMobile, settled} from './site';

const PORTS = `/docs/${BRAND.slug}ports`;

const planner = (page: Page) => page.locator('[class*="planner_"]');
const field = (page: Page, label: string | RegExp) => planner(page).getByLabel(label, {exact: typeof label === 'string'});
const code = (page: Page) => planner(page).getByRole('tabpanel').locator('pre code');
const tab = (page: Page, name: string) => planner(page).getByRole('tab', {name, exact: true});

/** Replaces a field's text by typing, as a reader does. */
async function type(page: Page, label: string | RegExp, text: string): Promise<void> {
  const input = field(page, label);
  await input.focus();
  await page.keyboard.press('ControlOrMeta+a');
  if (text === '') await page.keyboard.press('Delete');
  else await page.keyboard.type(text);
}

test('starts from the documented defaults, with the RTP range and SSH network as variables', async ({page, request}) => {
  await page.goto(`${PORTS}#planner`);
  await settled(page);
  // The server's code block is kept, not mounted again (which would load Prism at start-up).
  const served = await (await request.get(PORTS)).text();
  const block = await planner(page).getByRole('tabpanel').locator('pre').getAttribute('data-code-block');
  expect(block).toBeTruthy();
  expect(served).toMatch(new RegExp(`data-code-block="?${block}"?[\\s>]`));
  await expect(field(page, 'SIP UDP ports')).toHaveValue('5060');
  await expect(field(page, 'SIP TLS ports')).toHaveValue('5061');
  await expect(field(page, 'HTTPS ports')).toHaveValue('443');
  await expect(field(page, 'First RTP port')).toHaveValue('');
  await expect(code(page)).toContainText('sudo ufw allow 5060/udp');
  await expect(code(page)).toContainText('"$RTP_FIRST:$RTP_LAST"/udp');
  await expect(code(page)).toContainText('from "$ADMIN_CIDR" to any port 22');
  await expect(planner(page).getByRole('tabpanel')).toContainText('set them first');
});

test('writes the rules for the reader’s plan, keeps it in the URL and after a reload', async ({page}) => {
  await page.goto(PORTS);
  await hydrated(page);
  await type(page, 'Public address of the server', '203.0.113.10');
  await type(page, 'SIP UDP ports', '5080');
  await type(page, 'SIP TCP ports', '');
  await type(page, 'First RTP port', '20000');
  await type(page, 'Last RTP port', '20999');
  await type(page, /SIP trunk providers/, '198.51.100.10, 2001:db8::/48');
  await type(page, /Admin network/, '198.51.100.0/24');
  await expect(code(page)).toContainText('sudo ufw allow 20000:20999/udp');
  await expect(code(page)).toContainText('sudo ufw allow proto udp from 198.51.100.10 to any port 5080');
  await expect(code(page)).toContainText('sudo ufw allow proto udp from 2001:db8::/48 to any port 5080');
  await expect(code(page)).toContainText('from 198.51.100.0/24 to any port 22');
  await expect(code(page)).not.toContainText('5060');
  await expect(code(page)).not.toContainText('RTP_FIRST');
  await expect(planner(page)).toContainText('1000 ports: room for about 250 concurrent external calls');
  await expect(planner(page).locator('pre').last()).toContainText('nc -vz 203.0.113.10 5061');
  await expect(page).toHaveURL(/[?&]rtp-first=20000(&|$)/);
  await expect(page).toHaveURL(/[?&]sip-tcp=(&|$)/);
  const shared = page.url();
  await page.reload();
  await hydrated(page);
  expect(page.url()).toBe(shared);
  await expect(field(page, 'SIP UDP ports')).toHaveValue('5080');
  await expect(field(page, 'SIP TCP ports')).toHaveValue('');
  await expect(code(page)).toContainText('sudo ufw allow 20000:20999/udp');
  // Back to the defaults: the URL loses the plan.
  await planner(page).getByRole('button', {name: 'Back to the defaults'}).click();
  await expect(code(page)).toContainText('sudo ufw allow 5060/udp');
  await expect(page).not.toHaveURL(/rtp-first/);
});

test('tool tabs by keyboard: arrows, Home and End; the tool goes into the URL', async ({page}) => {
  await page.goto(PORTS);
  await hydrated(page);
  await tab(page, 'ufw').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'firewalld')).toBeFocused();
  await expect(tab(page, 'firewalld')).toHaveAttribute('aria-selected', 'true');
  await expect(code(page)).toContainText('firewall-cmd --permanent --add-port="5061/tcp"');
  await page.keyboard.press('End');
  await expect(tab(page, 'DigitalOcean')).toBeFocused();
  await expect(code(page)).toContainText(`doctl compute firewall create --name ${BRAND.slug}-firewall`);
  await expect(page).toHaveURL(/[?&]tool=doctl/);
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'ufw')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tab(page, 'DigitalOcean')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(tab(page, 'ufw')).toHaveAttribute('aria-selected', 'true');
  await expect(page).not.toHaveURL(/tool=/);
  // Tab leaves the tab list for the panel's content, not the next tab.
  await page.keyboard.press('Tab');
  await expect(tab(page, 'firewalld')).not.toBeFocused();
});

test('bad input: a clear message at the field, no commands until it is fixed', async ({page}) => {
  await page.goto(PORTS);
  await hydrated(page);
  const blocked = planner(page).getByTestId('planner-blocked');
  await type(page, 'SIP UDP ports', '70000');
  await expect(planner(page)).toContainText('70000 is not a port: ports go from 1 to 65535.');
  await expect(field(page, 'SIP UDP ports')).toHaveAttribute('aria-invalid', 'true');
  await expect(blocked).toBeVisible();
  await expect(code(page)).toHaveCount(0);
  await type(page, 'SIP UDP ports', '5060');
  await expect(blocked).toHaveCount(0);
  await expect(field(page, 'SIP UDP ports')).not.toHaveAttribute('aria-invalid', 'true');
  await type(page, 'First RTP port', '30000');
  await expect(planner(page)).toContainText('Enter both the first and the last port of the RTP range');
  await type(page, 'Last RTP port', '20000');
  await expect(planner(page)).toContainText('the first port (30000) must not be above the last (20000)');
  await type(page, 'First RTP port', '5000');
  await type(page, 'Last RTP port', '6000');
  await expect(planner(page)).toContainText('The RTP range contains the SIP UDP port 5060');
  await type(page, 'First RTP port', '');
  await type(page, 'Last RTP port', '');
  await type(page, /SIP trunk providers/, 'sip.provider.example 198.51.100.300');
  await expect(planner(page)).toContainText('“sip.provider.example” is a name, and firewalls filter by address');
  await expect(planner(page)).toContainText('“198.51.100.300” is not an IPv4 or IPv6 address or network');
  await type(page, /SIP trunk providers/, '');
  await type(page, /Admin network/, '192.168.1.5/24');
  await expect(planner(page)).toContainText('Did you mean 192.168.1.0/24?');
  await type(page, /Admin network/, '192.168.1.0/24');
  await type(page, 'HTTPS ports', '5061');
  await expect(planner(page)).toContainText('TCP port 5061 is already in “SIP TLS ports”');
  await type(page, 'HTTPS ports', '443');
  await expect(blocked).toHaveCount(0);
  await expect(code(page)).toContainText('from 192.168.1.0/24 to any port 22');
});

test('a shared URL with bad values shows them with their messages; German page, German messages', async ({page}) => {
  await page.goto(`/de${PORTS}?sip-udp=abc&rtp-first=9&tool=nope`);
  await hydrated(page);
  await expect(planner(page).getByLabel('SIP-UDP-Ports')).toHaveValue('abc');
  await expect(planner(page)).toContainText('„abc“ ist keine Portnummer.');
  await expect(planner(page)).toContainText('Geben Sie den ersten und den letzten Port des RTP-Bereichs ein');
  await expect(planner(page).getByRole('tab', {name: 'ufw', exact: true})).toHaveAttribute('aria-selected', 'true');
  await expect(planner(page).getByRole('heading', {name: 'Checkliste für NAT und SIP-ALG'})).toBeVisible();
  await expect(page.locator('article h1')).toBeVisible();
});

test('the product’s advice: a random SIP port, chosen with one button', async ({page}) => {
  await page.goto(PORTS);
  await hydrated(page);
  await planner(page).getByRole('button', {name: 'Choose a random SIP port'}).click();
  const port = Number(await field(page, 'SIP UDP ports').inputValue());
  expect(port).toBeGreaterThanOrEqual(10000);
  expect(port).toBeLessThan(60000);
  await expect(field(page, 'SIP TCP ports')).toHaveValue(String(port));
  await expect(code(page)).toContainText(`sudo ufw allow ${port}/udp`);
  await expect(planner(page).getByRole('button', {name: 'Choose a random SIP port'})).toHaveCount(0);
});

test('the code block’s copy button copies the commands', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`${PORTS}?tool=windows&rtp-first=20000&rtp-last=20999`);
  await hydrated(page);
  await expect(code(page)).toContainText('-LocalPort 20000-20999');
  const panel = planner(page).getByRole('tabpanel');
  await panel.hover();
  await panel.getByRole('button', {name: /copy/i}).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('New-NetFirewallRule');
  expect(copied).toContain('-LocalPort 20000-20999');
});

test('fits a phone: nothing wider than the screen', async ({page}) => {
  test.skip(!isMobile(page), 'phone width');
  await page.goto(`${PORTS}#planner`);
  await hydrated(page);
  await expect(planner(page)).toBeVisible();
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  const box = (await planner(page).boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(width);
});
