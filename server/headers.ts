/**
 * The HTTP headers every response of the site carries, for our Node server and for nginx
 * (deploy/nginx): one definition, so both send the same policy.
 *
 * The Content-Security-Policy allows only what the site needs: its own scripts plus the
 * inline scripts the theme injects (by their SHA-256 hashes, computed from the build),
 * inline style attributes (React and Mermaid set them), images and fonts from the site and
 * data: URLs, and workers for the search. No eval, no other origins, no framing.
 */
import crypto from 'node:crypto';
import {IMMUTABLE} from './cache';

/** `sha256-…` of every inline script of a page (not of `src=` scripts or JSON-LD data). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1] ?? '';
    if (/\ssrc=/i.test(attrs) || /type=["']?application\/ld\+json/i.test(attrs)) continue;
    hashes.push(
      `sha256-${crypto
        .createHash('sha256')
        .update(m[2] ?? '', 'utf8')
        .digest('base64')}`,
    );
  }
  return hashes;
}

export type HeaderInput = {
  /** `sha256-…` hashes of the inline scripts in the built pages. */
  scriptHashes: readonly string[];
};

export function contentSecurityPolicy({scriptHashes}: HeaderInput): string {
  const hashes = [...new Set(scriptHashes)].sort().map((h) => `'${h}'`);
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(input: HeaderInput): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(input),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'X-Frame-Options': 'DENY',
    // No Cross-Origin-Opener-Policy: it makes the browser start a fresh renderer process for
    // every navigation into the site, and a static site with no login gains nothing from it.
    // Measured with Lighthouse (paired runs, bench/HISTORY.md): TBT 428 → 201 ms on `/`.
  };
}

/** nginx `add_header` lines for the same headers (`always`: also on 301 and 404). */
export function nginxHeaders(headers: Record<string, string>): string {
  return `${Object.entries(headers)
    .map(([name, value]) => `add_header ${name} "${value.replace(/"/g, '\\"')}" always;`)
    .join('\n')}\n`;
}

/**
 * `_headers` for Netlify, Cloudflare Pages and similar hosts. They join the headers of every
 * rule a path matches, so Cache-Control is set for the hashed assets only; everything else keeps
 * the hosts' default, `public, max-age=0, must-revalidate` (server/cache.ts's REVALIDATE).
 */
export function staticHostHeaders(headers: Record<string, string>, localePrefixes: readonly string[] = ['de']): string {
  const block = (pattern: string, entries: Record<string, string>) =>
    `${pattern}\n${Object.entries(entries)
      .map(([k, v]) => `  ${k}: ${v}`)
      .join('\n')}\n`;
  return [
    block('/*', headers),
    ...['', ...localePrefixes.map((p) => `/${p}`)].map((prefix) => block(`${prefix}/assets/*`, {'Cache-Control': IMMUTABLE})),
  ].join('');
}
