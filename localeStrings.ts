/**
 * The strings of the site configuration that differ per locale (tagline, announcement bar …)
 * live in `locale-strings.json`; this helper reads them for the locale being built.
 * Navbar, footer and theme strings are translated through `i18n/<locale>/*.json` instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Brand} from './brand';

export type LocaleStrings = {
  siteTitle: string;
  tagline: string;
  announcement: string;
  versionDropdownReleaseNotes: string;
  copyright: string;
};
export type SiteLocale = 'en' | 'de';

const strings = JSON.parse(fs.readFileSync(path.join(__dirname, 'locale-strings.json'), 'utf8')) as Record<SiteLocale, LocaleStrings>;

export const LOCALES = Object.keys(strings) as SiteLocale[];

export function isSiteLocale(locale: string): locale is SiteLocale {
  return (LOCALES as string[]).includes(locale);
}

/** Every string for `locale`, with `{product}`, `{company}` and `{base}` filled in. */
export function localeStrings(locale: string, brand: Brand, baseUrl: string): LocaleStrings {
  if (!isSiteLocale(locale)) throw new Error(`locale-strings.json has no strings for locale "${locale}"`);
  const fill = (s: string) => s.replaceAll('{product}', brand.name).replaceAll('{company}', brand.company).replaceAll('{base}', baseUrl);
  return Object.fromEntries(Object.entries(strings[locale]).map(([key, value]) => [key, fill(value)])) as LocaleStrings;
}
