/**
 * `npm run test:rebrand`: builds the English site under a second brand and checks that its
 * routes carry the new slug and that no trace of the default brand is left in the HTML.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {defaultBrand} from '../brand';

const siteDir = path.resolve(__dirname, '..');
const outDir = path.join(siteDir, 'build-rebrand');
const brandFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'brand-')), 'brand.json');
const brand = {name: 'Kestrel Voice', slug: 'kestrel'};
fs.writeFileSync(brandFile, JSON.stringify(brand));

execFileSync(path.join(siteDir, 'node_modules/.bin/docusaurus'), ['build', '--locale', 'en', '--out-dir', outDir], {
  cwd: siteDir,
  stdio: 'inherit',
  env: {...process.env, BRAND_FILE: brandFile},
});

const failures: string[] = [];
for (const route of [
  `docs/${brand.slug}-pbx-documentation`,
  `docs/${brand.slug}ports`,
  `docs/${brand.slug}-app`,
  `docs/category/${brand.slug}-android-app`,
]) {
  if (!fs.existsSync(path.join(outDir, route, 'index.html'))) failures.push(`missing route /${route}`);
}
const landing = path.join(outDir, `docs/${brand.slug}-pbx-documentation/index.html`);
const title = fs.existsSync(landing) ? /<title[^>]*>([^<]*)<\/title>/.exec(fs.readFileSync(landing, 'utf8'))?.[1] : undefined;
if (title !== `${brand.name} PBX documentation | ${brand.name} Docs`) {
  failures.push(`the landing page title does not carry the new brand name: ${JSON.stringify(title)}`);
}

const trace = new RegExp(`${defaultBrand.name}|${defaultBrand.slug}`, 'i');
let pages = 0;
const walk = (dir: string) => {
  for (const e of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) walk(full);
    else if (e.name.endsWith('.html')) {
      pages += 1;
      const html = fs.readFileSync(full, 'utf8');
      const m = trace.exec(html);
      if (m) {
        const at = Math.max(0, m.index - 60);
        failures.push(`${path.relative(outDir, full)}: "…${html.slice(at, m.index + 40).replace(/\s+/g, ' ')}…"`);
      }
    }
  }
};
walk(outDir);
fs.rmSync(outDir, {recursive: true, force: true});

if (pages < 20) failures.push(`only ${pages} HTML pages were built`);
if (failures.length) {
  console.error(`rebrand: ${failures.length} problem(s):`);
  for (const f of failures.slice(0, 30)) console.error(`  ${f}`);
  process.exit(1);
}
console.log(`rebrand: ${pages} pages built as "${brand.name}", no trace of "${defaultBrand.name}"`);
