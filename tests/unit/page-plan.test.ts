import {describe, it, expect} from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import {loadPagePlan, parsePagePlan, PAGE_PLAN_FILE} from '../../src/data/pagePlan';

describe('page plan', () => {
  it('holds the ~330 planned pages with the three unlisted ones', () => {
    const plan = loadPagePlan();
    expect(plan.length).toBe(329);
    expect(plan.filter((p) => p.unlisted).map((p) => p.slug).sort()).toEqual(
      ['ivrnodes-ext-app', '{product}-app', '{product}ports'].sort(),
    );
    expect(plan.filter((p) => p.sidebar === 'softphone').length).toBeGreaterThan(20);
  });

  it('is the same file as the specification’s pages.tsv', () => {
    const spec = path.resolve(__dirname, '../../../shared/spec/pages.tsv');
    if (!fs.existsSync(spec)) return; // the specification is not checked out beside the repo
    expect(fs.readFileSync(PAGE_PLAN_FILE, 'utf8')).toBe(fs.readFileSync(spec, 'utf8'));
  });

  it('rejects a bad header, an unknown sidebar and duplicate slugs', () => {
    expect(() => parsePagePlan('a\tb\n')).toThrow(/header/);
    const head = 'slug\tsidebar\tcategory\ttitle\tnote\n';
    expect(() => parsePagePlan(`${head}x\tuser\tA\tT\t\n`)).toThrow(/unknown sidebar/);
    expect(() => parsePagePlan(`${head}x\tadmin\tA\tT\t\nx\tadmin\tA\tT\t\n`)).toThrow(/duplicate/);
  });
});
