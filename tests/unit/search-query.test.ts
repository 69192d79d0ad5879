import {describe, expect, it} from 'vitest';
import {parseQuery} from '../../src/plugins/search/core/query';

describe('query parser', () => {
  it('reads plain words; the last one is a prefix while typing', () => {
    const {terms, errors} = parseQuery('trunk regis');
    expect(errors).toEqual([]);
    expect(terms.map((t) => [t.text, t.partial])).toEqual([
      ['trunk', false],
      ['regis', true],
    ]);
    expect(parseQuery('trunk regis ').terms.every((t) => !t.partial)).toBe(true);
  });
  it('reads fields, presence, edit distance, boost and wildcards', () => {
    const [a, b, c, d, e] = parseQuery('title:trunk +queue -softphone registr~2 agent^5').terms;
    expect(a).toMatchObject({text: 'trunk', fields: ['title'], presence: 'optional'});
    expect(b).toMatchObject({text: 'queue', presence: 'required'});
    expect(c).toMatchObject({text: 'softphone', presence: 'prohibited'});
    expect(d).toMatchObject({text: 'registr', editDistance: 2, partial: false});
    expect(e).toMatchObject({text: 'agent', boost: 5});
    expect(parseQuery('konfig*').terms[0]).toMatchObject({text: 'konfig*', wildcard: true});
  });
  it('reads a star code as a literal, not a wildcard', () => {
    expect(parseQuery('*72').terms[0]).toMatchObject({text: '*72', wildcard: false});
  });
  it('keeps hyphenated identifiers and URLs whole', () => {
    expect(parseQuery('P-Asserted-Identity').terms[0]?.text).toBe('p-asserted-identity');
    expect(parseQuery('https://pbx.example.com').errors).toEqual([]);
  });
  it('reports an unknown field, a non-numeric edit distance and a non-numeric boost', () => {
    expect(parseQuery('author:anna').errors).toEqual([{code: 'unknown-field', field: 'author', known: ['title', 'heading', 'text']}]);
    expect(parseQuery('trunk~x').errors).toEqual([{code: 'edit-distance', value: 'x'}]);
    expect(parseQuery('trunk^high').errors).toEqual([{code: 'boost', value: 'high'}]);
    expect(parseQuery('trunk^').errors).toEqual([{code: 'boost', value: ''}]);
  });
  it('ignores lone operators instead of failing', () => {
    expect(parseQuery('+ - * ~')).toEqual({terms: [], errors: []});
  });
});
