/** The saved guides' cache names and keys: pure functions, shared by the worker and its tests. */

/**
 * A file of a guide: its path on the site and a hash of its content; no hash for the hashed
 * assets, whose path changes with their content.
 */
export type GuideEntry = {url: string; revision?: string};

/** Each language's saved guide is the cache `offline-guide-<locale>`. */
export const GUIDE_CACHE_PREFIX = 'offline-guide-';

/** The cache key of a file in a build's revision: a new revision is a new key. */
export function guideKey({url, revision}: GuideEntry): string {
  return revision ? `${url}?rev=${revision}` : url;
}

/**
 * The guide's paths a request's path may mean, most likely first: a page is listed without
 * its trailing slash (`/docs/login`), a language's home page with it (`/de/`).
 */
export function lookupPaths(pathname: string): string[] {
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // not valid percent-encoding: look it up as written
  }
  const paths = [pathname, decoded];
  for (const p of [pathname, decoded]) {
    if (p.length > 1 && p.endsWith('/')) paths.push(p.slice(0, -1));
    else if (!/\.[a-z0-9]+$/i.test(p)) paths.push(`${p}/`);
  }
  return [...new Set(paths)];
}
