/**
 * The loader (client/core.ts): what a query fetches, and that it is fetched once. The entry
 * when the search is prepared, the shards of the query's words, the fragments of the pages
 * shown; a later query fetches only what it lacks; the same answer from a cold or a warm cache.
 */
import {describe, expect, it, vi} from 'vitest';
import {buildContext, type PageSections} from '../../src/plugins/search/core/build';
import {indexFiles} from '../../src/plugins/search/files';
import {SearchCore} from '../../src/plugins/search/client/core';
import {fragmentFileName, pageOf, partOf, shardOf, shardsWithPrefix, type Entry} from '../../src/plugins/search/core/format';
import type {Hit} from '../../src/plugins/search/core/engine';

const pages: PageSections[] = Array.from({length: 120}, (_, p) => ({
  title: `Topic ${['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot'][p % 6]} ${p}`,
  url: `/docs/p${p}`,
  breadcrumbs: ['Guide'],
  sections: [
    {heading: '', hash: '', text: `Intro of page ${p}: trunks, tenants and registration number ${p * 7}, star code *${60 + (p % 10)}.`},
    {heading: `Settings ${p}`, hash: 'settings', text: `The ${['queue', 'voicemail', 'firewall'][p % 3]} settings of page ${p}.`},
  ],
}));
const {files} = indexFiles('admin', buildContext(pages, 'en', {shardBytes: 1_500}));
const entry = JSON.parse(files.get('search-index-admin.json')!) as Entry;
const sources = [{name: 'admin', entry: 'search-index-admin.json'}];

/** A loader over the files, recording each fetch; `fail` makes fetches of matching files fail. */
function loader(fail?: RegExp) {
  const fetched: string[] = [];
  const core = new SearchCore((url) => {
    const file = url.replace(/\?.*$/, '');
    fetched.push(file);
    if (fail?.test(file)) return Promise.reject(new Error(`failed: ${file}`));
    const body = files.get(file);
    return body === undefined ? Promise.reject(new Error(`404 ${file}`)) : Promise.resolve(JSON.parse(body) as unknown);
  });
  const search = (query: string, limit = 8) => core.search({query, contexts: sources, lang: 'en', limit});
  return {core, fetched, search};
}

const shard = (key: string) => `search-index-admin/${shardOf(entry.s, key)}.json`;

describe('loader', () => {
  it('fetches the entry when prepared, and nothing else', async () => {
    const {core, fetched} = loader();
    core.prepare(sources);
    core.prepare(sources);
    await Promise.resolve();
    expect(fetched).toEqual(['search-index-admin.json']);
  });
  it('fetches the shard of each word and the fragments of the pages shown, each once', async () => {
    expect(entry.s.length).toBeGreaterThan(4);
    const {fetched, search} = loader();
    const first = await search('firewall tenants ', 3);
    expect(first.hits).toHaveLength(3);
    expect(fetched).toEqual([
      'search-index-admin.json',
      ...[...new Set([shard('firewal'), shard('tenant')])].sort(),
      ...first.hits.map((h) => fragmentFileName('admin', pageOf(h.ref), partOf(h.ref))),
    ]);
    fetched.length = 0;
    expect(await search('firewall tenants ', 3)).toEqual(first);
    expect(fetched).toEqual([]);
    // A new word: its shard only; the pages shown before are not fetched again.
    const next = await search('firewall tenants queue ', 3);
    expect(fetched.filter((f) => !/\/p\d+-\d+\.json$/.test(f))).toEqual(
      shard('queue') === shard('firewal') || shard('queue') === shard('tenant') ? [] : [shard('queue')],
    );
    const fragmentOf = (h: Hit) => fragmentFileName('admin', pageOf(h.ref), partOf(h.ref));
    const shownBefore = new Set(first.hits.map(fragmentOf));
    for (const hit of next.hits) expect(fetched.includes(fragmentOf(hit))).toBe(!shownBefore.has(fragmentOf(hit)));
  });
  it('answers the same from a cold cache as from a warm one', async () => {
    const warm = loader();
    for (const q of ['alpha', 'bravo ', 'tenant', 'regist', 'fire', 'q', 'sett', 'page 7']) await warm.search(q);
    for (const q of ['tenants registration', 'f', 'fi', 'firewa', 'settings 1', 'topic echo']) {
      const cold = loader();
      expect((await warm.search(q)).hits.map((h) => [h.page.url, h.score])).toEqual(
        (await cold.search(q)).hits.map((h) => [h.page.url, h.score]),
      );
    }
  });
  it('loads the first two shards of its range for a word of one or two letters, the whole range for a longer one', async () => {
    const {fetched, search} = loader();
    await search('t');
    const first = shardsWithPrefix(entry.s, 't').slice(0, 2);
    expect(fetched.filter((f) => /\/\d+\.json$/.test(f))).toEqual(first.map((i) => `search-index-admin/${i}.json`));
    const range = shardsWithPrefix(entry.s, 'topic');
    fetched.length = 0;
    await search('topic');
    expect(new Set(fetched.filter((f) => /\/\d+\.json$/.test(f)))).toEqual(
      new Set(range.filter((i) => !first.includes(i)).map((i) => `search-index-admin/${i}.json`)),
    );
  });
  it('loads the shards of the star codes when a lone star is typed, so that its digits need none', async () => {
    const {fetched, search} = loader();
    expect((await search('*')).hits).toEqual([]);
    await vi.waitFor(() => expect(fetched).toContain(shard('*65')));
    fetched.length = 0;
    const {hits} = await search('*65');
    expect(hits.length).toBeGreaterThan(0);
    expect(hits[0]!.page.url).toMatch(/^\/docs\/p\d*5$/);
    expect(fetched.filter((f) => /\/\d+\.json$/.test(f))).toEqual([]);
    // Not for a star inside a word.
    const other = loader();
    await other.search('tenant*');
    await other.search('trunks');
    expect(other.fetched).not.toContain(shard('*65'));
  });
  it('looks for typos of a word found nowhere among the words sharing its first two letters', async () => {
    const {fetched, search} = loader();
    const {hits} = await search('firewoll ');
    expect(hits.length).toBeGreaterThan(0);
    expect(hits[0]!.tokens).toContain('firewall');
    const typoRange = shardsWithPrefix(entry.s, 'fi').map((i) => `search-index-admin/${i}.json`);
    for (const f of typoRange) expect(fetched).toContain(f);
  });
  it('returns a stale answer, without fragments, to a request a newer one on its channel overtook', async () => {
    const {core, fetched} = loader();
    const older = core.search({query: 'alpha', contexts: sources, lang: 'en', limit: 8, channel: 'box'});
    const newer = core.search({query: 'alphab', contexts: sources, lang: 'en', limit: 8, channel: 'box'});
    const other = core.search({query: 'bravo', contexts: sources, lang: 'en', limit: 8, channel: 'page'});
    expect(await older).toMatchObject({stale: true, hits: [], complete: false});
    expect((await other).hits.length).toBeGreaterThan(0);
    await newer;
    expect(fetched.filter((f) => /\/p\d+-\d+\.json$/.test(f)).length).toBe((await other).hits.length + (await newer).hits.length);
  });
  it('reports a file that fails, and fetches it again for the next query', async () => {
    const broken = loader(/search-index-admin\.json$/);
    expect((await broken.search('alpha')).loadError).toMatch(/failed: search-index-admin\.json/);
    expect((await broken.search('alpha')).loadError).toBeDefined();
    expect(broken.fetched.filter((f) => f === 'search-index-admin.json')).toHaveLength(2);
  });
  it('refuses an index of another format with a load error (a page older than the site)', async () => {
    const {core, search} = loader();
    core.expect('search-index-admin.json');
    const pending = search('alpha ');
    core.provide('search-index-admin.json', {...entry, v: entry.v - 1});
    expect(await pending).toMatchObject({hits: [], loadError: expect.stringMatching(/format 2, this page reads 3: reload the page/)});
  });
  it('waits for an entry the page provides instead of fetching it', async () => {
    const {core, fetched, search} = loader();
    core.expect('search-index-admin.json');
    core.prepare(sources);
    const pending = search('alpha ');
    await Promise.resolve();
    expect(fetched).toEqual([]);
    core.provide('search-index-admin.json', JSON.parse(files.get('search-index-admin.json')!));
    expect((await pending).hits.length).toBeGreaterThan(0);
    expect(fetched).not.toContain('search-index-admin.json');
  });
});
