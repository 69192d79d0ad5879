/** Every page type works under the Content-Security-Policy our servers send. */
import {test, expect} from '@playwright/test';
import {BRAND, drawnDiagram, hydrated} from './site';

const PAGES = [
  '/',
  '/de/',
  `/docs/${BRAND.slug}-pbx-documentation`,
  '/docs/admin-nat', // Mermaid diagram
  '/de/docs/call-queues', // Mermaid diagram
  '/docs/install-debian', // generated firewall rules
  `/docs/${BRAND.slug}ports`,
  '/blog/mdx-blog-post', // interactive component
  '/search?q=trunk',
  '/no/such/page',
];

test('the CSP is sent, and no page violates it', async ({page, request}) => {
  const res = await request.get('/docs/login');
  const csp = res.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).not.toContain('unsafe-eval');
  await page.addInitScript(() => {
    (window as unknown as {violations: string[]}).violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as {violations: string[]}).violations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text())) errors.push(msg.text());
  });
  for (const path of PAGES) {
    await page.goto(path);
    await hydrated(page);
    if (path.includes('nat') || path.includes('call-queues')) {
      await drawnDiagram(page);
    }
    const violations = await page.evaluate(() => (window as unknown as {violations: string[]}).violations);
    expect(violations, path).toEqual([]);
  }
  expect(errors).toEqual([]);
});
