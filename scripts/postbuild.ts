/**
 * Runs after `docusaurus build` (part of `npm run build`):
 * - hashes the inline scripts of the built pages for the Content-Security-Policy and writes
 *   the headers for our server (`build/.headers.json`) and nginx (`build/.nginx-headers.conf`);
 * - precompresses text files with brotli and gzip, which both servers send as they are.
 *
 * Client redirect pages (for static hosts) are left out of the policy: both our servers
 * answer those URLs with a 301 and never serve the pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {inlineScriptHashes, nginxHeaders, securityHeaders} from '../server/headers';

const root = path.resolve(process.env.BUILD_DIR ?? path.join(__dirname, '..', 'build'));
const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt|map|webmanifest)$/;
const MIN_BYTES = 1024;

function walk(dir: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`postbuild: no build in ${root}`);
  process.exit(1);
}
const files = walk(root).filter((f) => !f.endsWith('.br') && !f.endsWith('.gz'));
const hashes = new Set<string>();
let compressed = 0;
for (const file of files) {
  if (file.endsWith('.html')) {
    const html = fs.readFileSync(file, 'utf8');
    if (!/http-equiv="refresh"/i.test(html)) for (const h of inlineScriptHashes(html)) hashes.add(h);
  }
  if (COMPRESSIBLE.test(file) && !path.basename(file).startsWith('.')) {
    const data = fs.readFileSync(file);
    if (data.length < MIN_BYTES) continue;
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: data.length > 200_000 ? 9 : 11}}));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, {level: 9}));
    compressed += 1;
  }
}
const headers = securityHeaders({scriptHashes: [...hashes]});
fs.writeFileSync(path.join(root, '.headers.json'), `${JSON.stringify(headers, null, 2)}\n`);
fs.writeFileSync(path.join(root, '.nginx-headers.conf'), nginxHeaders(headers));
console.log(`postbuild: ${hashes.size} inline script hash(es) in the CSP; ${compressed} files precompressed (br, gz)`);
