/**
 * Text analysis shared by the index builder (Node) and the search client (browser/worker):
 * one tokenizer and one language pipeline per locale, so both sides turn words into the same
 * index terms.
 *
 * - `tokenize` splits on white space and punctuation but keeps identifiers whole
 *   (`P-Asserted-Identity`, `sip.ports`, `10.0.0.1`, `*72`) and also yields their parts.
 * - `normalize` lower-cases and folds accents; for German also umlauts and ß, so a reader
 *   typing "Ubersicht" or "Strasse" finds "Übersicht" and "Straße".
 * - `analyze` drops stop words and stems (lunr's Porter stemmer for English, the Snowball
 *   German stemmer from lunr-languages for German). Identifiers are not stemmed.
 *
 * We build lunr indexes from these terms with an empty lunr pipeline, so the stored index
 * needs no registered pipeline functions and the client never re-stems index terms.
 */
import lunr from 'lunr';
import stemmerSupport from 'lunr-languages/lunr.stemmer.support';
import lunrDe from 'lunr-languages/lunr.de';
import {normalize} from './normalize';

export {normalize};

export type Lang = 'en' | 'de';

type LunrDe = {de: {stemmer: lunr.PipelineFunction; stopWordFilter: lunr.PipelineFunction}};

// Register once, even when this module is evaluated twice (config loader and bundler).
if (!(lunr as unknown as Partial<LunrDe>).de) {
  stemmerSupport(lunr);
  lunrDe(lunr);
}

const de = (lunr as unknown as LunrDe).de;

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
  const token = new lunr.Token(word, {});
  const filter = lang === 'de' ? de.stopWordFilter : lunr.stopWordFilter;
  return filter(token, 0, [token]) === undefined;
}

/** The index term of a normalized word: the stem of a plain word, an identifier as it is. */
export function stem(word: string, lang: Lang): string {
  // lunr reads `*` in a query term as a wildcard, so star codes are stored as `⋆72`.
  if (isStarCode(word)) return `⋆${word.replace(/\*/g, '')}`;
  if (!isPlainWord(word)) return word;
  const token = new lunr.Token(word, {});
  const stemmer = lang === 'de' ? de.stemmer : lunr.stemmer;
  const result = stemmer(token, 0, [token]);
  return result ? String(result) : word;
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
