/**
 * The brand: the product's name, slug, company, links and colours.
 *
 * This is the only place they live. Pages write `{product}`; the build replaces it with
 * `brand.name` in prose and `brand.slug` in URLs, slugs and code (see src/plugins/brand).
 *
 * A reseller rebuilds the whole site under another name with
 *   BRAND_FILE=path/to/brand.json npm run build
 * where the JSON file has at least `name` and `slug`. Every other field falls back to the
 * default below, which is written in terms of `{name}` and `{slug}` so that a partial brand
 * file leaves no trace of the default brand anywhere.
 */
import fs from 'node:fs';
import path from 'node:path';

export type BrandLinks = {
  forum: string;
  customerPortal: string;
  apiDocs: string;
  /** The ticket system: where a customer opens a support ticket. */
  supportDesk: string;
  /** The service status page (outages, maintenance). */
  statusPage: string;
  android: string;
  ios: string;
  windows: string;
  macos: string;
  about: string;
  privacy: string;
  contact: string;
  linkedin: string;
  x: string;
  youtube: string;
};

export type BrandColors = {
  /** Primary colour in light mode (links, buttons, active items). */
  primary: string;
  /** Primary colour in dark mode; must reach 4.5:1 against the dark background. */
  primaryDark: string;
};

/**
 * An AI assistant the "Copy page" menu can open a doc page in. `url` is a template whose
 * `{prompt}` is replaced by the URL-encoded prompt (which links the page's Markdown).
 */
export type Assistant = {name: string; url: string};

export type Brand = {
  /** The product's name as it appears in prose, e.g. "Heron". */
  name: string;
  /** The lower-case URL slug, e.g. "heron" (`/docs/heron-pbx-documentation`). */
  slug: string;
  /** The company that makes the product. */
  company: string;
  /** The documentation site's public URL, without a trailing slash. */
  url: string;
  /** Site logo, relative to `static/`. */
  logo: string;
  /** Image for link previews (OpenGraph, X), 1200 × 630, relative to `static/`. */
  socialCard: string;
  colors: BrandColors;
  links: BrandLinks;
  /** Assistants offered by the "Copy page" menu of every doc page; empty: none offered. */
  assistants: Assistant[];
};

/** What a brand file may contain: `name` and `slug` are required, the rest is optional. */
export type BrandFile = Pick<Brand, 'name' | 'slug'> &
  Partial<Omit<Brand, 'name' | 'slug' | 'colors' | 'links'>> & {
    colors?: Partial<BrandColors>;
    links?: Partial<BrandLinks>;
  };

/**
 * The default brand. `{name}` and `{slug}` inside a value are filled in from the brand in use,
 * so a brand file that only gives a name and a slug gets matching URLs.
 */
export const defaultBrand: Brand = {
  name: 'Heron',
  slug: 'heron',
  company: '{name} Communications',
  url: 'https://docs.{slug}.example',
  logo: 'img/logo.svg',
  socialCard: 'img/social-card.png',
  colors: {primary: '#0b6e8a', primaryDark: '#5cc4dd'},
  links: {
    forum: 'https://forum.{slug}.example/',
    customerPortal: 'https://portal.{slug}.example/',
    apiDocs: 'https://api.{slug}.example/docs/',
    supportDesk: 'https://support.{slug}.example/',
    statusPage: 'https://status.{slug}.example/',
    android: 'https://play.google.com/store/apps/details?id=example.{slug}.app',
    ios: 'https://apps.apple.com/app/{slug}-app/id0000000000',
    windows: 'https://www.{slug}.example/download/windows',
    macos: 'https://www.{slug}.example/download/macos',
    about: 'https://www.{slug}.example/about',
    privacy: 'https://www.{slug}.example/privacy',
    contact: 'https://www.{slug}.example/contact',
    linkedin: 'https://www.linkedin.com/company/{slug}-example',
    x: 'https://x.com/{slug}_example',
    youtube: 'https://www.youtube.com/@{slug}-example',
  },
  assistants: [
    {name: 'ChatGPT', url: 'https://chatgpt.com/?q={prompt}'},
    {name: 'Claude', url: 'https://claude.ai/new?q={prompt}'},
  ],
};

const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Thrown for a brand file that cannot be used; the message says what to fix. */
export class BrandError extends Error {}

function fill(value: string, name: string, slug: string): string {
  return value.replaceAll('{name}', name).replaceAll('{slug}', slug);
}

/** Merges a brand file over the default brand and validates the result. */
export function resolveBrand(file?: Partial<BrandFile>, source = 'brand file'): Brand {
  if (!file) return resolveBrand(defaultBrand, 'default brand');
  const {name, slug} = file;
  if (typeof name !== 'string' || name.trim() === '') {
    throw new BrandError(`${source}: "name" must be a non-empty string`);
  }
  if (typeof slug !== 'string' || !SLUG_RE.test(slug)) {
    throw new BrandError(`${source}: "slug" must be lower-case letters, digits and single hyphens (got ${JSON.stringify(slug)})`);
  }
  const merged: Brand = {
    ...defaultBrand,
    ...file,
    name,
    slug,
    colors: {...defaultBrand.colors, ...file.colors},
    links: {...defaultBrand.links, ...file.links},
  } as Brand;
  const assistants = merged.assistants ?? defaultBrand.assistants;
  if (
    !Array.isArray(assistants) ||
    !assistants.every((a) => typeof a?.name === 'string' && a.name.trim() !== '' && /^https:\/\/[^\s]*\{prompt\}/.test(a.url ?? ''))
  ) {
    throw new BrandError(`${source}: "assistants" must be a list of {"name", "url"} with an https URL that contains {prompt}`);
  }
  const links = Object.fromEntries(Object.entries(merged.links).map(([k, v]) => [k, fill(v, name, slug)])) as BrandLinks;
  return {
    ...merged,
    company: fill(merged.company, name, slug),
    url: fill(merged.url, name, slug).replace(/\/+$/, ''),
    links,
    assistants: assistants.map((a) => ({name: fill(a.name, name, slug), url: fill(a.url, name, slug)})),
  };
}

/** Reads the brand named by `BRAND_FILE` (a JSON file), or the default brand. */
export function loadBrand(brandFile = process.env.BRAND_FILE): Brand {
  if (!brandFile) return resolveBrand();
  const file = path.resolve(brandFile);
  let raw: string;
  try {
    raw = fs.readFileSync(file, 'utf8');
  } catch (err) {
    throw new BrandError(`BRAND_FILE: cannot read ${file}: ${(err as Error).message}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (err) {
    throw new BrandError(`BRAND_FILE: ${file} is not valid JSON: ${(err as Error).message}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new BrandError(`BRAND_FILE: ${file} must contain a JSON object`);
  }
  return resolveBrand(parsed as Partial<BrandFile>, file);
}

// The placeholder and its substitution, without Node's modules, so that components can use them.
export {PLACEHOLDER, brandName, brandSlug} from './brandText';
