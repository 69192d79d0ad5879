import {describe, it, expect} from 'vitest';
import crypto from 'node:crypto';
import {contentSecurityPolicy, inlineScriptHashes, nginxHeaders, securityHeaders} from '../../server/headers';

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
    expect(inlineScriptHashes(`<script>${body}</script><script src="/a.js"></script><script type="application/ld+json">{}</script>`)).toEqual([expected]);
  });
});
