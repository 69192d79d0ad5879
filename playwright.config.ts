/**
 * Browser tests against the production build, served by our own server (server/serve.ts).
 * Chromium: Debian's /usr/bin/chromium, or Playwright's own browser where one is installed.
 */
import fs from 'node:fs';
import {defineConfig, devices, chromium} from '@playwright/test';
import {systemChromium} from './scripts/chromium';

const PORT = Number(process.env.E2E_PORT ?? 4173);

function chromiumPath(): string | undefined {
  const system = systemChromium();
  if (system) return system;
  try {
    const own = chromium.executablePath();
    if (own && fs.existsSync(own)) return undefined; // Playwright finds its own browser.
  } catch {
    // fall through to the message below
  }
  throw new Error(
    'No Chromium found for the browser tests. Install Debian\'s chromium ("apt-get install chromium"), ' +
      'set CHROMIUM_PATH to a Chromium binary, or install Playwright\'s browser ("npx playwright install chromium").',
  );
}

/**
 * The specs whose behaviour depends on the phone layout (the mobile menu, the search box on a
 * phone, colour contrast at that width, …). Everything else (status codes, redirects, head
 * tags, the CSP, print, start-up work, tools that set their own viewport) runs once, in the
 * desktop project.
 */
const PHONE_SPECS = ['a11y', 'mobile', 'keyboard', 'locale', 'shell', 'search', 'planner', 'ai-pages', 'page-footer'].map(
  (name) => `**/${name}.spec.ts`,
);

const launchOptions = {
  executablePath: chromiumPath(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // Generous budgets: these tests assert behaviour, not speed (the benchmarks measure that), and
  // a loaded machine can take seconds to start a page.
  timeout: 60_000,
  expect: {timeout: 10_000},
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions,
    trace: 'off',
    // A service worker that controls a page answers requests a spec's routes mean to
    // intercept (Playwright's routes do not see them). Only tests/e2e/offline.spec.ts allows them.
    serviceWorkers: 'block',
  },
  projects: [
    {name: 'desktop', use: {...devices['Desktop Chrome'], viewport: {width: 1280, height: 800}, launchOptions}},
    {
      name: 'mobile',
      use: {...devices['Pixel 7'], viewport: {width: 412, height: 915}, launchOptions},
      testMatch: PHONE_SPECS,
    },
  ],
  webServer: {
    command: `node --import tsx server/serve.ts`,
    env: {PORT: String(PORT), BUILD_DIR: process.env.E2E_BUILD_DIR ?? 'build'},
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
