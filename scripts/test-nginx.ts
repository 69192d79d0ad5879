/**
 * `npm run test:nginx`: starts Debian's nginx on loopback with deploy/nginx/docs-site.conf
 * against the build, starts our Node server beside it, and checks that both answer the same
 * requests the same way: legacy 301s, clean-path redirects, pages, 404s, hidden files.
 */
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import {createApp} from '../server/app';

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
  `worker_processes 1; pid ${tmp}/nginx.pid; error_log ${tmp}/error.log warn; daemon off;
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

const SECURITY = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'x-frame-options'];
type Answer = {status: number; location: string | null; notFoundPage: boolean; security: string};
async function ask(base: string, p: string): Promise<Answer> {
  const res = await fetch(base + p, {redirect: 'manual'});
  const body = await res.text();
  return {
    status: res.status,
    location: res.headers.get('location'),
    notFoundPage: /Page Not Found|Seite nicht gefunden/.test(body),
    security: SECURITY.map((h) => `${h}: ${res.headers.get(h) ?? '(missing)'}`).join(' | '),
  };
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
    const redirects = ['', 'de'].flatMap((d) =>
      JSON.parse(fs.readFileSync(path.join(root, d, '.redirects.json'), 'utf8')) as Array<{from: string; to: string}>,
    );
    const paths = [
      ...redirects.map((r) => r.from),
      ...redirects.slice(0, 20).map((r) => `${r.from}/?ref=old`),
      '/', '/de', '/de/', '/index.html', '/de/index.html', '/docs/login', '/docs/login/', '/docs/login.html',
      '/docs/login/index.html?x=1', '/de/docs/extensions', '/blog', '/search', '/sitemap.xml',
      '/no/such/page', '/de/no/such/page', '/404.html', '/.redirects.json', '/de/.nginx-redirects.map',
      '/assets', '/docs', '/%2e%2e/%2e%2e/etc/passwd',
    ];
    const mismatches: string[] = [];
    for (const p of paths) {
      const [a, b] = await Promise.all([ask(nodeBase, p), ask(nginxBase, p)]);
      if (a.status !== b.status || a.location !== b.location || a.notFoundPage !== b.notFoundPage || a.security !== b.security) {
        mismatches.push(`${p}: node ${JSON.stringify(a)} / nginx ${JSON.stringify(b)}`);
      }
    }
    // And the behaviour itself, not only parity:
    const legacy = redirects[0]!;
    const first = await ask(nginxBase, `${legacy.from}?q=1`);
    if (first.status !== 301 || first.location !== `${legacy.to}?q=1`) mismatches.push(`nginx: ${legacy.from} answered ${JSON.stringify(first)}`);
    if (!first.security.includes("frame-ancestors 'none'")) mismatches.push('nginx: no Content-Security-Policy on a 301');
    const missing = await ask(nginxBase, '/de/no/such/page');
    if (missing.status !== 404 || !missing.notFoundPage) mismatches.push('nginx: no German 404 page');
    if (mismatches.length) {
      console.error(`nginx and the Node server differ on ${mismatches.length} request(s):`);
      for (const m of mismatches.slice(0, 30)) console.error(`  ${m}`);
      return 1;
    }
    console.log(`nginx parity: ${paths.length} requests answered alike (${redirects.length} legacy URLs among them)`);
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
