import {describe, it, expect} from 'vitest';
import crypto from 'node:crypto';
import {contentSecurityPolicy, inlineScriptHashes, nginxHeaders, securityHeaders, staticHostHeaders} from '../../server/headers';
import {IMMUTABLE} from '../../server/cache';

describe('security headers', () => {
  it('CSP: self only, hashed inline scripts, no eval, no framing', () => {
    const csp = contentSecurityPolicy({scriptHashes: ['sha256-b', 'sha256-a', 'sha256-a']});
    expect(csp).toContain("script-src 'self' 'sha256-a' 'sha256-b';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toMatch(/unsafe-eval/);
    expect(csp.match(/script-src[^;]*/)![0]).not.toContain('unsafe-inline');
  });

  it('the set of headers, and the same set for nginx', () => {
    const headers = securityHeaders({scriptHashes: []});
    expect(Object.keys(headers)).toEqual(
      expect.arrayContaining(['Content-Security-Policy', 'X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy']),
    );
    const conf = nginxHeaders(headers);
    expect(conf.split('\n').filter(Boolean)).toHaveLength(Object.keys(headers).length);
    expect(conf).toContain('add_header X-Content-Type-Options "nosniff" always;');
  });

  it('inline script hashes match what browsers compute', () => {
    const body = 'document.documentElement.dataset.x="1"';
    const expected = `sha256-${crypto.createHash('sha256').update(body).digest('base64')}`;
    expect(
      inlineScriptHashes(`<script>${body}</script><script src="/a.js"></script><script type="application/ld+json">{}</script>`),
    ).toEqual([expected]);
  });

  it('_headers for static hosts: one Cache-Control per path, immutable only for the hashed assets', () => {
    const text = staticHostHeaders({'X-Content-Type-Options': 'nosniff'});
    const blocks = text.split(/\n(?=\/)/).map((b) => b.trim().split('\n'));
    const byPattern: Record<string, string[]> = Object.fromEntries(
      blocks.map(([pattern, ...lines]) => [pattern, lines.map((l) => l.trim())]),
    );
    expect(byPattern['/*']).toEqual(['X-Content-Type-Options: nosniff']);
    expect(byPattern['/assets/*']).toEqual([`Cache-Control: ${IMMUTABLE}`]);
    expect(byPattern['/de/assets/*']).toEqual([`Cache-Control: ${IMMUTABLE}`]);
    // A host joins the rules a path matches: no path may collect two Cache-Control values.
    for (const pattern of Object.keys(byPattern)) {
      const matching = Object.entries(byPattern).filter(([p]) => p === '/*' || pattern.startsWith(p.replace('*', '')));
      expect(matching.flatMap(([, lines]) => lines).filter((l) => l.startsWith('Cache-Control')).length, pattern).toBeLessThanOrEqual(1);
    }
  });
});
