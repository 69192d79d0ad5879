import {describe, expect, it} from 'vitest';
import lunr from 'lunr';
import {buildContext, type PageSections} from '../../src/plugins/search/core/build';
import {ContextIndex, loadIndex, searchContexts} from '../../src/plugins/search/core/engine';
import {BM25, FIELD_BOOST} from '../../src/plugins/search/core/format';
import {analyze, type Lang} from '../../src/plugins/search/core/text';
import {indexUrl} from '../../src/plugins/search/client/indexUrl';

const page = (url: string, title: string, intro: string, ...sections: Array<[string, string, string]>): PageSections => ({
  title,
  url,
  breadcrumbs: ['Guide'],
  sections: [{heading: '', hash: '', text: intro}, ...sections.map(([heading, hash, text]) => ({heading, hash, text}))],
});

function contextOf(pages: PageSections[], lang: Lang): ContextIndex {
  const {head, content} = buildContext(pages, lang);
  const index = new ContextIndex('admin', lang, JSON.parse(JSON.stringify(head)));
  index.addContent(JSON.parse(JSON.stringify(content)));
  return index;
}

const en = contextOf(
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

const de = contextOf(
  [
    page('/de/docs/umleitung', 'Anrufe umleiten', 'Die Rufumleitung leitet Anrufe an eine andere Nummer weiter.'),
    page('/de/docs/konfiguration', 'Konfiguration', 'Die Konfiguration der Weiterleitungen und Nebenstellen.'),
    page('/de/docs/warteschlangen', 'Warteschlangen', 'Eine Warteschlange verteilt Anrufe an Agenten.'),
  ],
  'de',
);

const pages = (index: ContextIndex, q: string) => searchContexts([index], q).hits.map((h) => h.page.url);

describe('ranking', () => {
  it('ranks a title match above a match in text', () => {
    expect(pages(en, 'trunks ')[0]).toBe('/docs/trunks');
    expect(pages(en, 'trunks ')).toContain('/docs/firewall');
  });
  it('returns one hit per page, typed page/heading/content, with hash and breadcrumbs', () => {
    const hits = searchContexts([en], 'registration ').hits;
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({
      type: 1,
      document: {title: 'Registration', url: '/docs/trunks', hash: '#registration', breadcrumbs: ['Guide']},
    });
    expect(searchContexts([en], 'firewall ').hits[0]?.type).toBe(0);
    const content = searchContexts([en], 'provider ').hits[0];
    expect(content?.type).toBe(2);
    expect(content?.snippet.some((s) => s.mark && s.text === 'provider')).toBe(true);
    expect(content?.tokens.some((t) => 'provider'.startsWith(t))).toBe(true);
  });
  it('finds prefixes while typing, in both languages', () => {
    expect(pages(en, 'regis')[0]).toBe('/docs/trunks');
    expect(pages(de, 'konfig')[0]).toBe('/de/docs/konfiguration');
    expect(pages(de, 'weiterl')[0]).toBe('/de/docs/konfiguration');
    expect(pages(de, 'warteschl')[0]).toBe('/de/docs/warteschlangen');
  });
  it('finds German compounds by their parts and umlaut-free spellings', () => {
    expect(pages(de, 'umleitung ')).toContain('/de/docs/umleitung');
    expect(pages(de, 'Nebenstellen ')).toEqual(['/de/docs/konfiguration']);
  });
  it('forgives a typo', () => {
    expect(pages(en, 'extenion ')[0]).toBe('/docs/codes');
    expect(pages(de, 'Warteschalnge ')[0]).toBe('/de/docs/warteschlangen');
  });
  it('finds identifiers, dotted names, port numbers and star codes', () => {
    expect(pages(en, 'P-Asserted-Identity')[0]).toBe('/docs/headers');
    expect(pages(en, 'sip.ports')[0]).toBe('/docs/firewall');
    expect(pages(en, '5060')[0]).toBe('/docs/firewall');
    expect(pages(en, '*72')).toEqual(['/docs/codes']);
  });
  it('applies required and excluded terms across titles and text', () => {
    expect(pages(en, 'trunk -firewall ')).toEqual(['/docs/trunks']);
    expect(pages(en, '+firewall trunk ')).toEqual(['/docs/firewall']);
    expect(pages(en, 'title:firewall ')).toEqual(['/docs/firewall']);
    expect(pages(en, 'text:firewall ')).toEqual([]);
  });
  it('answers wildcards and explicit edit distances', () => {
    expect(pages(en, 'regist*')[0]).toBe('/docs/trunks');
    expect(pages(en, 'firewoll~1')).toEqual(['/docs/firewall']);
    expect(pages(en, 'firewoll~0')).toEqual([]);
  });
  it('returns parse errors and no hits for a malformed query', () => {
    const result = searchContexts([en], 'trunk^x');
    expect(result.hits).toEqual([]);
    expect(result.parsed.errors).toEqual([{code: 'boost', value: 'x'}]);
  });
  it('searches the head alone before the content arrives', () => {
    const {head} = buildContext([page('/docs/a', 'Alpha title', 'beta text')], 'en');
    const partial = new ContextIndex('admin', 'en', head);
    expect(partial.complete).toBe(false);
    expect(searchContexts([partial], 'alpha ').hits).toHaveLength(1);
    expect(searchContexts([partial], 'beta ').hits).toHaveLength(0);
  });
});

describe('compact index', () => {
  it('gives lunr the statistics for the same BM25 scores (b = 0.75, k1 = 1.2) as an index built from the text', () => {
    const texts = ['the trunk registers with the provider', 'trunk trunk trunk failover', 'an extension rings'];
    const {content} = buildContext(
      texts.map((t, i) => page(`/p${i}`, `P${i}`, t)),
      'en',
    );
    const loaded = loadIndex(
      content[0].index,
      content[0].documents.map((d) => d.i),
    );
    const direct = lunr(function () {
      this.ref('ref');
      this.field('text', {boost: FIELD_BOOST.text});
      this.b(BM25.b);
      this.k1(BM25.k1);
      this.pipeline.reset();
      this.searchPipeline.reset();
      texts.forEach((t, i) => this.add({ref: String(i), text: analyze(t, 'en')}));
    });
    const run = (index: lunr.Index) => index.query((q) => q.term('trunk', {usePipeline: false})).map((r) => [r.ref, r.score.toFixed(6)]);
    expect(run(loaded)).toEqual(run(direct));
    expect(run(loaded)).toHaveLength(2);
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

describe('index file URLs', () => {
  it('change when any page of the locale changes, and only then', async () => {
    const {indexFiles} = await import('../../src/plugins/search/index');
    const pagesA = [page('/de/docs/a', 'Nebenstellen', 'Eine Nebenstelle ist eine Durchwahl.')];
    const pagesB = [page('/de/docs/a', 'Nebenstellen', 'Eine Nebenstelle ist eine interne Rufnummer.')];
    const a = indexFiles('admin', buildContext(pagesA, 'de')).urls;
    const again = indexFiles('admin', buildContext(pagesA, 'de')).urls;
    const b = indexFiles('admin', buildContext(pagesB, 'de')).urls;
    expect(a).toEqual(again);
    expect(a.head).toMatch(/^search-index-admin\.json\?_=[0-9a-f]{10}$/);
    expect(b.content).not.toBe(a.content);
    expect(b.head).toBe(a.head); // the titles did not change
  });
});
