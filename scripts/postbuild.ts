/**
 * Runs after `docusaurus build` (part of `npm run build`):
 * - hashes the inline scripts of the built pages for the Content-Security-Policy and writes
 *   the headers for our server (`build/.headers.json`) and nginx (`build/.nginx-headers.conf`);
 * - precompresses text files with brotli and gzip, which both servers send as they are.
 *
 * - writes `robots.txt`, and adds the other language's page to each sitemap entry
 *   (`hreflang` alternates en, de and x-default);
 * - writes `_headers` and `_redirects` for static hosts and CDNs that read them (Netlify,
 *   Cloudflare Pages and others): the same headers, cache rules and legacy redirects;
 * - writes the service worker `sw.js` with the file lists of each language's guide for offline
 *   reading (src/plugins/offline/serviceWorker.ts).
 *
 * The build directory is BUILD_DIR (default `build/`).
 *
 * Client redirect pages (for static hosts) are left out of the policy: both our servers
 * answer those URLs with a 301 and never serve the pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import {inlineScriptHashes, nginxHeaders, securityHeaders, staticHostHeaders} from '../server/headers';
import {IMMUTABLE, REVALIDATE} from '../server/cache';
import {loadBrand} from '../brand';
import {writeServiceWorker} from '../src/plugins/offline/serviceWorker';
import {precompress, walk} from './precompress';

const root = path.resolve(process.env.BUILD_DIR ?? path.join(__dirname, '..', 'build'));

if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`postbuild: no build in ${root}`);
  process.exit(1);
}
const hashes = new Set<string>();
// A component that suspends while the server renders is streamed behind an inline script that
// moves it into place; pages must not depend on one (see src/theme/CodeBlock).
const streamed: string[] = [];
for (const file of walk(root)) {
  if (!file.endsWith('.html')) continue;
  const html = fs.readFileSync(file, 'utf8');
  if (/<template id="?B:/.test(html)) streamed.push(path.relative(root, file));
  if (!/http-equiv="refresh"/i.test(html)) for (const h of inlineScriptHashes(html)) hashes.add(h);
}
if (streamed.length) {
  console.error(`postbuild: ${streamed.length} page(s) with content streamed behind a script, e.g. ${streamed[0]}`);
  process.exit(1);
}
const headers = securityHeaders({scriptHashes: [...hashes]});
fs.writeFileSync(path.join(root, '.headers.json'), `${JSON.stringify(headers, null, 2)}\n`);
// nginx: the security headers with each Cache-Control (server/cache.ts); add_header in a
// location replaces the server's, so the assets locations include a file of their own.
fs.writeFileSync(path.join(root, '.nginx-headers.conf'), nginxHeaders({...headers, 'Cache-Control': REVALIDATE}));
fs.writeFileSync(path.join(root, '.nginx-assets-headers.conf'), nginxHeaders({...headers, 'Cache-Control': IMMUTABLE}));
// robots.txt and sitemap alternates
const brand = loadBrand();
fs.writeFileSync(
  path.join(root, 'robots.txt'),
  `User-agent: *\nAllow: /\n\nSitemap: ${brand.url}/sitemap.xml\nSitemap: ${brand.url}/de/sitemap.xml\n`,
);
const exists = (p: string) => fs.existsSync(path.join(root, p, 'index.html')) || fs.existsSync(path.join(root, `${p}.html`));
let alternates = 0;
for (const locale of ['en', 'de'] as const) {
  const file = path.join(root, locale === 'en' ? '' : locale, 'sitemap.xml');
  if (!fs.existsSync(file)) continue;
  // Idempotent: alternates from an earlier run are removed first.
  const xml = fs
    .readFileSync(file, 'utf8')
    .replace(/<xhtml:link [^>]*\/>/g, '')
    .replace(/<url><loc>([^<]+)<\/loc>/g, (whole, loc: string) => {
      const pathname = loc.slice(brand.url.length) || '/';
      const enPath = locale === 'en' ? pathname : pathname.replace(/^\/de(\/|$)/, '/');
      const dePath = enPath === '/' ? '/de/' : `/de${enPath}`;
      if (!exists(enPath) || !exists(dePath)) return whole;
      alternates += 1;
      const link = (lang: string, p: string) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${brand.url}${p}"/>`;
      return `${whole}${link('en', enPath)}${link('de', dePath)}${link('x-default', enPath)}`;
    });
  fs.writeFileSync(file, xml);
}

// _headers and _redirects for static hosts
const redirectLines = ['', 'de'].flatMap((d) => {
  const file = path.join(root, d, '.redirects.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Array<{from: string; to: string}>) : [];
});
fs.writeFileSync(path.join(root, '_redirects'), `${redirectLines.map((r) => `${r.from} ${r.to} 301`).join('\n')}\n`);
// Static hosts join the headers of every rule a path matches, so Cache-Control is set only for
// the assets; everything else gets the hosts' default, which is REVALIDATE on Netlify and
// Cloudflare Pages.
fs.writeFileSync(path.join(root, '_headers'), staticHostHeaders(headers));
console.log(`postbuild: ${alternates} sitemap entries with hreflang alternates; robots.txt, _headers, _redirects written`);
writeServiceWorker(root, [
  {locale: 'en', dir: ''},
  {locale: 'de', dir: 'de'},
])
  .then(({bytes, guides}) => {
    const sizes = Object.entries(guides).map(([locale, g]) => `${locale} ${g.files} files, ${(g.bytes / 1e6).toFixed(1)} MB`);
    console.log(`postbuild: sw.js (${(bytes / 1024).toFixed(0)} KB), guides for offline reading: ${sizes.join('; ')}`);
    // Last: precompress every text file as it now is.
    const compressed = precompress(root);
    console.log(`postbuild: ${hashes.size} inline script hash(es) in the CSP; ${compressed} files precompressed (br, gz)`);
  })
  .catch((error: unknown) => {
    console.error('postbuild:', error);
    process.exit(1);
  });
