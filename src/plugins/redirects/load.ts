/**
 * Node side of the redirects: which planned pages exist (from the docs' front matter) and the
 * redirects for a locale as full paths, as the server, nginx and the client pages need them.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type {Brand} from '../../../brand';
import {brandSlug} from '../../../brand';
import {loadPagePlan} from '../../data/pagePlan';
import {buildRedirects, redirectsForLocale, type Locale, type Redirect} from '../../data/redirects';

export type ResolvedRedirect = {from: string; to: string; family: Redirect['family']};

/** Slugs (with `{product}`) of the English doc pages that exist. */
export function existingSlugs(docsDir: string): Set<string> {
  const slugs = new Set<string>();
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else if (/\.mdx?$/.test(e.name)) {
        const slug = matter(fs.readFileSync(full, 'utf8')).data.slug;
        if (typeof slug === 'string') slugs.add(slug.replace(/^\//, ''));
      }
    }
  };
  walk(docsDir);
  return slugs;
}

export function allRedirects(brand: Brand, docsDir: string): Redirect[] {
  return buildRedirects({
    plan: loadPagePlan(),
    existing: existingSlugs(docsDir),
    slugOf: (slug) => brandSlug(slug, brand),
  });
}

/** The redirects of one locale's build, as full paths (German ones under `/de`). */
export function resolvedRedirects(all: readonly Redirect[], locale: Locale): ResolvedRedirect[] {
  const prefix = locale === 'en' ? '' : `/${locale}`;
  const localise = (p: string, loc: Locale) => (loc === 'en' ? p : p === '/' ? `/${loc}/` : `/${loc}${p}`);
  return redirectsForLocale(all, locale).map((r) => ({
    from: `${prefix}${r.from}`,
    to: locale === 'en' ? localise(r.to, r.toLocale) : localise(r.to, locale),
    family: r.family,
  }));
}

/**
 * An nginx `map` body for `map $uri $legacy_redirect { … }`: exact entries (a hash lookup),
 * each old path with and without a trailing slash.
 */
export function nginxMap(redirects: readonly ResolvedRedirect[]): string {
  const quote = (s: string) => `"${s.replace(/["\\]/g, '\\$&')}"`;
  return `${redirects.flatMap((r) => [`${quote(r.from)} ${quote(r.to)};`, `${quote(`${r.from}/`)} ${quote(r.to)};`]).join('\n')}\n`;
}
