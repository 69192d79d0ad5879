import {describe, it, expect} from 'vitest';
import path from 'node:path';
import {
  buildRedirects,
  redirectProblems,
  redirectsForLocale,
  releaseDigits,
  RENAMED,
  RETIRED,
  type Redirect,
} from '../../src/data/redirects';
import {loadPagePlan} from '../../src/data/pagePlan';
import {allRedirects, existingSlugs, nginxMap, resolvedRedirects} from '../../src/plugins/redirects/load';
import {resolveBrand} from '../../brand';

const brand = resolveBrand();
const plan = loadPagePlan();
const slugOf = (s: string) => s.replaceAll('{product}', brand.slug);
const docsDir = path.resolve(__dirname, '../../docs');

/** The routes of the built site that redirects can lead to or collide with. */
function routesFor(existing: Set<string>): Set<string> {
  const docs = [...existing].map((s) => `/docs/${slugOf(s)}`);
  return new Set(['/', '/de/', '/search', '/de/search', '/blog', '/markdown-page', ...docs, ...docs.map((d) => `/de${d}`)]);
}

describe('legacy redirects', () => {
  it('a merged page answers at its own URL and its legacy forms with the page that took it in', () => {
    const existing = new Set(['{product}-pbx-documentation', 'ring-groups']);
    const merged = {'pickup-groups': {into: 'ring-groups'}, huntgroups_nowhere: {into: 'missing-page'}};
    const all = buildRedirects({plan, existing, slugOf, merged});
    const from = (f: string) => all.find((r) => r.from === f);
    expect(from('/docs/pickup-groups')?.to).toBe('/docs/ring-groups');
    expect(from('/pickup-groups.php')?.to).toBe('/docs/ring-groups');
    expect(from('/docs/de/pickup-groups')).toMatchObject({to: '/docs/ring-groups', toLocale: 'de'});
    expect(all.some((r) => r.to === '/docs/missing-page')).toBe(false);
    const de = redirectsForLocale(all, 'de');
    expect(de.find((r) => r.from === '/docs/pickup-groups')?.to).toBe('/docs/ring-groups');
    expect(de.some((r) => r.from.startsWith('/docs/en/'))).toBe(false);
    expect(redirectProblems(all, routesFor(existing))).toEqual([]);
  });

  it('release note digits', () => {
    expect(releaseDigits('release-notes-6-9')).toBe('69');
    expect(releaseDigits('release-notes-5-4-1')).toBe('541');
    expect(releaseDigits('release-notes')).toBeNull();
  });

  it('covers every family for every existing page, and nothing for missing pages', () => {
    const existing = new Set(['{product}-pbx-documentation', 'admin-ports', 'release-notes-5-3', 'release-notes']);
    const all = buildRedirects({plan, existing, slugOf});
    const from = (f: string) => all.find((r) => r.from === f);
    expect(from('/admin-ports')?.to).toBe('/docs/admin-ports');
    expect(from('/admin_ports')?.to).toBe('/docs/admin-ports');
    expect(from('/admin-ports.php')?.to).toBe('/docs/admin-ports');
    expect(from('/documentation/admin-ports.php')?.to).toBe('/docs/admin-ports');
    expect(from('/v1/docs/en/admin-ports')?.to).toBe('/docs/admin-ports');
    expect(from('/docs/de/admin-ports')).toMatchObject({to: '/docs/admin-ports', toLocale: 'de'});
    expect(from('/doc/releasenotes53')?.to).toBe('/docs/release-notes-5-3');
    // 5.4.1 has no page of its own: its old address leads to the release-notes hub.
    expect(from('/doc/releasenotes541')?.to).toBe('/docs/release-notes');
    expect(from('/v1/de')?.to).toBe('/');
    expect(from('/docs/search')?.to).toBe('/search');
    expect(from('/debug_commands')?.to).toBe('/docs/heron-pbx-documentation');
    expect(from('/huntgroups')).toBeUndefined(); // ring-groups does not exist yet
    expect(redirectProblems(all, routesFor(existing))).toEqual([]);
  });

  it('finds duplicates, chains, loops, shadowed pages and missing targets', () => {
    const r = (from: string, to: string): Redirect => ({from, to, toLocale: 'en', family: 'renamed'});
    const problems = redirectProblems(
      [r('/a', '/docs/x'), r('/a', '/docs/x'), r('/b', '/a'), r('/c', '/c'), r('/docs/x', '/docs/y'), r('/d', '/docs/none')],
      new Set(['/docs/x', '/docs/y']),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        'duplicate source /a',
        'chain: /b → /a → /docs/x',
        'loop: /c redirects to itself',
        '/docs/x is a real page; a redirect must not shadow it',
        '/d leads to /docs/none, which is no page of the site',
      ]),
    );
  });

  it('the real list: no duplicates, chains or shadowed pages; every target exists', () => {
    const existing = existingSlugs(docsDir);
    const all = allRedirects(brand, docsDir);
    expect(all.length).toBeGreaterThan(7 * existing.size);
    expect(redirectProblems(all, routesFor(existing))).toEqual([]);
  });

  it('renamed and retired tables point into the plan and collide with no planned slug', () => {
    const slugs = new Set(plan.map((p) => p.slug));
    for (const target of Object.values(RENAMED)) expect(slugs).toContain(target);
    for (const old of Object.keys(RENAMED)) expect(slugs).not.toContain(old);
    for (const from of RETIRED) expect(slugs).not.toContain(from.slice(1));
  });

  it('German builds get the /de forms; cross-locale forms stay in the English build', () => {
    const all = allRedirects(brand, docsDir);
    const de = resolvedRedirects(all, 'de');
    expect(de.find((r) => r.from === '/de/admin_ports')?.to).toBe('/de/docs/admin-ports');
    expect(de.some((r) => r.from.startsWith('/de/docs/de/'))).toBe(false);
    const en = resolvedRedirects(all, 'en');
    expect(en.find((r) => r.from === '/docs/de/login')?.to).toBe('/de/docs/login');
    expect(redirectsForLocale(all, 'de').length).toBeLessThan(all.length);
    expect(nginxMap(en.slice(0, 1))).toBe(
      '"/heron-pbx-documentation" "/docs/heron-pbx-documentation";\n"/heron-pbx-documentation/" "/docs/heron-pbx-documentation";\n',
    );
  });
});
