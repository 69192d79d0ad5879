/**
 * The URL of an index file: under the locale's base URL, same origin only. A version or
 * base URL that would make the browser fetch the index from another origin is refused.
 */
export function indexUrl(baseUrl: string, file: string, pageHref: string): string {
  const url = new URL(`${baseUrl.replace(/\/?$/, '/')}${file}`, pageHref);
  if (url.origin !== new URL(pageHref).origin) throw new Error('Unexpected version url');
  return url.href;
}
