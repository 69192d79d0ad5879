/**
 * Legacy URLs of the old documentation, and where they lead now: the only source of the
 * redirects. The client redirect pages (plugin-client-redirects), the production server's 301s
 * and the nginx map are all generated from `buildRedirects`.
 *
 * Most redirects follow from the page plan: every page that exists gets its old top-level,
 * `.php`, `/documentation/…php`, `/v1/…` and `/docs/en|de/…` forms, so adding a page adds its
 * legacy URLs without a hand edit. Only renamed and retired pages are listed here by hand.
 */
import type {PlannedPage} from './pagePlan';
import {MERGED} from './planChanges';

export type Locale = 'en' | 'de';

export type Redirect = {
  /** Old path, without the locale prefix (`/admin_ports`). */
  from: string;
  /** New path, without the locale prefix (`/docs/admin-ports`). */
  to: string;
  /** The locale of the page `to` leads to. */
  toLocale: Locale;
  family: RedirectFamily;
};

export type RedirectFamily =
  | 'top-level'
  | 'renamed'
  | 'merged'
  | 'php'
  | 'documentation-php'
  | 'release-notes'
  | 'v1'
  | 'docs-en'
  | 'docs-de'
  | 'old-home'
  | 'retired'
  | 'search';

/** Pages the old site had under another name: old name → current slug (with `{product}`). */
export const RENAMED: Readonly<Record<string, string>> = {
  admin_ports: 'admin-ports',
  admin_settings: 'admin-settings',
  admin_security: 'admin-security',
  admin_logging: 'admin-logging',
  admin_certificates: 'admin-certs',
  letsencrypt: 'admin-lets-encrypt',
  software_update: 'admin-software-update',
  domain_overview: 'tenant-overview',
  domains: 'tenant-overview',
  agentgroups: 'call-queues',
  huntgroups: 'ring-groups',
  autoattendants: 'auto-attendants',
  confrooms: 'conference-rooms',
  ivrnodes: 'ivr-nodes',
  third_party: 'crm-integration',
  starcodes: 'star-codes',
  trunks: 'trunk-overview',
  dialplans: 'dial-plans',
  releasenotes: 'release-notes',
  install_linux: 'install-debian',
  install_windows: 'install-windows',
  firstlogin: 'login',
  requirements: 'install-requirements',
};

/** Retired pages of the old site: they lead to the documentation landing page. */
export const RETIRED: readonly string[] = [
  '/translations',
  '/admin_translations',
  '/translation_admin',
  '/debug_commands',
  '/debugcommands',
  '/author/admin',
  '/author/support',
  '/authors',
  '/tag/pbx',
  '/tag/sip',
  '/tag/howto',
  '/tags',
];

export const LANDING_SLUG = '{product}-pbx-documentation';

/** `release-notes-5-4-1` → `541` (the old `/doc/releasenotesNNN` form). */
export function releaseDigits(slug: string): string | null {
  const m = /^release-notes-(\d+(?:-\d+)*)$/.exec(slug);
  return m ? m[1]!.replaceAll('-', '') : null;
}

export type BuildInput = {
  plan: readonly PlannedPage[];
  /** Slugs (with `{product}`) of the pages that exist in the build. */
  existing: ReadonlySet<string>;
  /** Turns `{product}` into the brand's slug. */
  slugOf: (slug: string) => string;
  /** Planned pages merged into a neighbour (default: src/data/planChanges.ts). */
  merged?: Readonly<Record<string, {into: string}>>;
};

/** Every redirect, for both locales. German pages are reached by `toLocale: 'de'`. */
export function buildRedirects({plan, existing, slugOf, merged = MERGED}: BuildInput): Redirect[] {
  const out: Redirect[] = [];
  const add = (family: RedirectFamily, from: string, to: string, toLocale: Locale = 'en') => out.push({from, to, toLocale, family});
  const live = plan.filter((p) => existing.has(p.slug));
  for (const page of live) {
    const slug = slugOf(page.slug);
    const to = `/docs/${slug}`;
    add('top-level', `/${slug}`, to);
    add('php', `/${slug}.php`, to);
    add('documentation-php', `/documentation/${slug}.php`, to);
    add('v1', `/v1/${slug}`, to);
    add('v1', `/v1/docs/en/${slug}`, to);
    add('docs-en', `/docs/en/${slug}`, to);
    add('docs-de', `/docs/de/${slug}`, to, 'de');
    const digits = releaseDigits(page.slug);
    if (digits) add('release-notes', `/doc/releasenotes${digits}`, to);
  }
  for (const [old, renamedTo] of Object.entries(RENAMED)) {
    const slug = merged[renamedTo]?.into ?? renamedTo;
    if (!existing.has(slug)) continue;
    const to = `/docs/${slugOf(slug)}`;
    add('renamed', `/${old}`, to);
    add('renamed', `/${old}.php`, to);
    add('renamed', `/documentation/${old}.php`, to);
    add('renamed', `/v1/${old}`, to);
  }
  // A planned page merged into a neighbour keeps its URL and its legacy forms.
  for (const [old, {into}] of Object.entries(merged)) {
    if (!existing.has(into)) continue;
    const from = slugOf(old);
    const to = `/docs/${slugOf(into)}`;
    for (const path of [`/docs/${from}`, `/${from}`, `/${from}.php`, `/documentation/${from}.php`, `/v1/${from}`]) add('merged', path, to);
    add('v1', `/v1/docs/en/${from}`, to);
    add('docs-en', `/docs/en/${from}`, to);
    add('docs-de', `/docs/de/${from}`, to, 'de');
    const digits = releaseDigits(old);
    if (digits) add('release-notes', `/doc/releasenotes${digits}`, to);
  }
  if (existing.has(LANDING_SLUG)) {
    for (const from of RETIRED) add('retired', from, `/docs/${slugOf(LANDING_SLUG)}`);
  }
  add('old-home', '/v1/de', '/');
  add('search', '/docs/search', '/search');
  return out;
}

/** The redirects a locale's build writes: German targets come from the English build's
 * `/docs/de/…` pages only; every other family exists under both locales. */
export function redirectsForLocale(all: readonly Redirect[], locale: Locale): Redirect[] {
  if (locale === 'en') return [...all];
  return all.filter(
    (r) => r.family !== 'docs-de' && r.family !== 'docs-en' && r.family !== 'old-home' && !r.from.startsWith('/v1/docs/en/'),
  );
}

/** Problems that would make the redirects wrong: duplicates, chains, loops, shadowed routes. */
export function redirectProblems(all: readonly Redirect[], routes: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const seen = new Map<string, Redirect>();
  for (const r of all) {
    if (seen.has(r.from)) problems.push(`duplicate source ${r.from}`);
    seen.set(r.from, r);
    if (r.from === r.to) problems.push(`loop: ${r.from} redirects to itself`);
    if (routes.has(r.from)) problems.push(`${r.from} is a real page; a redirect must not shadow it`);
  }
  for (const r of all) {
    if (r.toLocale === 'en' && seen.has(r.to)) problems.push(`chain: ${r.from} → ${r.to} → ${seen.get(r.to)!.to}`);
    const target = r.toLocale === 'de' ? (r.to === '/' ? '/de/' : `/de${r.to}`) : r.to;
    if (!routes.has(target)) problems.push(`${r.from} leads to ${target}, which is no page of the site`);
  }
  return problems;
}
