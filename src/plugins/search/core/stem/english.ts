/**
 * The Porter stemmer for English, as lunr 2.3.9 ships it (lunr.stemmer, from Martin Porter's
 * JavaScript version; MIT), so the index terms stay what they were without lunr in the client.
 * A unit test compares it with lunr's on the docs' whole vocabulary.
 */
const step2list: Record<string, string> = {
  ational: 'ate',
  tional: 'tion',
  enci: 'ence',
  anci: 'ance',
  izer: 'ize',
  bli: 'ble',
  alli: 'al',
  entli: 'ent',
  eli: 'e',
  ousli: 'ous',
  ization: 'ize',
  ation: 'ate',
  ator: 'ate',
  alism: 'al',
  iveness: 'ive',
  fulness: 'ful',
  ousness: 'ous',
  aliti: 'al',
  iviti: 'ive',
  biliti: 'ble',
  logi: 'log',
};

const step3list: Record<string, string> = {
  icate: 'ic',
  ative: '',
  alize: 'al',
  iciti: 'ic',
  ical: 'ic',
  ful: '',
  ness: '',
};

const c = '[^aeiou]'; // consonant
const v = '[aeiouy]'; // vowel
const C = `${c}[^aeiouy]*`; // consonant sequence
const V = `${v}[aeiou]*`; // vowel sequence

const reMgr0 = new RegExp(`^(${C})?${V}${C}`); // [C]VC... is m>0
const reMeq1 = new RegExp(`^(${C})?${V}${C}(${V})?$`); // [C]VC[V] is m=1
const reMgr1 = new RegExp(`^(${C})?${V}${C}${V}${C}`); // [C]VCVC... is m>1
const reSv = new RegExp(`^(${C})?${v}`); // vowel in stem

const re1a = /^(.+?)(ss|i)es$/;
const re21a = /^(.+?)([^s])s$/;
const re1b = /^(.+?)eed$/;
const re21b = /^(.+?)(ed|ing)$/;
const re1b2 = /.$/;
const re21b2 = /(at|bl|iz)$/;
const re31b2 = /([^aeiouylsz])\1$/;
const re41b2 = new RegExp(`^${C}${v}[^aeiouwxy]$`);
const re1c = /^(.+?[^aeiou])y$/;
const re2 =
  /^(.+?)(ational|tional|enci|anci|izer|bli|alli|entli|eli|ousli|ization|ation|ator|alism|iveness|fulness|ousness|aliti|iviti|biliti|logi)$/;
const re3 = /^(.+?)(icate|ative|alize|iciti|ical|ful|ness)$/;
const re4 = /^(.+?)(al|ance|ence|er|ic|able|ible|ant|ement|ment|ent|ou|ism|ate|iti|ous|ive|ize)$/;
const re24 = /^(.+?)(s|t)(ion)$/;
const re5 = /^(.+?)e$/;
const re51 = /ll$/;
const re35 = new RegExp(`^${C}${v}[^aeiouwxy]$`);

export function stemEnglish(word: string): string {
  if (word.length < 3) return word;
  let w = word;
  const firstch = w.slice(0, 1);
  if (firstch === 'y') w = `Y${w.slice(1)}`;

  // Step 1a
  if (re1a.test(w)) w = w.replace(re1a, '$1$2');
  else if (re21a.test(w)) w = w.replace(re21a, '$1$2');

  // Step 1b
  let fp = re1b.exec(w);
  if (fp) {
    if (reMgr0.test(fp[1] ?? '')) w = w.replace(re1b2, '');
  } else if ((fp = re21b.exec(w))) {
    const stem = fp[1] ?? '';
    if (reSv.test(stem)) {
      w = stem;
      if (re21b2.test(w)) w += 'e';
      else if (re31b2.test(w)) w = w.replace(re1b2, '');
      else if (re41b2.test(w)) w += 'e';
    }
  }

  // Step 1c: a final y after a consonant (not the first letter) becomes i.
  fp = re1c.exec(w);
  if (fp) w = `${fp[1] ?? ''}i`;

  // Step 2
  fp = re2.exec(w);
  if (fp && reMgr0.test(fp[1] ?? '')) w = (fp[1] ?? '') + step2list[fp[2] ?? ''];

  // Step 3
  fp = re3.exec(w);
  if (fp && reMgr0.test(fp[1] ?? '')) w = (fp[1] ?? '') + step3list[fp[2] ?? ''];

  // Step 4
  fp = re4.exec(w);
  if (fp) {
    if (reMgr1.test(fp[1] ?? '')) w = fp[1] ?? '';
  } else if ((fp = re24.exec(w))) {
    const stem = (fp[1] ?? '') + (fp[2] ?? '');
    if (reMgr1.test(stem)) w = stem;
  }

  // Step 5
  fp = re5.exec(w);
  if (fp) {
    const stem = fp[1] ?? '';
    if (reMgr1.test(stem) || (reMeq1.test(stem) && !re35.test(stem))) w = stem;
  }
  if (re51.test(w) && reMgr1.test(w)) w = w.replace(re1b2, '');

  // And turn an initial Y back to y.
  if (firstch === 'y') w = `y${w.slice(1)}`;
  return w;
}
