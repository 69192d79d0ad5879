/**
 * The page plan: every documentation page's slug, sidebar, section and working title.
 *
 * `page-plan.tsv` beside this file is a copy of the specification's `pages.tsv` (a unit test
 * keeps the two identical when the specification is checked out next to the repository).
 * The sidebars are ordered by it and the content check compares the docs against it.
 * Node-only: it reads the file from disk.
 */
import fs from 'node:fs';
import path from 'node:path';

export type SidebarName = 'admin' | 'softphone';

export type PlannedPage = {
  /** Slug with the `{product}` placeholder, e.g. `{product}-pbx-documentation`. */
  slug: string;
  sidebar: SidebarName;
  /** The sidebar section (category label), e.g. `Trunks`. */
  section: string;
  title: string;
  note: string;
  /** Built and reachable, but in no sidebar and not in the sitemap. */
  unlisted: boolean;
  /** Position in the plan, used to order the sidebars. */
  order: number;
};

export const PAGE_PLAN_FILE = path.join(__dirname, 'page-plan.tsv');

export function parsePagePlan(tsv: string): PlannedPage[] {
  const lines = tsv.split(/\r?\n/).filter((line) => line.trim() !== '');
  const [header, ...rows] = lines;
  if (header?.split('\t').slice(0, 5).join(',') !== 'slug,sidebar,category,title,note') {
    throw new Error('page plan: the header must be slug, sidebar, category, title, note');
  }
  const seen = new Set<string>();
  return rows.map((line, order) => {
    const [slug = '', sidebar = '', section = '', title = '', note = ''] = line.split('\t');
    if (sidebar !== 'admin' && sidebar !== 'softphone') {
      throw new Error(`page plan, row ${order + 2}: unknown sidebar ${JSON.stringify(sidebar)}`);
    }
    if (!slug || seen.has(slug)) {
      throw new Error(`page plan, row ${order + 2}: missing or duplicate slug ${JSON.stringify(slug)}`);
    }
    seen.add(slug);
    return {slug, sidebar, section, title, note, unlisted: note.startsWith('UNLISTED'), order};
  });
}

let cached: PlannedPage[] | undefined;

export function loadPagePlan(): PlannedPage[] {
  cached ??= parsePagePlan(fs.readFileSync(PAGE_PLAN_FILE, 'utf8'));
  return cached;
}
