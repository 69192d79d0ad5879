import {describe, expect, it} from 'vitest';
import {analyze, normalize, stem, tokenize} from '../../src/plugins/search/core/text';
import {findMatches} from '../../src/plugins/search/core/normalize';
import {snippet, CONTEXT} from '../../src/plugins/search/core/snippet';

describe('tokenizer', () => {
  it('keeps identifiers whole and yields their parts', () => {
    expect(tokenize('Set P-Asserted-Identity and sip.ports.')).toEqual([
      'set',
      'p-asserted-identity',
      'p',
      'asserted',
      'identity',
      'and',
      'sip.ports',
      'sip',
      'ports',
    ]);
  });
  it('keeps star codes and drops stray asterisks', () => {
    expect(tokenize('Dial *72, then **bold**')).toEqual(['dial', '*72', 'then', 'bold']);
  });
  it('folds umlauts, ß and accents', () => {
    expect(normalize('Übersicht Straße Café')).toBe('ubersicht strasse cafe');
    expect(tokenize('„Größe“')).toEqual(['grosse']);
  });
});

describe('language pipelines', () => {
  it('stems German and English with their own stemmer', () => {
    expect(stem('konfigurationen', 'de')).toBe(stem('konfiguration', 'de'));
    expect(stem('weiterleitungen', 'de')).toBe(stem('weiterleitung', 'de'));
    expect(stem('registrations', 'en')).toBe(stem('registration', 'en'));
    // The English stemmer does not know German plurals.
    expect(stem('konfigurationen', 'en')).not.toBe(stem('konfiguration', 'en'));
  });
  it('drops each language’s stop words only', () => {
    expect(analyze('die Nebenstelle und der Trunk', 'de')).toEqual([stem('nebenstelle', 'de'), stem('trunk', 'de')]);
    expect(analyze('the extension and the trunk', 'en')).toEqual([stem('extension', 'en'), stem('trunk', 'en')]);
    expect(analyze('die', 'en')).toEqual(['die']);
  });
  it('does not stem identifiers and keeps star codes as readers type them', () => {
    expect(analyze('P-Asserted-Identity', 'en')[0]).toBe('p-asserted-identity');
    expect(analyze('*72', 'en')).toEqual(['*72']);
    expect(analyze('*86*', 'de')).toEqual(['*86']);
  });
});

describe('matches and snippets', () => {
  it('finds whole words from their start, umlaut-insensitive', () => {
    const text = 'Die Übersicht zeigt Registrierungen.';
    expect(findMatches(text, ['ubersicht', 'regist']).map(([s, e]) => text.slice(s, e))).toEqual(['Übersicht', 'Registrierungen']);
    expect(findMatches('untrunk', ['trunk'])).toEqual([]);
  });
  it('cuts about CONTEXT characters around the first match and marks it', () => {
    const text = `${'lorem '.repeat(30)}the trunk registers ${'ipsum '.repeat(30)}`;
    const segments = snippet(text, ['trunk']);
    const plain = segments.map((s) => s.text).join('');
    expect(segments.find((s) => s.mark)?.text).toBe('trunk');
    expect(plain.startsWith('…')).toBe(true);
    expect(plain.endsWith('…')).toBe(true);
    expect(plain.length).toBeLessThanOrEqual(CONTEXT + 'trunk'.length + 2);
  });
});
