/**
 * Our stemmers and stop words against lunr's and lunr-languages' (which the index used before
 * lunr left the client): the same terms for every word of the docs, in both languages.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import lunr from 'lunr';
import stemmerSupport from 'lunr-languages/lunr.stemmer.support';
import lunrDe from 'lunr-languages/lunr.de';
import {stemEnglish} from '../../src/plugins/search/core/stem/english';
import {stemGerman} from '../../src/plugins/search/core/stem/german';
import {STOP_WORDS} from '../../src/plugins/search/core/stem/stopWords';
import {normalize, tokenize} from '../../src/plugins/search/core/text';

type LunrDe = {de: {stemmer: lunr.PipelineFunction; stopWordFilter: lunr.PipelineFunction}};
if (!(lunr as unknown as Partial<LunrDe>).de) {
  stemmerSupport(lunr);
  lunrDe(lunr);
}
const de = (lunr as unknown as LunrDe).de;
const lunrStem = (fn: lunr.PipelineFunction, word: string) => {
  const token = new lunr.Token(word, {});
  return String(fn(token, 0, [token]));
};

const root = path.resolve(__dirname, '../..');
function words(dir: string): string[] {
  const out = new Set<string>();
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, {withFileTypes: true})) {
      const full = path.join(d, e.name);
      if (e.isDirectory()) walk(full);
      else if (/\.mdx?$/.test(e.name)) for (const w of tokenize(fs.readFileSync(full, 'utf8'))) if (/^\p{L}+$/u.test(w)) out.add(w);
    }
  };
  walk(dir);
  return [...out].sort();
}

describe('stemmers', () => {
  it('stem every English word of the docs as lunr does', () => {
    const list = [...words(path.join(root, 'docs')), 'yelling', 'cry', 'happy', 'generalizations', 'agreed', 'hopping', 'filing'];
    expect(list.length).toBeGreaterThan(1000);
    const differ = list.filter((w) => stemEnglish(w) !== lunrStem(lunr.stemmer, w));
    expect(differ).toEqual([]);
  });
  it('stem every German word of the docs as lunr-languages does', () => {
    const list = [
      ...words(path.join(root, 'i18n/de/docusaurus-plugin-content-docs')),
      'bauer',
      'kenntnisse',
      'ergebnissen',
      'lesbarkeit',
      'häufigkeit',
      'genaueste',
      'ergiebig',
      'feststellend',
      'abgesteckt',
    ].map(normalize);
    expect(list.length).toBeGreaterThan(1000);
    const differ = list.filter((w) => stemGerman(w) !== lunrStem(de.stemmer, w));
    expect(differ).toEqual([]);
  });
});

describe('stop words', () => {
  it('are lunr’s lists, folded like index words', () => {
    const isLunrStop = (fn: lunr.PipelineFunction, w: string) => fn(new lunr.Token(w, {}), 0, []) === undefined;
    for (const w of ['the', 'and', 'which']) expect(STOP_WORDS.en.has(w) && isLunrStop(lunr.stopWordFilter, w)).toBe(true);
    for (const w of ['und', 'der', 'nicht']) expect(STOP_WORDS.de.has(w) && isLunrStop(de.stopWordFilter, w)).toBe(true);
    // lunr-languages lists "für" and "über", which a folded query never matched.
    expect(STOP_WORDS.de.has('fur')).toBe(true);
    expect(STOP_WORDS.de.has('uber')).toBe(true);
    expect(STOP_WORDS.en.has('trunk')).toBe(false);
  });
});
