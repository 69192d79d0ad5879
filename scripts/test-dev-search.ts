/**
 * `npm run test:dev-search`: the search works under `docusaurus start` too. Starts the dev
 * server, waits for the first compilation, fetches the index files, then types a query into
 * the navbar box in headless Chromium and waits for suggestions.
 */
import {spawn} from 'node:child_process';
import path from 'node:path';
import {chromium} from 'playwright-core';

const PORT = Number(process.env.DEV_SEARCH_PORT ?? 4288);
const BASE = `http://127.0.0.1:${PORT}`;
const TIMEOUT_MS = 5 * 60_000;
const siteDir = path.resolve(__dirname, '..');

async function poll<T>(what: string, fn: () => Promise<T | undefined>): Promise<T> {
  const until = Date.now() + TIMEOUT_MS;
  for (;;) {
    const value = await fn().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`test:dev-search: timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

async function main(): Promise<void> {
  const child = spawn(
    path.join(siteDir, 'node_modules', '.bin', 'docusaurus'),
    ['start', '--no-open', '--host', '127.0.0.1', '--port', String(PORT)],
    {
      cwd: siteDir,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  let log = '';
  child.stdout.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr.on('data', (d: Buffer) => (log += d.toString()));
  const stop = () => {
    try {
      process.kill(-(child.pid ?? 0), 'SIGTERM');
    } catch {
      // already gone
    }
  };
  try {
    // The dev server answers with the page once the first compilation is done.
    await poll('the dev server', async () => {
      const response = await fetch(`${BASE}/docs/login`);
      return response.ok ? true : undefined;
    });
    for (const context of ['admin', 'softphone']) {
      // The entry of the context's sharded index, and its first shard.
      const entry = await poll(`search-index-${context}.json`, async () => {
        const response = await fetch(`${BASE}/search-index-${context}.json`);
        return response.ok ? ((await response.json()) as {n: number; s: string[]; h: string}) : undefined;
      });
      if (entry.n === 0 || entry.s.length === 0) throw new Error(`test:dev-search: search-index-${context}.json is empty`);
      const shard = (await (await fetch(`${BASE}/search-index-${context}/0.json?_=${entry.h}`)).json()) as unknown[];
      if (shard.length === 0) throw new Error(`test:dev-search: search-index-${context}/0.json is empty`);
      console.log(
        `test:dev-search: search-index-${context}: ${entry.n} sections in ${entry.s.length} shards, ${shard.length} terms in the first`,
      );
    }
    const browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox']});
    try {
      const page = await browser.newPage();
      await page.goto(`${BASE}/docs/login`);
      const box = page.getByRole('combobox');
      await box.click();
      await box.fill('trunk');
      const first = page.getByRole('listbox').getByRole('option').first();
      await first.waitFor({timeout: 60_000});
      console.log(`test:dev-search: "trunk" suggests ${await first.getAttribute('href')}`);
    } finally {
      await browser.close();
    }
  } catch (error) {
    console.error(log.slice(-3000));
    throw error;
  } finally {
    stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
