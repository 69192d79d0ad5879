/**
 * The production server's request handler: serves the static build with sirv.
 *
 * - `/path.html` and `/path/index.html` answer 301 with the clean path (query kept);
 * - legacy URLs answer 301 with their new location (query kept), from the `.redirects.json`
 *   files the build writes for each locale (src/data/redirects.ts);
 * - unknown paths get the locale's not-found page with status 404;
 * - hashed assets under `/assets/` are cached for a year, everything else revalidates
 *   (server/cache.ts);
 * - no redirect leaves the site: a path that starts with several slashes or backslashes
 *   (`//evil.example/x.html`, `/\\evil.example`) is read as the single-slash path it names;
 * - every response carries the security headers the build computed (`.headers.json`, see
 *   server/headers.ts), and precompressed `.br`/`.gz` files are sent where the client takes them.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {IncomingMessage, ServerResponse} from 'node:http';
import sirv from 'sirv';
import {cacheControl, REVALIDATE} from './cache';

export type AppOptions = {
  /** The build directory (`build/`). */
  root: string;
  /** Locale path prefixes other than the default (`['de']`). */
  localePrefixes?: string[];
};

/**
 * `/docs/login.html` → `/docs/login`, `/docs/index.html` → `/docs`; null when already clean.
 * Read on the path as the client wrote it (as nginx's rule reads `$request_uri`).
 */
export function cleanHtmlPath(pathname: string): string | null {
  const m = /^(.*?)(?:\/index)?\.html$/.exec(pathname);
  if (!m) return null;
  return m[1] === '' ? '/' : m[1]!;
}

/** The request target split into its path (leading slashes and backslashes collapsed to one
 * slash: a browser reads `//host/…` and `/\\host/…` as another site) and its query. */
export function splitTarget(target: string | undefined): {path: string; query: string} {
  const raw = target ?? '/';
  const q = raw.indexOf('?');
  const pathPart = q < 0 ? raw : raw.slice(0, q);
  return {path: pathPart.replace(/^[/\\]*/, '/'), query: q < 0 ? '' : raw.slice(q)};
}

/** The request as a URL (dot segments resolved; other backslashes kept as `%5C`). */
export function requestUrl(target: string | undefined): URL {
  const {path: p, query} = splitTarget(target);
  return new URL(`${p.replace(/\\/g, '%5C')}${query}`, 'http://localhost');
}

/** A Location for a path of this site: always one leading slash, never `//` or `/\\`. */
export function sameSiteLocation(pathAndQuery: string): string {
  return `/${pathAndQuery.replace(/^[/\\]+/, '')}`;
}

/** True when the path, percent-decoded, climbs above the site's root (`/../etc`): 400, as nginx answers. */
export function escapesRoot(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // not valid percent-encoding: read it as written
  }
  let depth = 0;
  for (const segment of decoded.split('/').slice(1)) {
    if (segment === '..') depth -= 1;
    else if (segment !== '.' && segment !== '') depth += 1;
    if (depth < 0) return true;
  }
  return false;
}

/** The legacy redirects of every locale's build: old path → new path. */
export function loadRedirects(root: string, localePrefixes: string[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const dir of ['', ...localePrefixes]) {
    const file = path.join(root, dir, '.redirects.json');
    if (!fs.existsSync(file)) continue;
    for (const {from, to} of JSON.parse(fs.readFileSync(file, 'utf8')) as Array<{from: string; to: string}>) {
      map.set(from, to);
    }
  }
  return map;
}

/** The security headers the build computed, or none for a build without them. */
export function loadHeaders(root: string): Record<string, string> {
  const file = path.join(root, '.headers.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>) : {};
}

export function createApp({root, localePrefixes = ['de']}: AppOptions) {
  const redirects = loadRedirects(root, localePrefixes);
  const headers = loadHeaders(root);
  const serveStatic = sirv(root, {
    dev: false,
    etag: true,
    gzip: true,
    brotli: true,
    extensions: ['html'],
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControl(pathname, localePrefixes));
      // sirv names a charset for HTML only; browsers read Markdown and text without one as windows-1252.
      const text = /\.(md|txt)$/.exec(pathname);
      if (text) res.setHeader('Content-Type', `${text[1] === 'md' ? 'text/markdown' : 'text/plain'}; charset=utf-8`);
    },
  });

  const notFoundPage = (pathname: string): string => {
    const prefix = localePrefixes.find((p) => pathname === `/${p}` || pathname.startsWith(`/${p}/`));
    return path.join(root, prefix ?? '', '404.html');
  };

  return function handle(req: IncomingMessage, res: ServerResponse): void {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    const target = splitTarget(req.url);
    const url = requestUrl(req.url);
    const redirect = (location: string) => {
      res.statusCode = 301;
      res.setHeader('Location', sameSiteLocation(location));
      res.setHeader('Cache-Control', REVALIDATE);
      res.end();
    };
    res.setHeader('Cache-Control', REVALIDATE);
    if (escapesRoot(target.path)) {
      res.statusCode = 400;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end('Bad request\n');
      return;
    }
    const clean = cleanHtmlPath(target.path);
    if (clean !== null) return redirect(`${clean}${target.query}`);
    const legacy = redirects.get(url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname);
    if (legacy) return redirect(`${legacy}${url.search}`);
    // sirv reads the request's own URL: give it the collapsed one.
    req.url = `${url.pathname}${url.search}`;
    serveStatic(req, res, () => {
      // The locale's not-found page, precompressed where the client takes it (as nginx sends it).
      const page = notFoundPage(url.pathname);
      const accepts = String(req.headers['accept-encoding'] ?? '');
      const encoding = [
        ['br', '.br'],
        ['gzip', '.gz'],
      ].find(([name, ext]) => accepts.includes(name!) && fs.existsSync(page + ext));
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Vary', 'Accept-Encoding');
      if (encoding) res.setHeader('Content-Encoding', encoding[0]!);
      if (req.method === 'HEAD') {
        res.end();
        return;
      }
      fs.createReadStream(encoding ? page + encoding[1] : page)
        .on('error', () => res.end('Not found'))
        .pipe(res);
    });
  };
}
