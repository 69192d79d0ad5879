/** `npm run redirects:count`: how many legacy URLs the site answers, per family and locale. */
import path from 'node:path';
import {loadBrand} from '../brand';
import {allRedirects, resolvedRedirects} from '../src/plugins/redirects/load';

const all = allRedirects(loadBrand(), path.resolve(__dirname, '../docs'));
const rows = new Map<string, {en: number; de: number}>();
for (const locale of ['en', 'de'] as const) {
  for (const r of resolvedRedirects(all, locale)) {
    const row = rows.get(r.family) ?? {en: 0, de: 0};
    row[locale] += 1;
    rows.set(r.family, row);
  }
}
let en = 0;
let de = 0;
console.log('family               en     de');
for (const [family, row] of [...rows].sort()) {
  console.log(`${family.padEnd(20)} ${String(row.en).padStart(4)} ${String(row.de).padStart(6)}`);
  en += row.en;
  de += row.de;
}
console.log(`${'total'.padEnd(20)} ${String(en).padStart(4)} ${String(de).padStart(6)}   (${en + de} legacy URLs)`);
