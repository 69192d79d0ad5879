/**
 * The production server's request handler: serves the static build with sirv.
 *
 * - `/path.html` and `/path/index.html` answer 301 with the clean path (query kept);
 * - unknown paths get the locale's not-found page with status 404;
 * - HTML revalidates on every visit, hashed assets under `/assets/` are cached for a year.
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

export function createApp({root, localePrefixes = ['de']}: AppOptions) {
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
    const url = new URL(req.url ?? '/', 'http://localhost');
    const clean = cleanHtmlPath(url.pathname);
    if (clean !== null && url.pathname !== '/404.html') {
      res.statusCode = 301;
      res.setHeader('Location', `${clean}${url.search}`);
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
