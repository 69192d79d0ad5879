/**
 * The index format: what the builder writes reads back as the same postings, with BM25 weights
 * (b = 0.75, k1 = 1.2) computed from the text; shards split by key range, every term where the
 * shard map says; first tiers and tails; and an entry that does not grow with the pages.
 */
import {describe, expect, it} from 'vitest';
import {buildContext, type PageSections} from '../../src/plugins/search/core/build';
import {
  BM25,
  FIELD_BOOST,
  MAX_SECTIONS,
  PART_CHARS,
  PART_SLOTS,
  WEIGHT_SCALE,
  idf,
  pageOf,
  partOf,
  refOf,
  sectionOf,
  slotOf,
  shardOf,
  shardsWithPrefix,
  type Entry,
  type ShardFile,
} from '../../src/plugins/search/core/format';
import {RANKING} from '../../src/plugins/search/core/engine';
import {analyze} from '../../src/plugins/search/core/text';
import {indexFiles} from '../../src/plugins/search/files';
import {memorySearch} from '../../scripts/search/ownSearch';

const page = (url: string, title: string, ...texts: string[]): PageSections => ({
  title,
  url,
  breadcrumbs: [],
  sections: texts.map((text, i) => ({heading: i ? `Heading ${i}` : '', hash: i ? `h${i}` : '', text})),
});

/** Flat [refDelta, weight, …] back to [ref, weight] pairs. */
function pairs(flat: number[] = []): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let ref = 0;
  for (let k = 0; k < flat.length; k += 2) out.push([(ref += flat[k]!), flat[k + 1]!]);
  return out;
}

/** A vocabulary of made-up words, for sites of any size. */
const word = (n: number) => `w${n.toString(36)}x`;
function site(pages: number): PageSections[] {
  return Array.from({length: pages}, (_, p) =>
    page(`/docs/p${p}`, `Page ${word(p)}`, `intro ${word(p % 7)} common`, `text ${word(p)} ${word((p * 7) % 50)} common common`),
  );
}

describe('refs', () => {
  it('encode the page, the part and the slot of a section', () => {
    expect([MAX_SECTIONS, PART_SLOTS]).toEqual([64, 8]);
    expect(refOf(3, 13)).toBe(3 * 64 + 13);
    expect([pageOf(refOf(3, 13)), sectionOf(refOf(3, 13)), partOf(refOf(3, 13)), slotOf(refOf(3, 13))]).toEqual([3, 13, 1, 5]);
  });
  it('merge sections beyond the last slot of the last part into it', () => {
    const long = page('/docs/long', 'Long', ...Array.from({length: 70}, (_, i) => `section${i}text`));
    const {fragments} = buildContext([long], 'en');
    expect(fragments[0]!.map((part) => part.s.length)).toEqual([8, 8, 8, 8, 8, 8, 8, 8]);
    expect(fragments[0]![7]!.s[7]![2]).toContain('section69text');
  });
});

describe('fragment parts', () => {
  // Sections of 900 characters: two fit in a part of PART_CHARS (2,000), three do not.
  const filler = (i: number) => `${`word${i} `.repeat(150).slice(0, 890)} marker${i}`;
  const long = page('/docs/long', 'Long', ...Array.from({length: 7}, (_, i) => filler(i)));
  const built = buildContext([long, page('/docs/short', 'Short', 'a short page', 'with a heading')], 'en');
  it('split a long page by the size of its text, and keep a short page whole', () => {
    expect(PART_CHARS).toBe(2_000);
    expect(built.fragments[0]!.map((part) => part.s.map(([heading]) => heading))).toEqual([
      ['', 'Heading 1'],
      ['Heading 2', 'Heading 3'],
      ['Heading 4', 'Heading 5'],
      ['Heading 6'],
    ]);
    expect(built.fragments[1]!.map((part) => part.s.length)).toEqual([2]);
    // Every part carries the page's title and URL.
    for (const part of built.fragments[0]!) expect([part.t, part.u]).toEqual(['Long', '/docs/long']);
  });
  it('keep every section of a long page apart, filling parts beyond their size when the slots run short', () => {
    const big = (n: number) => page('/docs/big', 'Big', ...Array.from({length: n}, (_, i) => `${'x'.repeat(2_500)} big${i}`));
    for (const n of [9, 20, 64]) {
      const parts = buildContext([big(n)], 'en').fragments[0]!;
      expect(parts.length).toBeLessThanOrEqual(PART_SLOTS);
      expect(parts.flatMap((part) => part.s.map(([, , text]) => text.split(' ').pop()))).toEqual(
        Array.from({length: n}, (_, i) => `big${i}`),
      );
    }
  });
  it('give a section the ref of its part and slot, and a result reads its own part only', async () => {
    const {files} = indexFiles('admin', built);
    expect([...files.keys()].filter((f) => f.includes('/p')).sort()).toEqual(
      ['p0-0', 'p0-1', 'p0-2', 'p0-3', 'p1-0'].map((f) => `search-index-admin/${f}.json`),
    );
    const fetched: string[] = [];
    const recording = {get: (file: string) => (fetched.push(file), files.get(file))} as ReadonlyMap<string, string>;
    const search = memorySearch('en', ['admin'], recording);
    const {hits} = await search.core.search({query: 'marker5 ', contexts: search.sources, lang: 'en'});
    expect(hits.map((h) => [h.document.title, h.document.hash, h.ref])).toEqual([['Heading 5', '#h5', refOf(0, 2 * PART_SLOTS + 1)]]);
    expect(hits[0]!.snippet.map((s) => s.text).join('')).toContain('marker5');
    expect(fetched.filter((url) => url.includes('/p'))).toEqual([expect.stringContaining('search-index-admin/p0-2.json')]);
  });
});

describe('round trip', () => {
  const texts = ['the trunk registers with the provider', 'trunk trunk trunk failover', 'an extension rings'];
  const built = buildContext(
    texts.map((t, i) => page(`/p${i}`, `P${i}`, t)),
    'en',
  );
  const files = indexFiles('admin', built).files;
  const entry = JSON.parse(files.get('search-index-admin.json')!) as Entry;
  const shards = entry.s.map((_, i) => JSON.parse(files.get(`search-index-admin/${i}.json`)!) as ShardFile);
  const termOf = (t: string) => shards[shardOf(entry.s, t)]!.find(([term]) => term === t);

  it('writes an entry with counts, field statistics, the shard map and the version', () => {
    expect(entry).toMatchObject({v: 3, lang: 'en', n: 3, pages: 3, s: [''], t: []});
    expect(entry.h).toMatch(/^[0-9a-f]{10}$/);
    // Text lengths in terms after stop words: 3, 4, 2.
    expect(entry.avg[2]).toBe(3);
  });
  it('stores BM25 tf weights (b = 0.75, k1 = 1.2) and the document frequency per term', () => {
    const [term, df, , head, text] = termOf('trunk')!;
    expect([term, df, head]).toEqual(['trunk', 2, []]);
    const weight = (tf: number, len: number) =>
      Math.round(((tf * (BM25.k1 + 1)) / (tf + BM25.k1 * (1 - BM25.b + (BM25.b * len) / 3))) * WEIGHT_SCALE);
    expect(pairs(text)).toEqual([
      [refOf(0, 0), weight(1, 3)],
      [refOf(1, 0), weight(3, 4)],
    ]);
    // Titles are in the head postings, with the title field's own statistics (a title of
    // average length: the weight is 1).
    expect(pairs(termOf('p0')![3])).toEqual([[refOf(0, 0), WEIGHT_SCALE]]);
  });
  it('keeps the words behind a term, and the term itself only when it is a word too', () => {
    expect(termOf(analyze('registers', 'en')[0]!)![2]).toBe('registers');
    expect(termOf('trunk')![2]).toBe('');
  });
  it('scores a section as the sum over fields of boost × idf × weight', async () => {
    const search = memorySearch('en', ['admin'], files);
    const {hits} = await search.core.search({query: 'trunk ', contexts: search.sources, lang: 'en'});
    const w = pairs(termOf('trunk')![4]);
    const expected = (i: number) => (idf(2, 3) * RANKING.fields.text * w[i]![1]) / WEIGHT_SCALE;
    expect(hits.map((h) => [h.page.url, h.score])).toEqual([
      ['/p1', expected(1)],
      ['/p0', expected(0)],
    ]);
    expect(FIELD_BOOST.title).toBeGreaterThan(FIELD_BOOST.heading);
  });
});

describe('shards', () => {
  const built = buildContext(site(400), 'en', {shardBytes: 2_000});
  it('split the vocabulary by key range, each term in the shard the map names', () => {
    expect(built.shards.length).toBeGreaterThan(5);
    expect(built.entry.s[0]).toBe('');
    expect([...built.entry.s].sort()).toEqual(built.entry.s);
    built.shards.forEach((shard, i) => {
      for (const [term, , words] of shard) {
        for (const key of [term, ...(words ? words.split(' ') : [])]) expect(shardOf(built.entry.s, key)).toBe(i);
      }
    });
  });
  it('name the shards a prefix needs', () => {
    const {s} = built.entry;
    const range = shardsWithPrefix(s, 'w');
    expect(range.length).toBeGreaterThan(1);
    expect(range[0]).toBe(shardOf(s, 'w'));
    expect(shardsWithPrefix(s, 'zzz')).toEqual([s.length - 1]);
  });
  it('keep a term’s first tier in the shard and the rest in its tail', () => {
    const tiered = buildContext(site(400), 'en', {tierSize: 50});
    const common = tiered.shards.flat().find(([t]) => t === 'common')!;
    expect(pairs(common[3]).length + pairs(common[4]).length).toBe(50);
    expect(common[5]).toBe(400 * 2 - 50);
    const shard = shardOf(tiered.entry.s, 'common');
    expect(tiered.entry.t).toContain(shard);
    const tail = tiered.tails.get(shard)!.find(([t]) => t === 'common')!;
    expect(pairs(tail[1]).length + pairs(tail[2]).length).toBe(400 * 2 - 50);
  });
  it('leave the entry as small as its shard list as pages are added', () => {
    const size = (pages: number) => {
      const b = buildContext(site(pages), 'en');
      return {entry: JSON.stringify(b.entry).length - b.entry.s.join('').length - 3 * b.entry.s.length, shards: b.shards.length};
    };
    const small = size(50);
    const large = size(2000);
    expect(large.shards).toBeGreaterThan(small.shards);
    // Apart from the separators, only digits of the counts grow.
    expect(large.entry - small.entry).toBeLessThan(12);
  });
});

describe('tiers at query time', () => {
  const files = indexFiles('admin', buildContext(site(300), 'en', {tierSize: 40})).files;
  it('the box ranks from the first tiers; an exhaustive search loads the tails and counts all', async () => {
    const box = memorySearch('en', ['admin'], files);
    const first = await box.core.search({query: 'common ', contexts: box.sources, lang: 'en', limit: 8});
    expect(first.hits).toHaveLength(8);
    expect(first.total).toBeLessThanOrEqual(40);
    expect(box.loaded.some((l) => /\/t\d+\.json$/.test(l.file))).toBe(false);
    const page = memorySearch('en', ['admin'], files);
    const all = await page.core.search({query: 'common ', contexts: page.sources, lang: 'en', limit: 8, exhaustive: true});
    expect(all.total).toBe(300);
    expect(page.loaded.some((l) => /\/t\d+\.json$/.test(l.file))).toBe(true);
    // The strongest sections are in the first tier: both rank them alike.
    expect(all.hits.map((h) => h.page.url)).toEqual(first.hits.map((h) => h.page.url));
  });
});
