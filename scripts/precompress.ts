/**
 * Brotli and gzip copies of the text files under a folder, which our server and nginx send as
 * they are: scripts/postbuild.ts for the site, the search bench for the builds it compares (so
 * that every engine is served as a host would serve it). Also the folder walk of the postbuild
 * steps.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt|md|map|webmanifest)$/;
const MIN_BYTES = 1024;

/** Every file under a folder (none if it does not exist). */
export function walk(dir: string, out: string[] = []): string[] {
  if (!fs.existsSync(dir)) return out;
  for (const e of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

/** Writes `.br` and `.gz` next to each text file of 1 KB or more; returns how many. */
export function precompress(root: string): number {
  let compressed = 0;
  for (const file of walk(root)) {
    if (file.endsWith('.br') || file.endsWith('.gz') || !COMPRESSIBLE.test(file) || path.basename(file).startsWith('.')) continue;
    const data = fs.readFileSync(file);
    if (data.length < MIN_BYTES) continue;
    // Quality 11 takes seconds on a large file, for a gain of a few per cent.
    const quality = data.length > 200_000 ? 9 : 11;
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: quality}}));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, {level: 9}));
    compressed += 1;
  }
  return compressed;
}
