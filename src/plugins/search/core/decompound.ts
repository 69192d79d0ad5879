/**
 * German compounds, split at index time against the context's own vocabulary, so that a part
 * finds the compound ("Sicherheit" finds "Sicherheitseinstellungen", "umleitung" finds
 * "Rufumleitung") from the part's own shard, without scanning other shards at query time.
 *
 * A split is a modifier and a head, both words of the vocabulary (or, for the modifier, a word
 * without its final e: "Sprach|nachricht"), joined directly or by a linking s, es, n or en
 * ("Sicherheit|s|einstellungen"). The longest head wins (the head carries the meaning); a
 * modifier that is no word may itself be a compound. Where no modifier is a word, a long head
 * after at least three letters still counts ("Ruf|umleitung"), unless those letters are a
 * prefix that forms derived words ("Ver|bindung", "Ein|stellung").
 */
import {isStopWord, stem, type Lang} from './text';

/** Shortest word that is tried as a compound. */
const MIN_COMPOUND = 8;
const MIN_MODIFIER = 3;
const MIN_HEAD = 4;
/** Shortest head that is accepted after a modifier that is no word. */
const MIN_LONE_HEAD = 6;
const LINKS = ['', 's', 'es', 'n', 'en'];
/** Verb and noun prefixes: what they start is a derived word, not a compound. */
const PREFIXES = new Set([
  'ab', 'an', 'auf', 'aus', 'be', 'bei', 'da', 'dar', 'durch', 'ein', 'ent', 'er', 'ge', 'her', 'hin', 'los', 'miss', 'mit', 'nach',
  'uber', 'um', 'un', 'unter', 'ur', 'ver', 'vor', 'weg', 'wider', 'zer', 'zu', 'zuruck', 'zusammen',
]); // prettier-ignore

export class Decompounder {
  private words: Set<string>;
  private terms: Set<string>;
  private memo = new Map<string, string[] | null>();

  /** `words`: the normalized words of the context (stop words are ignored). */
  constructor(words: Iterable<string>) {
    this.words = new Set([...words].filter((w) => /^\p{L}+$/u.test(w) && !isStopWord(w, 'de')));
    this.terms = new Set([...this.words].map((w) => stem(w, 'de')));
  }

  /** A word of the vocabulary (or, unless `exact`, a form of one, by its stem). */
  private known(part: string, min: number, exact = false): boolean {
    if (part.length < min || isStopWord(part, 'de') || PREFIXES.has(part)) return false;
    return this.words.has(part) || (!exact && part.length >= MIN_HEAD && this.terms.has(stem(part, 'de')));
  }

  /** The modifier as a word of the vocabulary: itself, with a final e, or a form of either. */
  private modifierWord(joined: string): string | undefined {
    const options = LINKS.filter((link) => joined.endsWith(link) && joined.length - link.length >= MIN_MODIFIER).map((link) =>
      joined.slice(0, joined.length - link.length),
    );
    for (const exact of [true, false]) {
      for (const modifier of options) {
        if (this.known(modifier, MIN_MODIFIER, exact)) return modifier;
        if (this.words.has(`${modifier}e`) && this.known(`${modifier}e`, MIN_MODIFIER + 1)) return `${modifier}e`;
      }
    }
    return undefined;
  }

  /** The parts of a compound (modifiers first, the head last), or [] when it is none. */
  parts(word: string, lang: Lang = 'de'): string[] {
    if (lang !== 'de' || word.length < MIN_COMPOUND || !/^\p{L}+$/u.test(word)) return [];
    return this.split(word, true) ?? [];
  }

  private split(word: string, top: boolean): string[] | null {
    const key = `${top ? 1 : 0}${word}`;
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    let result: string[] | null = null;
    let lone: string[] | null = null;
    for (let at = MIN_MODIFIER; at <= word.length - MIN_HEAD && !result; at++) {
      const head = word.slice(at);
      if (!this.known(head, MIN_HEAD)) continue;
      const joined = word.slice(0, at);
      const modifier = this.modifierWord(joined);
      if (modifier) {
        result = [modifier, head];
        break;
      }
      for (const link of LINKS) {
        if (!joined.endsWith(link)) continue;
        const inner =
          joined.length - link.length >= MIN_COMPOUND - 2 ? this.split(joined.slice(0, joined.length - link.length), false) : null;
        if (inner) {
          result = [...inner, head];
          break;
        }
      }
      if (!result && top && !lone && head.length >= MIN_LONE_HEAD && !PREFIXES.has(joined)) lone = [head];
    }
    result ??= lone;
    this.memo.set(key, result);
    return result;
  }
}
