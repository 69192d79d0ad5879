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
  WEIGHT_SCALE,
  idf,
  pageOf,
  refOf,
  sectionOf,
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
  it('encode the page and the section', () => {
    expect(MAX_SECTIONS).toBe(64);
    expect(refOf(3, 5)).toBe(3 * 64 + 5);
    expect([pageOf(refOf(3, 5)), sectionOf(refOf(3, 5))]).toEqual([3, 5]);
  });
  it('merge sections beyond the 64th into the last', () => {
    const long = page('/docs/long', 'Long', ...Array.from({length: 70}, (_, i) => `section${i}text`));
    const {fragments} = buildContext([long], 'en');
    expect(fragments[0]!.s).toHaveLength(64);
    expect(fragments[0]!.s[63]![2]).toContain('section69text');
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
    expect(entry).toMatchObject({v: 2, lang: 'en', n: 3, pages: 3, s: [''], t: []});
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
