import {describe, it, expect, beforeAll, afterAll} from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {cleanHtmlPath, createApp, escapesRoot, requestUrl, sameSiteLocation, splitTarget} from '../../server/app';
import {IMMUTABLE, REVALIDATE} from '../../server/cache';
import {OPEN_REDIRECT_TARGETS, TRAVERSAL_TARGETS} from '../request-targets';

describe('cleanHtmlPath', () => {
  it('strips .html and /index.html, leaves clean paths alone', () => {
    expect(cleanHtmlPath('/docs/login.html')).toBe('/docs/login');
    expect(cleanHtmlPath('/docs/index.html')).toBe('/docs');
    expect(cleanHtmlPath('/index.html')).toBe('/');
    expect(cleanHtmlPath('/docs/login')).toBeNull();
    expect(cleanHtmlPath('/docs/htmlish')).toBeNull();
  });
});

describe('request paths and redirect targets', () => {
  it('collapses leading slashes and backslashes, keeps the query, escapes other backslashes', () => {
    expect(requestUrl('//evil.example/x.html?a=1').pathname).toBe('/evil.example/x.html');
    expect(requestUrl('//evil.example/x.html?a=1').search).toBe('?a=1');
    expect(requestUrl('/\\evil.example').pathname).toBe('/evil.example');
    expect(requestUrl('/docs\\..\\x').pathname).toBe('/docs%5C..%5Cx');
    expect(requestUrl(undefined).pathname).toBe('/');
  });

  it('finds paths that climb above the root, encoded or not', () => {
    expect(escapesRoot('/../etc/passwd')).toBe(true);
    expect(escapesRoot('/docs/..%2f..%2fetc')).toBe(true);
    expect(escapesRoot('/%2e%2e/x')).toBe(true);
    expect(escapesRoot('/docs/../login')).toBe(false);
    expect(escapesRoot('/docs/%E0%A4%A')).toBe(false);
    expect(splitTarget('//evil.example/x?y=1')).toEqual({path: '/evil.example/x', query: '?y=1'});
  });

  it('a Location never starts with two slashes or a slash and a backslash', () => {
    expect(sameSiteLocation('//evil.example/x')).toBe('/evil.example/x');
    expect(sameSiteLocation('/\\evil.example')).toBe('/evil.example');
    expect(sameSiteLocation('/docs/login?x=1')).toBe('/docs/login?x=1');
  });
});

/** A request with its target sent as written (fetch would normalise `/../` and backslashes). */
function raw(
  base: string,
  target: string,
  headers: Record<string, string> = {},
): Promise<{status: number; headers: http.IncomingHttpHeaders; body: string}> {
  const {hostname, port} = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({hostname, port, path: target, method: 'GET', headers}, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers, body}));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('production server', () => {
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
    fs.mkdirSync(path.join(root, 'docs/login'), {recursive: true});
    fs.mkdirSync(path.join(root, 'de'), {recursive: true});
    fs.mkdirSync(path.join(root, 'assets/js'), {recursive: true});
    fs.mkdirSync(path.join(root, 'de/assets/js'), {recursive: true});
    fs.writeFileSync(path.join(root, 'de/assets/js/main.def456.js'), 'y');
    fs.writeFileSync(path.join(root, 'sitemap.xml'), '<urlset/>');
    fs.writeFileSync(path.join(root, 'index.html'), 'home');
    fs.writeFileSync(path.join(root, 'docs/login/index.html'), 'login');
    fs.writeFileSync(path.join(root, '404.html'), 'not found');
    fs.writeFileSync(path.join(root, 'de/404.html'), 'nicht gefunden');
    fs.writeFileSync(path.join(root, 'assets/js/main.abc123.js'), 'x');
    fs.writeFileSync(
      path.join(root, '.redirects.json'),
      JSON.stringify([
        {from: '/admin_ports', to: '/docs/login'},
        {from: '/docs/de/login', to: '/de/docs/login'},
      ]),
    );
    fs.writeFileSync(
      path.join(root, '.headers.json'),
      JSON.stringify({'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "default-src 'self'"}),
    );
    fs.writeFileSync(path.join(root, 'docs/login/index.html.br'), 'brotli-bytes');
    fs.writeFileSync(path.join(root, 'de/.redirects.json'), JSON.stringify([{from: '/de/admin_ports', to: '/de/docs/login'}]));
    server = http.createServer(createApp({root}));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  const get = (p: string) => fetch(base + p, {redirect: 'manual'});

  it('serves clean paths with revalidation and hashed assets of both locales as immutable', async () => {
    const page = await get('/docs/login');
    expect(page.status).toBe(200);
    expect(await page.text()).toBe('login');
    expect(page.headers.get('cache-control')).toBe(REVALIDATE);
    expect((await get('/assets/js/main.abc123.js')).headers.get('cache-control')).toBe(IMMUTABLE);
    expect((await get('/de/assets/js/main.def456.js')).headers.get('cache-control')).toBe(IMMUTABLE);
    expect((await get('/sitemap.xml')).headers.get('cache-control')).toBe(REVALIDATE);
    expect((await get('/docs/login.html')).headers.get('cache-control')).toBe(REVALIDATE);
    expect((await get('/nope')).headers.get('cache-control')).toBe(REVALIDATE);
  });

  it('never redirects to another site, whatever the request target', async () => {
    for (const target of OPEN_REDIRECT_TARGETS) {
      const res = await raw(base, target);
      expect([301, 404], target).toContain(res.status);
      const location = res.headers.location;
      if (location === undefined) continue;
      expect(location, target).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, 'http://localhost/').host, target).toBe('localhost');
    }
    // The collapsed path still finds the page it names.
    expect((await raw(base, '//docs/login.html?x=1')).headers.location).toBe('/docs/login?x=1');
    expect((await raw(base, '//docs/login')).status).toBe(200);
  });

  it('redirects .html paths to the clean path with the query', async () => {
    const res = await get('/docs/login.html?x=1');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/docs/login?x=1');
    expect((await get('/docs/login/index.html')).headers.get('location')).toBe('/docs/login');
  });

  it('answers legacy URLs with 301 and the new location, query kept', async () => {
    const res = await get('/admin_ports?ref=forum');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/docs/login?ref=forum');
    expect((await get('/admin_ports/')).headers.get('location')).toBe('/docs/login');
    expect((await get('/docs/de/login')).headers.get('location')).toBe('/de/docs/login');
    expect((await get('/de/admin_ports')).headers.get('location')).toBe('/de/docs/login');
    expect((await get('/.redirects.json')).status).toBe(404);
  });

  it('sends the security headers on pages, redirects and 404s', async () => {
    for (const p of ['/docs/login', '/admin_ports', '/nope']) {
      const res = await get(p);
      expect(res.headers.get('x-content-type-options'), p).toBe('nosniff');
      expect(res.headers.get('content-security-policy'), p).toBe("default-src 'self'");
    }
  });

  it('sends the precompressed file to a client that accepts brotli, supports HEAD and ranges', async () => {
    const br = await fetch(`${base}/docs/login`, {headers: {'accept-encoding': 'br'}});
    expect(br.headers.get('content-encoding')).toBe('br');
    const head = await fetch(`${base}/docs/login`, {method: 'HEAD'});
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const range = await fetch(`${base}/assets/js/main.abc123.js`, {headers: {range: 'bytes=0-0'}});
    expect(range.status).toBe(206);
  });

  it('answers unknown paths with the locale’s 404 page', async () => {
    const en = await get('/nope');
    expect(en.status).toBe(404);
    expect(await en.text()).toBe('not found');
    const de = await get('/de/nope');
    expect(de.status).toBe(404);
    expect(await de.text()).toBe('nicht gefunden');
  });

  it('keeps traversal out of the build directory, sent as raw request targets', async () => {
    for (const target of TRAVERSAL_TARGETS) {
      const res = await raw(base, target);
      expect([400, 404], target).toContain(res.status);
      expect(res.body, target).not.toMatch(/root:/);
    }
  });
});
