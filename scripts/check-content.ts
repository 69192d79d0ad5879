/**
 * `npm run check:content`: checks every doc page in both locales against the page plan
 * (src/data/page-plan.tsv) and prints a coverage table per section. It fails on any problem
 * in a page that exists, and on any planned page that is missing: every section is complete.
 */
import path from 'node:path';
import {loadPagePlan} from '../src/data/pagePlan';
import {defaultBrand} from '../brand';
import {checkContent, sectionKey} from './content/checks';
import {FOUNDATION_PAGES} from '../src/data/foundationPages';

const plan = loadPagePlan();
/** Sections whose every planned page must exist in English and German: all of them. */
const COMPLETE_SECTIONS: string[] = [...new Set(plan.map(sectionKey))];

const {problems, coverage} = checkContent({
  siteDir: path.resolve(__dirname, '..'),
  plan,
  brandName: defaultBrand.name,
  completeSections: COMPLETE_SECTIONS,
  requiredSlugs: [...FOUNDATION_PAGES],
  minWords: 300,
});

const pad = (s: string | number, n: number) => String(s).padEnd(n);
console.log(`${pad('section', 34)}${pad('planned', 9)}${pad('en', 5)}${pad('de', 5)}words`);
for (const row of coverage) {
  const mark = COMPLETE_SECTIONS.includes(row.section) ? ' (complete)' : '';
  console.log(`${pad(row.section, 34)}${pad(row.planned, 9)}${pad(row.en, 5)}${pad(row.de, 5)}${row.words}${mark}`);
}
const total = coverage.reduce((a, r) => ({planned: a.planned + r.planned, en: a.en + r.en, de: a.de + r.de}), {planned: 0, en: 0, de: 0});
console.log(`${pad('total', 34)}${pad(total.planned, 9)}${pad(total.en, 5)}${pad(total.de, 5)}`);

if (problems.length) {
  console.error(`\n${problems.length} content problem(s):`);
  for (const p of problems) console.error(`  ${p.file}: ${p.message}`);
  process.exit(1);
}
console.log('\ncontent check: no problems');
