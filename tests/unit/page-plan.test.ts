import {describe, it, expect} from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import {loadPagePlan, parsePagePlan} from '../../src/data/pagePlan';
import {MERGED, DROPPED, ADDED} from '../../src/data/planChanges';

describe('page plan', () => {
  it('holds the ~330 planned pages with the three unlisted ones', () => {
    const plan = loadPagePlan();
    expect(plan.length).toBe(329 - Object.keys(MERGED).length - Object.keys(DROPPED).length + Object.keys(ADDED).length);
    expect(
      plan
        .filter((p) => p.unlisted)
        .map((p) => p.slug)
        .sort(),
    ).toEqual(['ivrnodes-ext-app', '{product}-app', '{product}ports'].sort());
    expect(plan.filter((p) => p.sidebar === 'softphone').length).toBeGreaterThan(20);
  });

  it('is the specification’s pages.tsv with the listed drops, merges and additions', () => {
    const specFile = path.resolve(__dirname, '../../../shared/spec/pages.tsv');
    const ours = loadPagePlan();
    const key = (p: {slug: string; sidebar: string; section: string}) => `${p.slug}\t${p.sidebar}\t${p.section}`;
    const removed = new Set([...Object.keys(MERGED), ...Object.keys(DROPPED)]);
    for (const slug of removed)
      expect(
        ours.map((p) => p.slug),
        slug,
      ).not.toContain(slug);
    for (const slug of Object.keys(ADDED))
      expect(
        ours.map((p) => p.slug),
        slug,
      ).toContain(slug);
    for (const {into} of Object.values(MERGED)) expect(ours.map((p) => p.slug)).toContain(into);
    if (!fs.existsSync(specFile)) return; // the specification is not checked out beside the repo
    const spec = parsePagePlan(fs.readFileSync(specFile, 'utf8'));
    const expected = spec.filter((p) => !removed.has(p.slug)).map(key);
    const actual = ours.filter((p) => !(p.slug in ADDED)).map(key);
    expect(actual).toEqual(expected);
    for (const slug of removed)
      expect(
        spec.map((p) => p.slug),
        `${slug} is not in the specification`,
      ).toContain(slug);
  });

  it('rejects a bad header, an unknown sidebar and duplicate slugs', () => {
    expect(() => parsePagePlan('a\tb\n')).toThrow(/header/);
    const head = 'slug\tsidebar\tcategory\ttitle\tnote\n';
    expect(() => parsePagePlan(`${head}x\tuser\tA\tT\t\n`)).toThrow(/unknown sidebar/);
    expect(() => parsePagePlan(`${head}x\tadmin\tA\tT\t\nx\tadmin\tA\tT\t\n`)).toThrow(/duplicate/);
  });
});
