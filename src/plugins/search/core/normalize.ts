/**
 * Word normalization and matching that need no language pipeline (no lunr), so the target
 * page's highlighting stays out of the search bundle.
 */

/** Lower case, apostrophes dropped, diacritics folded (German: ä→a, ö→o, ü→u, ß→ss). */
export function normalize(word: string): string {
  return word
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’`]/g, '');
}

const foldedChars = new Map<string, string>();

/** One character folded like `normalize` does (remembered: texts repeat their characters). */
function foldChar(c: string): string {
  let f = foldedChars.get(c);
  if (f === undefined) {
    f = normalize(c);
    foldedChars.set(c, f);
  }
  return f;
}

type Folded = {folded: string; map: number[]};
/** Folded texts, remembered: the same sections come back keystroke after keystroke. */
const foldedTexts = new Map<string, Folded>();
const MAX_FOLDED_TEXTS = 2000;

/** The text folded like index words, with a map from folded to original offsets. */
function fold(text: string): Folded {
  const known = foldedTexts.get(text);
  if (known) return known;
  if (foldedTexts.size >= MAX_FOLDED_TEXTS) foldedTexts.clear();
  const result = foldUncached(text);
  foldedTexts.set(text, result);
  return result;
}

function foldUncached(text: string): Folded {
  let folded = '';
  const map: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const f = foldChar(text[i] ?? '');
    for (let k = 0; k < f.length; k++) map.push(i);
    folded += f;
  }
  map.push(text.length);
  return {folded, map};
}

/**
 * Ranges [start, end) of the words in the text that start with one of the given words
 * (whole words are marked: `regist` marks "registration").
 */
export function findMatches(text: string, words: readonly string[]): Array<[number, number]> {
  const usable = words.filter(Boolean);
  if (usable.length === 0 || !text) return [];
  const {folded, map} = fold(text);
  const alternatives = [...usable]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|');
  const re = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})[\\p{L}\\p{N}]*`, 'gu');
  const ranges: Array<[number, number]> = [];
  for (const m of folded.matchAll(re)) {
    ranges.push([map[m.index] ?? 0, map[m.index + m[0].length] ?? text.length]);
  }
  return ranges;
}

/** The shortest words that cover the others as prefixes (`regist` covers `registration`). */
export function coveringWords(words: readonly string[]): string[] {
  const sorted = [...new Set(words)].sort((a, b) => a.length - b.length);
  const out: string[] = [];
  for (const w of sorted) if (!out.some((o) => w.startsWith(o))) out.push(w);
  return out;
}
