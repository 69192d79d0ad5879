/**
 * The engine on small indexes built in memory: ranking (titles over text, one hit per page),
 * what readers type (prefixes, typos, identifiers, star codes, German compounds) and the query
 * syntax (fields, required and excluded words, wildcards, edit distances, errors).
 */
import {describe, expect, it} from 'vitest';
import {buildContext, type PageSections} from '../../src/plugins/search/core/build';
import {indexFiles} from '../../src/plugins/search/files';
import type {Lang} from '../../src/plugins/search/core/text';
import {indexUrl} from '../../src/plugins/search/client/indexUrl';
import {memorySearch, type NodeSearch} from '../../scripts/search/ownSearch';

const page = (url: string, title: string, intro: string, ...sections: Array<[string, string, string]>): PageSections => ({
  title,
  url,
  breadcrumbs: ['Guide'],
  sections: [{heading: '', hash: '', text: intro}, ...sections.map(([heading, hash, text]) => ({heading, hash, text}))],
});

function searchOf(pages: PageSections[], lang: Lang): NodeSearch {
  return memorySearch(lang, ['admin'], indexFiles('admin', buildContext(pages, lang)).files);
}

const en = searchOf(
  [
    page('/docs/trunks', 'Trunks', 'A trunk connects the PBX to a SIP provider.', [
      'Registration',
      'registration',
      'The trunk registers every 3600 seconds.',
    ]),
    page('/docs/firewall', 'Firewall', 'Open port 5060 for SIP and set sip.ports for other ports. Trunks need it too.'),
    page('/docs/headers', 'Caller ID headers', 'The PBX sends P-Asserted-Identity or Remote-Party-ID.'),
    page('/docs/codes', 'Star codes', 'Dial *72 to forward all calls and *73 to cancel.', [
      'Extensions',
      'ext',
      'An extension is a phone line.',
    ]),
  ],
  'en',
);

const de = searchOf(
  [
    page('/de/docs/umleitung', 'Anrufe umleiten', 'Die Rufumleitung leitet Anrufe an eine andere Nummer weiter.'),
    page('/de/docs/konfiguration', 'Konfiguration', 'Die Konfiguration der Weiterleitungen und Nebenstellen.'),
    page('/de/docs/warteschlangen', 'Warteschlangen', 'Eine Warteschlange verteilt Anrufe an Agenten.'),
    page('/de/docs/strategien', 'Warteschlangenstrategien', 'Wie Anrufe an Agenten verteilt werden.'),
    page('/de/docs/sicherheit', 'Sicherheitseinstellungen', 'Kennwörter, Sperren und Zertifikate.'),
    page('/de/docs/sprache', 'Sprache der Ansagen', 'Die Sprache der Sprachnachricht und der Ansagen.'),
    page('/de/docs/audit', 'Protokoll', 'Wer hat die Sicherheit zuletzt geändert? Das Protokoll zeigt es.'),
    // The parts must be words of the context's own vocabulary.
    page('/de/docs/uberblick', 'Überblick', 'Einstellungen, Strategien und jede Nachricht im Überblick.'),
  ],
  'de',
);

const search = async (s: NodeSearch, query: string, limit = 8) => s.core.search({query, contexts: s.sources, lang: s.lang, limit});
const pages = async (s: NodeSearch, q: string) => (await search(s, q)).hits.map((h) => h.page.url);

describe('ranking', () => {
  it('ranks a title match above a match in text', async () => {
    expect((await pages(en, 'trunks '))[0]).toBe('/docs/trunks');
    expect(await pages(en, 'trunks ')).toContain('/docs/firewall');
  });
  it('returns one hit per page, typed page/heading/content, with hash and breadcrumbs', async () => {
    const {hits} = await search(en, 'registration ');
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({
      type: 1,
      document: {title: 'Registration', url: '/docs/trunks', hash: '#registration', breadcrumbs: ['Guide']},
    });
    expect((await search(en, 'firewall ')).hits[0]?.type).toBe(0);
    const content = (await search(en, 'provider ')).hits[0];
    expect(content?.type).toBe(2);
    expect(content?.snippet.some((s) => s.mark && s.text === 'provider')).toBe(true);
    expect(content?.tokens.some((t) => 'provider'.startsWith(t))).toBe(true);
  });
  it('counts every page found and returns the limit with their fragments', async () => {
    const all = await search(en, 'trunk ', 1);
    expect(all.total).toBe(2);
    expect(all.hits).toHaveLength(1);
    expect(all.complete).toBe(true);
  });
  it('finds prefixes while typing, in both languages', async () => {
    expect((await pages(en, 'regis'))[0]).toBe('/docs/trunks');
    expect((await pages(de, 'konfig'))[0]).toBe('/de/docs/konfiguration');
    expect((await pages(de, 'weiterl'))[0]).toBe('/de/docs/konfiguration');
    expect((await pages(de, 'warteschl'))[0]).toBe('/de/docs/warteschlangen');
  });
  it('finds umlaut-free spellings and plurals', async () => {
    expect(await pages(de, 'Nebenstellen ')).toEqual(['/de/docs/konfiguration']);
    expect(await pages(de, 'Kennworter ')).toEqual(['/de/docs/sicherheit']);
  });
  it('forgives a typo', async () => {
    expect((await pages(en, 'extenion '))[0]).toBe('/docs/codes');
    expect((await pages(de, 'Warteschalnge '))[0]).toBe('/de/docs/warteschlangen');
  });
  it('finds identifiers, dotted names, port numbers and star codes', async () => {
    expect((await pages(en, 'P-Asserted-Identity'))[0]).toBe('/docs/headers');
    expect((await pages(en, 'sip.ports'))[0]).toBe('/docs/firewall');
    expect((await pages(en, '5060'))[0]).toBe('/docs/firewall');
    expect(await pages(en, '*72')).toEqual(['/docs/codes']);
  });
  it('applies required and excluded terms across titles and text', async () => {
    expect(await pages(en, 'trunk -firewall ')).toEqual(['/docs/trunks']);
    expect(await pages(en, '+firewall trunk ')).toEqual(['/docs/firewall']);
    expect(await pages(en, 'title:firewall ')).toEqual(['/docs/firewall']);
    expect(await pages(en, 'text:firewall ')).toEqual([]);
  });
  it('answers wildcards and explicit edit distances', async () => {
    expect((await pages(en, 'regist*'))[0]).toBe('/docs/trunks');
    expect((await pages(de, '*leitung'))[0]).toBe('/de/docs/umleitung');
    expect(await pages(en, 'firewoll~1')).toEqual(['/docs/firewall']);
    expect(await pages(en, 'firewoll~0')).toEqual([]);
  });
  it('returns parse errors and no hits for a malformed query', async () => {
    const result = await search(en, 'trunk^x');
    expect(result.hits).toEqual([]);
    expect(result.errors).toEqual([{code: 'boost', value: 'x'}]);
  });
});

describe('German compounds', () => {
  it('rank a compound title first for its modifier ("Sicherheit" → "Sicherheitseinstellungen")', async () => {
    const {hits} = await search(de, 'Sicherheit ');
    expect(hits[0]).toMatchObject({type: 0, page: {url: '/de/docs/sicherheit'}});
    expect(hits.map((h) => h.page.url)).toContain('/de/docs/audit');
  });
  it('rank a compound title first for its head or other part', async () => {
    expect((await pages(de, 'Warteschlange '))[0]).toBe('/de/docs/warteschlangen');
    expect(await pages(de, 'Warteschlange ')).toContain('/de/docs/strategien');
    const {hits} = await search(de, 'Strategien ');
    expect(hits[0]).toMatchObject({type: 0, page: {url: '/de/docs/strategien'}});
    expect((await pages(de, 'umleitung '))[0]).toBe('/de/docs/umleitung');
  });
  it('mark the compound in the snippet, where it occurs', async () => {
    const hit = (await search(de, 'nachricht ')).hits.find((h) => h.page.url === '/de/docs/sprache');
    expect(hit?.snippet.filter((s) => s.mark).map((s) => s.text)).toEqual(['Sprachnachricht']);
  });
});

describe('index URL', () => {
  it('resolves under the locale base on the same origin', () => {
    expect(indexUrl('/de/', 'search-index-admin.json?_=1', 'https://docs.example.com/de/docs/x')).toBe(
      'https://docs.example.com/de/search-index-admin.json?_=1',
    );
  });
  it('refuses another origin', () => {
    expect(() => indexUrl('//evil.example.net/', 'search-index-admin.json', 'https://docs.example.com/')).toThrow('Unexpected version url');
  });
});
