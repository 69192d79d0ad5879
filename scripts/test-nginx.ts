/**
 * `npm run test:nginx`: starts Debian's nginx on loopback with deploy/nginx/docs-site.conf
 * against the build, starts our Node server beside it, and checks that both answer the same
 * requests the same way: legacy 301s, clean-path redirects, pages, 404s, hidden files, hostile
 * request targets (sent raw, as written); status, Location, the not-found page, the security
 * headers, Cache-Control and Content-Encoding (for brotli, gzip and plain clients).
 */
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type {AddressInfo} from 'node:net';
import {createApp} from '../server/app';
import {OPEN_REDIRECT_TARGETS, TRAVERSAL_TARGETS} from '../tests/request-targets';

const siteDir = path.resolve(__dirname, '..');
const root = path.join(siteDir, 'build');
const nginxBin = [process.env.NGINX, '/usr/sbin/nginx', '/usr/bin/nginx'].find((p): p is string => !!p && fs.existsSync(p));
if (!nginxBin) {
  console.error('nginx not found. Install Debian\'s nginx ("apt-get install nginx") or set NGINX to its path.');
  process.exit(1);
}
if (!fs.existsSync(path.join(root, '.redirects.json'))) {
  console.error('No build with redirects found in build/. Run "npm run build" first.');
  process.exit(1);
}

// The build's .br files need Debian's brotli module; its modules-enabled file names the module
// relative to nginx's prefix, which is ours here, so load it by its absolute path.
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
if (!fs.existsSync(BROTLI_MODULE)) {
  console.error(`nginx's brotli module is missing (${BROTLI_MODULE}). Install it: apt-get install libnginx-mod-http-brotli-static`);
  process.exit(1);
}

const PORT = Number(process.env.NGINX_TEST_PORT ?? 4287);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-'));
const site = fs
  .readFileSync(path.join(siteDir, 'deploy/nginx/docs-site.conf'), 'utf8')
  .replaceAll('__ROOT__', root)
  .replaceAll('__LISTEN__', `127.0.0.1:${PORT}`);
fs.writeFileSync(path.join(tmp, 'site.conf'), site);
const temps = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `${t}_temp_path ${tmp}/${t};`).join(' ');
fs.writeFileSync(
  path.join(tmp, 'nginx.conf'),
  `load_module ${BROTLI_MODULE};
worker_processes 1; pid ${tmp}/nginx.pid; error_log ${tmp}/error.log warn; daemon off;
events { worker_connections 256; }
http { include /etc/nginx/mime.types; default_type application/octet-stream; access_log off; ${temps}
  include ${tmp}/site.conf; }
`,
);
const check = spawnSync(nginxBin, ['-t', '-p', tmp, '-c', path.join(tmp, 'nginx.conf')], {encoding: 'utf8'});
if (check.status !== 0) {
  console.error(`nginx rejects the configuration:\n${check.stderr}`);
  process.exit(1);
}

const COMPARED = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'cache-control',
  'content-encoding',
];
type Answer = {status: number; location: string | null; notFoundPage: boolean; headers: string};

/** A GET with the target sent as written (fetch would normalise it). */
function ask(base: string, target: string, encoding = ''): Promise<Answer> {
  const {hostname, port} = new URL(base);
  return new Promise((resolve, reject) => {
    const headers = encoding ? {'accept-encoding': encoding} : {};
    const req = http.request({hostname, port, path: target, headers}, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const enc = res.headers['content-encoding'];
        const text =
          enc === 'br' ? zlib.brotliDecompressSync(body).toString() : enc === 'gzip' ? zlib.gunzipSync(body).toString() : body.toString();
        resolve({
          status: res.statusCode ?? 0,
          location: (res.headers.location as string | undefined) ?? null,
          notFoundPage: /Page Not Found|Seite nicht gefunden/.test(text),
          headers: COMPARED.map((h) => `${h}: ${res.headers[h] ?? '(none)'}`).join(' | '),
        });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** What differs between two answers, field by field and header by header. */
function differences(a: Answer, b: Answer): string {
  const fields = (x: Answer) => ({
    status: String(x.status),
    location: String(x.location),
    notFoundPage: String(x.notFoundPage),
    ...Object.fromEntries(x.headers.split(' | ').map((h) => h.split(/: (.*)/s).slice(0, 2))),
  });
  const [fa, fb] = [fields(a), fields(b)] as Array<Record<string, string>>;
  return Object.keys(fa!)
    .filter((k) => fa![k] !== fb![k])
    .map((k) => `${k}: node ${fa![k]} / nginx ${fb![k]}`)
    .join('; ');
}

/** A few hashed assets of each locale, and a precompressed one first. */
function assetSamples(): string[] {
  const out: string[] = [];
  for (const dir of ['assets/js', 'de/assets/js', 'assets/css']) {
    const full = path.join(root, dir);
    if (!fs.existsSync(full)) continue;
    const files = fs.readdirSync(full).filter((f) => /\.(js|css)$/.test(f));
    const big = files.filter((f) => fs.existsSync(path.join(full, `${f}.br`)));
    out.push(...[...big.slice(0, 2), ...files.slice(0, 1)].map((f) => `/${dir}/${f}`));
  }
  return [...new Set(out)];
}

async function main(): Promise<number> {
  const nginx = spawn(nginxBin!, ['-p', tmp, '-c', path.join(tmp, 'nginx.conf')], {stdio: 'inherit'});
  let exited: number | null = null;
  nginx.on('exit', (code) => (exited = code ?? -1));
  const node = http.createServer(createApp({root}));
  await new Promise<void>((r) => node.listen(0, '127.0.0.1', r));
  const nodeBase = `http://127.0.0.1:${(node.address() as AddressInfo).port}`;
  const nginxBase = `http://127.0.0.1:${PORT}`;
  try {
    for (let i = 0; ; i += 1) {
      try {
        await fetch(nginxBase);
        break;
      } catch (err) {
        if (exited !== null) throw new Error(`nginx exited with code ${exited}; see ${tmp}/error.log`);
        if (i > 50) throw new Error(`nginx did not answer on ${nginxBase}: ${(err as Error).message}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    const redirects = ['', 'de'].flatMap(
      (d) => JSON.parse(fs.readFileSync(path.join(root, d, '.redirects.json'), 'utf8')) as Array<{from: string; to: string}>,
    );
    const paths = [
      ...redirects.map((r) => r.from),
      ...redirects.slice(0, 20).map((r) => `${r.from}/?ref=old`),
      '/',
      '/de',
      '/de/',
      '/index.html',
      '/de/index.html',
      '/docs/login',
      '/docs/login/',
      '/docs/login.html',
      '/docs/login/index.html?x=1',
      '/de/docs/extensions',
      '/blog',
      '/search',
      '/sitemap.xml',
      '/no/such/page',
      '/de/no/such/page',
      '/404.html',
      '/.redirects.json',
      '/de/.nginx-redirects.map',
      '/assets',
      '/docs',
      '/search-index-admin.json',
      '/de/search-index-admin.json',
      '/robots.txt',
      ...assetSamples(),
      ...OPEN_REDIRECT_TARGETS,
      ...TRAVERSAL_TARGETS,
    ];
    const mismatches: string[] = [];
    let requests = 0;
    for (const p of paths) {
      for (const encoding of ['br, gzip', 'gzip', '']) {
        // Every path once without compression; pages and files with each encoding.
        if (encoding && !/\.(js|css|json|xml)$|^\/(de\/)?(docs\/[\w-]+)?$/.test(p)) continue;
        const [a, b] = await Promise.all([ask(nodeBase, p, encoding), ask(nginxBase, p, encoding)]);
        requests += 1;
        if (JSON.stringify(a) !== JSON.stringify(b)) mismatches.push(`${p} (${encoding || 'identity'}): ${differences(a, b)}`);
        if (a.location && (!/^\/(?![/\\])/.test(a.location) || new URL(a.location, 'http://localhost/').host !== 'localhost')) {
          mismatches.push(`${p}: a redirect leaves the site (${a.location})`);
        }
      }
    }
    // And the behaviour itself, not only parity:
    const legacy = redirects[0]!;
    const first = await ask(nginxBase, `${legacy.from}?q=1`);
    if (first.status !== 301 || first.location !== `${legacy.to}?q=1`)
      mismatches.push(`nginx: ${legacy.from} answered ${JSON.stringify(first)}`);
    if (!first.headers.includes("frame-ancestors 'none'")) mismatches.push('nginx: no Content-Security-Policy on a 301');
    const asset = assetSamples()[0];
    if (!asset) mismatches.push('no hashed asset found in the build');
    else {
      const a = await ask(nginxBase, asset, 'br');
      if (!a.headers.includes('content-encoding: br') || !a.headers.includes('immutable'))
        mismatches.push(`nginx: ${asset} is not brotli and immutable: ${a.headers}`);
    }
    const missing = await ask(nginxBase, '/de/no/such/page');
    if (missing.status !== 404 || !missing.notFoundPage) mismatches.push('nginx: no German 404 page');
    if (mismatches.length) {
      console.error(`nginx and the Node server differ on ${mismatches.length} request(s):`);
      for (const m of mismatches.slice(0, 30)) console.error(`  ${m}`);
      return 1;
    }
    console.log(`nginx parity: ${requests} requests on ${paths.length} paths answered alike (${redirects.length} legacy URLs among them)`);
    return 0;
  } finally {
    node.close();
    nginx.kill('SIGQUIT');
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
