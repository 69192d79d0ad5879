/**
 * The Snowball German stemmer (the algorithm lunr-languages' lunr.de ships), written out
 * instead of run on lunr's Snowball support, so the client needs no lunr. A unit test compares
 * it with lunr.de on the docs' whole vocabulary.
 */
const VOWELS = new Set(['a', 'e', 'i', 'o', 'u', 'y', 'ä', 'ö', 'ü']);
/** Letters before which a final `s` (and `st`) is an ending. */
const S_ENDING = new Set(['b', 'd', 'f', 'g', 'h', 'k', 'l', 'm', 'n', 'r', 't']);
const ST_ENDING = new Set(['b', 'd', 'f', 'g', 'h', 'k', 'l', 'm', 'n', 't']);

const isVowel = (ch: string | undefined) => ch !== undefined && VOWELS.has(ch);

/** Position after the first non-vowel that follows a vowel, from `start`; -1 if none. */
function gopastVowelThenConsonant(w: string, start: number): number {
  let i = start;
  while (i < w.length && !isVowel(w[i])) i++;
  if (i >= w.length) return -1;
  i++;
  while (i < w.length && isVowel(w[i])) i++;
  if (i >= w.length) return -1;
  return i + 1;
}

/** The longest of `suffixes` the word ends with. */
function longestSuffix(w: string, suffixes: readonly string[]): string | undefined {
  let best: string | undefined;
  for (const s of suffixes) if (w.endsWith(s) && (!best || s.length > best.length)) best = s;
  return best;
}

export function stemGerman(word: string): string {
  // Prelude: ß as ss; u and y between vowels are consonants (marked U, Y).
  const chars = [...word.replace(/ß/g, 'ss')];
  for (let i = 1; i < chars.length - 1; i++) {
    if ((chars[i] === 'u' || chars[i] === 'y') && isVowel(chars[i - 1]) && isVowel(chars[i + 1])) {
      chars[i] = chars[i] === 'u' ? 'U' : 'Y';
    }
  }
  let w = chars.join('');

  // Regions: R1 after the first consonant following a vowel (at least 3 letters in), R2 the
  // same again within R1.
  let p1 = w.length;
  let p2 = w.length;
  if (w.length >= 3) {
    const a = gopastVowelThenConsonant(w, 0);
    if (a >= 0) {
      p1 = Math.max(a, 3);
      const b = gopastVowelThenConsonant(w, a);
      if (b >= 0) p2 = b;
    }
  }
  const inR1 = (pos: number) => pos >= p1;
  const inR2 = (pos: number) => pos >= p2;

  // Step 1
  let s = longestSuffix(w, ['e', 'em', 'en', 'ern', 'er', 's', 'es']);
  if (s && inR1(w.length - s.length)) {
    const at = w.length - s.length;
    if (s === 'em' || s === 'ern' || s === 'er') w = w.slice(0, at);
    else if (s === 'e' || s === 'en' || s === 'es') {
      w = w.slice(0, at);
      if (w.endsWith('niss')) w = w.slice(0, -1);
    } else if (S_ENDING.has(w[at - 1] ?? '')) w = w.slice(0, at);
  }

  // Step 2
  s = longestSuffix(w, ['en', 'er', 'st', 'est']);
  if (s && inR1(w.length - s.length)) {
    const at = w.length - s.length;
    if (s !== 'st') w = w.slice(0, at);
    else if (ST_ENDING.has(w[at - 1] ?? '') && at - 4 >= 0) w = w.slice(0, at);
  }

  // Step 3: derivational suffixes in R2.
  s = longestSuffix(w, ['end', 'ig', 'ung', 'lich', 'isch', 'ik', 'heit', 'keit']);
  if (s && inR2(w.length - s.length)) {
    const at = w.length - s.length;
    if (s === 'end' || s === 'ung') {
      w = w.slice(0, at);
      if (w.endsWith('ig') && w[w.length - 3] !== 'e' && inR2(w.length - 2)) w = w.slice(0, -2);
    } else if (s === 'ig' || s === 'ik' || s === 'isch') {
      if (w[at - 1] !== 'e') w = w.slice(0, at);
    } else if (s === 'lich' || s === 'heit') {
      w = w.slice(0, at);
      if ((w.endsWith('er') || w.endsWith('en')) && inR1(w.length - 2)) w = w.slice(0, -2);
    } else {
      w = w.slice(0, at);
      const t = longestSuffix(w, ['ig', 'lich']);
      if (t && inR2(w.length - t.length)) w = w.slice(0, w.length - t.length);
    }
  }

  // Postlude: unmark, fold umlauts.
  return w.replace(/Y/g, 'y').replace(/U/g, 'u').replace(/ä/g, 'a').replace(/ö/g, 'o').replace(/ü/g, 'u');
}
