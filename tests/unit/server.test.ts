import {describe, it, expect, beforeAll, afterAll} from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {cleanHtmlPath, createApp} from '../../server/app';

describe('cleanHtmlPath', () => {
  it('strips .html and /index.html, leaves clean paths alone', () => {
    expect(cleanHtmlPath('/docs/login.html')).toBe('/docs/login');
    expect(cleanHtmlPath('/docs/index.html')).toBe('/docs');
    expect(cleanHtmlPath('/index.html')).toBe('/');
    expect(cleanHtmlPath('/docs/login')).toBeNull();
    expect(cleanHtmlPath('/docs/htmlish')).toBeNull();
  });
});

describe('production server', () => {
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
    fs.mkdirSync(path.join(root, 'docs/login'), {recursive: true});
    fs.mkdirSync(path.join(root, 'de'), {recursive: true});
    fs.mkdirSync(path.join(root, 'assets/js'), {recursive: true});
    fs.writeFileSync(path.join(root, 'index.html'), 'home');
    fs.writeFileSync(path.join(root, 'docs/login/index.html'), 'login');
    fs.writeFileSync(path.join(root, '404.html'), 'not found');
    fs.writeFileSync(path.join(root, 'de/404.html'), 'nicht gefunden');
    fs.writeFileSync(path.join(root, 'assets/js/main.abc123.js'), 'x');
    fs.writeFileSync(path.join(root, '.redirects.json'), JSON.stringify([{from: '/admin_ports', to: '/docs/login'}, {from: '/docs/de/login', to: '/de/docs/login'}]));
    fs.writeFileSync(path.join(root, '.headers.json'), JSON.stringify({'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "default-src 'self'"}));
    fs.writeFileSync(path.join(root, 'docs/login/index.html.br'), 'brotli-bytes');
    fs.writeFileSync(path.join(root, 'de/.redirects.json'), JSON.stringify([{from: '/de/admin_ports', to: '/de/docs/login'}]));
    server = http.createServer(createApp({root}));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  const get = (p: string) => fetch(base + p, {redirect: 'manual'});

  it('serves clean paths with revalidation and assets as immutable', async () => {
    const page = await get('/docs/login');
    expect(page.status).toBe(200);
    expect(await page.text()).toBe('login');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const asset = await get('/assets/js/main.abc123.js');
    expect(asset.headers.get('cache-control')).toContain('immutable');
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
    expect((await get('/../../etc/passwd')).status).toBe(404);
  });
});
