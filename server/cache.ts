/**
 * How long browsers and caches keep each response, for our Node server, nginx and the
 * `_headers` file of static hosts: one definition, so all three send the same.
 *
 * Files under `/assets/` (and each locale's `/<locale>/assets/`) have a content hash in their
 * name and never change: a year, immutable. Everything else (pages, the search indexes, whose
 * URLs carry their hash only as a query, images, redirects, not-found pages) is revalidated on
 * every use; the ETag makes that a 304 when nothing changed.
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, must-revalidate';

/** The hashed assets: `/assets/…` and `/de/assets/…`. */
export function isHashedAsset(pathname: string, localePrefixes: readonly string[]): boolean {
  return ['', ...localePrefixes.map((p) => `/${p}`)].some((prefix) => pathname.startsWith(`${prefix}/assets/`));
}

export function cacheControl(pathname: string, localePrefixes: readonly string[]): string {
  return isHashedAsset(pathname, localePrefixes) ? IMMUTABLE : REVALIDATE;
}
