import {describe, it, expect} from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {BrandError, brandName, brandSlug, defaultBrand, loadBrand, resolveBrand} from '../../brand';

describe('brand', () => {
  it('defaults to Heron', () => {
    const brand = resolveBrand();
    expect(brand.name).toBe('Heron');
    expect(brand.slug).toBe('heron');
    expect(brand.url).toBe('https://docs.heron.example');
    expect(brand.links.forum).toBe('https://forum.heron.example/');
  });

  it('fills every field a partial brand file leaves out from the default, under the new name', () => {
    const brand = resolveBrand({name: 'Kestrel Voice', slug: 'kestrel'});
    expect(brand.company).toBe('Kestrel Voice Communications');
    expect(brand.colors).toEqual(defaultBrand.colors);
    const everything = JSON.stringify(brand).toLowerCase();
    expect(everything).not.toContain('heron');
    expect(Object.keys(brand.links)).toHaveLength(15);
  });

  it('keeps the fields a brand file gives', () => {
    const brand = resolveBrand({name: 'K', slug: 'k', links: {forum: 'https://f.test/'}, colors: {primary: '#112233'}});
    expect(brand.links.forum).toBe('https://f.test/');
    expect(brand.colors.primary).toBe('#112233');
    expect(brand.colors.primaryDark).toBe(defaultBrand.colors.primaryDark);
  });

  it('the "Copy page" menu’s assistants: the default list, a brand’s own or none; a URL must take {prompt}', () => {
    expect(resolveBrand().assistants.map((a) => a.name)).toEqual(['ChatGPT', 'Claude']);
    expect(resolveBrand({name: 'K', slug: 'k', assistants: []}).assistants).toEqual([]);
    expect(
      resolveBrand({name: 'K', slug: 'k', assistants: [{name: '{name} AI', url: 'https://ai.{slug}.test/?q={prompt}'}]}).assistants,
    ).toEqual([{name: 'K AI', url: 'https://ai.k.test/?q={prompt}'}]);
    expect(() => resolveBrand({name: 'K', slug: 'k', assistants: [{name: 'X', url: 'https://x.test/'}]})).toThrow(/assistants/);
    expect(() => resolveBrand({name: 'K', slug: 'k', assistants: [{name: 'X', url: 'javascript:{prompt}'}]})).toThrow(/assistants/);
  });

  it('rejects a missing name and a slug that cannot go in a URL', () => {
    expect(() => resolveBrand({slug: 'x'} as never)).toThrow(BrandError);
    expect(() => resolveBrand({name: 'X', slug: 'Has Space'})).toThrow(/slug/);
    expect(() => resolveBrand({name: 'X', slug: 'trailing-'})).toThrow(/slug/);
  });

  it('reads BRAND_FILE and says clearly what is wrong with a bad one', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brand-'));
    const good = path.join(dir, 'good.json');
    fs.writeFileSync(good, JSON.stringify({name: 'Osprey', slug: 'osprey'}));
    expect(loadBrand(good).name).toBe('Osprey');
    const bad = path.join(dir, 'bad.json');
    fs.writeFileSync(bad, '{name: nope}');
    expect(() => loadBrand(bad)).toThrow(/not valid JSON/);
    expect(() => loadBrand(path.join(dir, 'missing.json'))).toThrow(/cannot read/);
    fs.writeFileSync(bad, '[1,2]');
    expect(() => loadBrand(bad)).toThrow(/JSON object/);
  });

  it('puts the name in prose and the slug in URLs', () => {
    const brand = resolveBrand({name: 'Kestrel Voice', slug: 'kestrel'});
    expect(brandName('{product} app and {product} IO', brand)).toBe('Kestrel Voice app and Kestrel Voice IO');
    expect(brandSlug('/docs/{product}-pbx-documentation', brand)).toBe('/docs/kestrel-pbx-documentation');
  });
});
