/**
 * The search query syntax (lunr's, with readers' typing in mind):
 *
 *   trunk               a word; while typing, the last word also matches as a prefix
 *   title:trunk         only in a field (title, heading, text)
 *   +trunk  -softphone  required / excluded
 *   registr~2           edit distance (typos), a whole number 0–3
 *   trunk^5             boost, a positive number
 *   konfig*  *leitung   wildcards
 *   *72                 a star code (a `*` followed by digits is a literal, not a wildcard)
 *
 * Errors are values, not exceptions: the UI shows them in the reader's language.
 */
import {isStarCode, normalize} from './text';

export const FIELDS = ['title', 'heading', 'text'] as const;
export type Field = (typeof FIELDS)[number];

export type Presence = 'optional' | 'required' | 'prohibited';

export type QueryTerm = {
  /** Normalized term text as typed (may contain `*` wildcards). */
  text: string;
  presence: Presence;
  /** Restricted to these fields; undefined: all fields. */
  fields?: Field[];
  /** Explicit edit distance (`~N`). */
  editDistance?: number;
  boost: number;
  /** Contains a `*` wildcard (not a star code). */
  wildcard: boolean;
  /** The last word of a query that does not end with a space: also matched as a prefix. */
  partial: boolean;
};

export type QueryError =
  | {code: 'unknown-field'; field: string; known: readonly string[]}
  | {code: 'edit-distance'; value: string}
  | {code: 'boost'; value: string};

export type ParsedQuery = {terms: QueryTerm[]; errors: QueryError[]};

const MAX_EDIT_DISTANCE = 3;

/** Splits `word~2^3` into the word and its modifiers; returns errors for bad modifier values. */
function splitModifiers(raw: string, errors: QueryError[]): {body: string; editDistance?: number; boost: number} {
  const match = /^(.*?)((?:[~^][^~^]*)*)$/su.exec(raw);
  const body = match?.[1] ?? raw;
  const modifiers = match?.[2] ?? '';
  let editDistance: number | undefined;
  let boost = 1;
  for (const m of modifiers.matchAll(/([~^])([^~^]*)/gu)) {
    const [, sign, value = ''] = m;
    if (sign === '~') {
      if (value === '') editDistance = 1;
      else if (/^\d+$/.test(value)) editDistance = Math.min(Number(value), MAX_EDIT_DISTANCE);
      else errors.push({code: 'edit-distance', value});
    } else if (/^\d+(\.\d+)?$/.test(value) && Number(value) > 0) {
      boost = Number(value);
    } else {
      errors.push({code: 'boost', value});
    }
  }
  return {body, editDistance, boost};
}

export function parseQuery(input: string): ParsedQuery {
  const terms: QueryTerm[] = [];
  const errors: QueryError[] = [];
  const words = input.split(/\s+/u).filter(Boolean);
  const endsOpen = !/\s$/u.test(input);
  words.forEach((word, index) => {
    let rest = word;
    let presence: Presence = 'optional';
    if (rest.length > 1 && rest.startsWith('+')) {
      presence = 'required';
      rest = rest.slice(1);
    } else if (rest.length > 1 && rest.startsWith('-')) {
      presence = 'prohibited';
      rest = rest.slice(1);
    }
    let fields: Field[] | undefined;
    const fieldMatch = /^(\p{L}+):(?!\/)(.+)$/u.exec(rest);
    if (fieldMatch) {
      const name = (fieldMatch[1] ?? '').toLowerCase();
      if ((FIELDS as readonly string[]).includes(name)) {
        fields = [name as Field];
        rest = fieldMatch[2] ?? '';
      } else {
        errors.push({code: 'unknown-field', field: fieldMatch[1] ?? '', known: FIELDS});
        return;
      }
    }
    const {body, editDistance, boost} = splitModifiers(rest, errors);
    const text = normalize(body).replace(/^[^\p{L}\p{N}*]+|[^\p{L}\p{N}*]+$/gu, '');
    if (!text || /^\*+$/.test(text)) return;
    const wildcard = text.includes('*') && !isStarCode(text);
    terms.push({
      text,
      presence,
      fields,
      editDistance,
      boost,
      wildcard,
      partial: index === words.length - 1 && endsOpen && !wildcard && editDistance === undefined,
    });
  });
  return {terms, errors};
}
