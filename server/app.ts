/**
 * The production server's request handler: serves the static build with sirv.
 *
 * - `/path.html` and `/path/index.html` answer 301 with the clean path (query kept);
 * - legacy URLs answer 301 with their new location (query kept), from the `.redirects.json`
 *   files the build writes for each locale (src/data/redirects.ts);
 * - unknown paths get the locale's not-found page with status 404;
 * - HTML revalidates on every visit, hashed assets under `/assets/` are cached for a year;
 * - every response carries the security headers the build computed (`.headers.json`, see
 *   server/headers.ts), and precompressed `.br`/`.gz` files are sent where the client takes them.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {IncomingMessage, ServerResponse} from 'node:http';
import sirv from 'sirv';

export type AppOptions = {
  /** The build directory (`build/`). */
  root: string;
  /** Locale path prefixes other than the default (`['de']`). */
  localePrefixes?: string[];
};

/** `/docs/login.html` → `/docs/login`, `/docs/index.html` → `/docs`; null when already clean. */
export function cleanHtmlPath(pathname: string): string | null {
  const m = /^(.*?)(?:\/index)?\.html$/.exec(pathname);
  if (!m) return null;
  return m[1] === '' ? '/' : m[1]!;
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
      if (pathname.startsWith('/assets/')) {
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      } else if (pathname.endsWith('.html') || !path.posix.basename(pathname).includes('.')) {
        // HTML pages (sirv passes the request path, e.g. `/docs/login`).
        res.setHeader('Cache-Control', 'no-cache');
      } else {
        res.setHeader('Cache-Control', 'public, max-age=3600, must-revalidate');
      }
    },
  });

  const notFoundPage = (pathname: string): string => {
    const prefix = localePrefixes.find((p) => pathname === `/${p}` || pathname.startsWith(`/${p}/`));
    return path.join(root, prefix ?? '', '404.html');
  };

  return function handle(req: IncomingMessage, res: ServerResponse): void {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    const url = new URL(req.url ?? '/', 'http://localhost');
    const clean = cleanHtmlPath(url.pathname);
    if (clean !== null) {
      res.statusCode = 301;
      res.setHeader('Location', `${clean}${url.search}`);
      res.end();
      return;
    }
    const legacy = redirects.get(url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname);
    if (legacy) {
      res.statusCode = 301;
      res.setHeader('Location', `${legacy}${url.search}`);
      res.end();
      return;
    }
    serveStatic(req, res, () => {
      const file = notFoundPage(url.pathname);
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      if (req.method === 'HEAD') {
        res.end();
        return;
      }
      fs.createReadStream(file)
        .on('error', () => res.end('Not found'))
        .pipe(res);
    });
  };
}
