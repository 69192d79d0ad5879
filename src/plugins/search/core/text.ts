/**
 * Text analysis shared by the index builder (Node) and the search client (browser/worker):
 * one tokenizer and one language pipeline per locale, so both sides turn words into the same
 * index terms.
 *
 * - `tokenize` splits on white space and punctuation but keeps identifiers whole
 *   (`P-Asserted-Identity`, `sip.ports`, `10.0.0.1`, `*72`) and also yields their parts.
 * - `normalize` lower-cases and folds accents; for German also umlauts and ß, so a reader
 *   typing "Ubersicht" or "Strasse" finds "Übersicht" and "Straße".
 * - `analyze` drops stop words and stems (the Porter stemmer for English, the Snowball German
 *   stemmer for German: the ones lunr and lunr-languages ship, in stem/). Identifiers are not
 *   stemmed.
 */
import {normalize} from './normalize';
import {stemEnglish} from './stem/english';
import {stemGerman} from './stem/german';
import {STOP_WORDS} from './stem/stopWords';

export {normalize};

export type Lang = 'en' | 'de';

/** A star code as readers type it: `*72`, `*7`, `*86*`. */
const STAR_CODE = /^\*\d+\*?$/;
/** Characters that may sit inside an identifier (`sip.ports`, `P-Asserted-Identity`). */
const INNER = /[-._/:@+#]/;
const EDGE = /^[^\p{L}\p{N}*]+|[^\p{L}\p{N}]+$/gu;

export function isStarCode(word: string): boolean {
  return STAR_CODE.test(word);
}

/**
 * Raw words of a text, normalized, in order. Identifiers come out whole and, after them,
 * their alphanumeric parts (`p-asserted-identity`, `p`, `asserted`, `identity`).
 */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const chunk of text.split(/[\s,;!?()[\]{}<>"|=“”„«»…]+/u)) {
    let word = normalize(chunk).replace(EDGE, '');
    if (!word) continue;
    if (word.startsWith('*') && !isStarCode(word)) word = word.replace(/^\*+/, '');
    if (!word) continue;
    if (isStarCode(word)) {
      out.push(word.replace(/\*$/, ''));
      continue;
    }
    if (INNER.test(word)) {
      out.push(word);
      for (const part of word.split(/[^\p{L}\p{N}]+/u)) if (part) out.push(part);
    } else {
      out.push(word);
    }
  }
  return out;
}

/** True when a word is made of letters only, i.e. something a stemmer may shorten. */
function isPlainWord(word: string): boolean {
  return /^\p{L}+$/u.test(word);
}

export function isStopWord(word: string, lang: Lang): boolean {
  return STOP_WORDS[lang].has(word);
}

/** Stems remembered: the same words come back in every page and keystroke. */
const stems = {en: new Map<string, string>(), de: new Map<string, string>()};

/** The index term of a normalized word: the stem of a plain word, an identifier as it is. */
export function stem(word: string, lang: Lang): string {
  if (isStarCode(word)) return word.replace(/\*$/, '');
  if (!isPlainWord(word)) return word;
  let result = stems[lang].get(word);
  if (result === undefined) {
    result = lang === 'de' ? stemGerman(word) : stemEnglish(word);
    stems[lang].set(word, result);
  }
  return result;
}

/** Index terms of a text: tokenize, drop stop words, stem. */
export function analyze(text: string, lang: Lang): string[] {
  const terms: string[] = [];
  for (const word of tokenize(text)) {
    if (isStopWord(word, lang)) continue;
    terms.push(stem(word, lang));
  }
  return terms;
}
