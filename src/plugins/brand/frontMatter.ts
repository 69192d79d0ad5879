/**
 * Front matter: `{product}` becomes the brand's slug in `slug` and the brand's name in every
 * other string (title, description, sidebar_label, keywords, …). Used as the site's
 * `markdown.parseFrontMatter` hook, so it applies to docs, blog posts and pages alike.
 */
import type {Brand} from '../../../brand';
import {brandName, brandSlug} from '../../../brand';

const SLUG_KEYS = new Set(['slug', 'id', 'permalink', 'href', 'to']);

function substitute(value: unknown, brand: Brand, key?: string): unknown {
  if (typeof value === 'string') {
    return key && SLUG_KEYS.has(key) ? brandSlug(value, brand) : brandName(value, brand);
  }
  if (Array.isArray(value)) return value.map((v) => substitute(v, brand, key));
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, substitute(v, brand, k)]));
  }
  return value;
}

export function brandFrontMatter<T extends Record<string, unknown>>(frontMatter: T, brand: Brand): T {
  return substitute(frontMatter, brand) as T;
}

/** Also used for the sidebars' category labels and generated-index slugs and permalinks. */
export {substitute as brandDeep};
