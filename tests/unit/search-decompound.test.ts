/** German compounds split against the context's own vocabulary (core/decompound.ts). */
import {describe, expect, it} from 'vitest';
import {Decompounder} from '../../src/plugins/search/core/decompound';

const vocabulary = [
  'sicherheit', 'einstellungen', 'warteschlangen', 'warteschlange', 'strategien', 'umleitung', 'sprache', 'nachricht',
  'anruf', 'weiterleitung', 'bindung', 'stellungen', 'nummer', 'telefon', 'buch', 'leitung',
]; // prettier-ignore
const parts = new Decompounder(vocabulary);

describe('decompounding', () => {
  it('splits at the longest known head, with linking s, n, en', () => {
    expect(parts.parts('sicherheitseinstellungen')).toEqual(['sicherheit', 'einstellungen']);
    expect(parts.parts('warteschlangenstrategien')).toEqual(['warteschlangen', 'strategien']);
    expect(parts.parts('anrufweiterleitung')).toEqual(['anruf', 'weiterleitung']);
    // A part known by its stem ("nummern" as "nummer") is indexed under the same term.
    expect(parts.parts('telefonnummernbuch')).toEqual(['telefon', 'nummern', 'buch']);
  });
  it('finds a modifier without its final e', () => {
    expect(parts.parts('sprachnachricht')).toEqual(['sprache', 'nachricht']);
  });
  it('keeps a long head after an unknown modifier of three letters or more', () => {
    expect(parts.parts('rufumleitung')).toEqual(['umleitung']);
  });
  it('leaves derived words, short words, identifiers and unknown words alone', () => {
    expect(parts.parts('verbindung')).toEqual([]);
    expect(parts.parts('einstellungen')).toEqual([]);
    expect(parts.parts('umleitung')).toEqual([]);
    expect(parts.parts('sip-umleitung')).toEqual([]);
    expect(parts.parts('xyzabcdefgh')).toEqual([]);
  });
  it('splits German only', () => {
    expect(parts.parts('sicherheitseinstellungen', 'en')).toEqual([]);
  });
});
