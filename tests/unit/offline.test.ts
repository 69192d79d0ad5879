/** Offline reading (src/plugins/offline): the guides' file lists, cache keys and the web app manifest. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {guideEntries, guideFiles, referencedPaths, sitePath} from '../../src/plugins/offline/serviceWorker';
import {guideKey, lookupPaths} from '../../src/plugins/offline/sw/guide';
import {webAppManifest} from '../../src/plugins/offline/manifest';
import {defaultBrand} from '../../brand';

/** A small two-language build. */
const FILES: Record<string, string> = {
  'index.html': '<link rel=stylesheet href=/assets/css/styles.1.css><script src=/assets/js/main.1.js></script>',
  'search/index.html': '<script src="/assets/js/search.1.js"></script>',
  'docs/login/index.html':
    '<img src="/img/logo.svg"><a href="/docs/other">x</a><script data-start="/assets/js/login.1.js#route-chunk /assets/js/main.1.js">start()</script>',
  'docs/old-name/index.html': '<meta http-equiv="refresh" content="0; url=/docs/login"><script src=/assets/js/redirect.1.js></script>',
  'docs/category/trunks/index.html': "<script src='/assets/js/category.1.js'></script>",
  'blog/post/index.html': '<script data-start="/assets/js/blog.1.js#route-chunk /assets/js/main.1.js">start()</script>',
  'assets/css/styles.1.css': 'body{}',
  'assets/js/main.1.js': '1',
  'assets/js/search.1.js': '1',
  'assets/js/login.1.js': '1',
  'assets/js/category.1.js': '1',
  'assets/js/blog.1.js': 'blog only',
  'assets/js/worker.1.js': 'loaded by a script',
  'assets/js/worker.1.js.br': 'compressed',
  'assets/js/main.1.js.LICENSE.txt': 'licence',
  'img/logo.svg': '<svg/>',
  'search-index-admin.json': '{}',
  'search-index-admin/0.json': '{}',
  'search-index-admin/0.json.gz': 'compressed',
  '.redirects.json': '[]',
  'llms.txt': 'text',
  'de/index.html': '<script src=/de/assets/js/main.2.js></script>',
  'de/docs/login/index.html': '<img src=/de/img/logo.svg>',
  'de/assets/js/main.2.js': '2',
  'de/assets/js/worker.2.js': '2',
  'de/img/logo.svg': '<svg/>',
  'de/search-index-admin.json': '{}',
  'de/search-index-admin/3.json': '{}',
};

let root = '';
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'offline-'));
  for (const [rel, content] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), {recursive: true});
    fs.writeFileSync(path.join(root, rel), content);
  }
});
afterAll(() => fs.rmSync(root, {recursive: true, force: true}));

describe('a language’s guide', () => {
  it('the home, search and doc pages, what they name, the scripts no page names and the search index; nothing of the other language', () => {
    expect(guideFiles(root, {locale: 'en', dir: ''}, ['de'])).toEqual([
      'assets/css/styles.1.css',
      'assets/js/category.1.js',
      'assets/js/login.1.js',
      'assets/js/main.1.js',
      'assets/js/search.1.js',
      'assets/js/worker.1.js',
      'docs/category/trunks/index.html',
      'docs/login/index.html',
      'img/logo.svg',
      'index.html',
      'search-index-admin.json',
      'search-index-admin/0.json',
      'search/index.html',
    ]);
    expect(guideFiles(root, {locale: 'de', dir: 'de'}, [''])).toEqual([
      'de/assets/js/main.2.js',
      'de/assets/js/worker.2.js',
      'de/docs/login/index.html',
      'de/img/logo.svg',
      'de/index.html',
      'de/search-index-admin.json',
      'de/search-index-admin/3.json',
    ]);
  });

  it('pages by their site path, hashed assets without a revision, other files with a hash of their content', () => {
    const entries = guideEntries(
      root,
      ['index.html', 'de/index.html', 'docs/login/index.html', 'assets/js/main.1.js', 'img/logo.svg'],
      ['', 'de'],
    );
    expect(entries.map((e) => e.url)).toEqual(['/', '/de/', '/docs/login', '/assets/js/main.1.js', '/img/logo.svg']);
    expect(entries[3]!.revision).toBeUndefined();
    expect(entries[4]!.revision).toMatch(/^[0-9a-f]{16}$/);
    expect(guideEntries(root, ['de/img/logo.svg'], ['', 'de'])[0]!.revision).toBe(entries[4]!.revision);
    expect(sitePath('search/index.html', ['', 'de'])).toBe('/search');
    expect(sitePath('de/search/index.html', ['', 'de'])).toBe('/de/search');
  });

  it('reads src and href in every quoting, without queries, fragments and other sites', () => {
    expect(
      referencedPaths(
        `<a href=/a.js#x><img src="/b.svg?v=1"><link href='/c.css'><a href="//evil.example/d"><a href="https://x.example/e">`,
      ),
    ).toEqual(['/a.js', '/b.svg', '/c.css']);
  });

  it('reads every script the start script names (src/plugins/startup/paintFirst.ts)', () => {
    expect(referencedPaths(`<script data-start="/a.js#route-chunk  /runtime~main.js /main.js">start()</script>`)).toEqual([
      '/a.js',
      '/runtime~main.js',
      '/main.js',
    ]);
  });
});

describe('cache keys and lookups', () => {
  it('a new revision is a new key; a hashed asset is its own key', () => {
    expect(guideKey({url: '/docs/login', revision: 'abc'})).toBe('/docs/login?rev=abc');
    expect(guideKey({url: '/assets/js/main.1.js'})).toBe('/assets/js/main.1.js');
  });

  it('a page with or without its trailing slash, a language’s home, encoded paths', () => {
    expect(lookupPaths('/docs/login/')).toEqual(['/docs/login/', '/docs/login']);
    expect(lookupPaths('/de')).toEqual(['/de', '/de/']);
    expect(lookupPaths('/search-index-admin/0.json')).toEqual(['/search-index-admin/0.json']);
    expect(lookupPaths('/docs/gr%C3%BC%C3%9Fe')).toContain('/docs/grüße');
  });
});

describe('the web app manifest', () => {
  it('per language: its title, tagline, start and scope; the brand’s name, colour and logo', () => {
    const manifest = webAppManifest({
      brand: defaultBrand,
      title: 'Heron Dokumentation',
      tagline: 'Die Telefonanlage Heron einrichten',
      lang: 'de-DE',
      baseUrl: '/de/',
      rootBaseUrl: '/',
    });
    expect(manifest).toMatchObject({
      name: 'Heron Dokumentation',
      short_name: 'Heron',
      description: 'Die Telefonanlage Heron einrichten',
      lang: 'de-DE',
      start_url: '/de/',
      scope: '/de/',
      display: 'standalone',
      theme_color: defaultBrand.colors.primary,
      icons: [{src: '/img/logo.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any'}],
    });
  });
});
