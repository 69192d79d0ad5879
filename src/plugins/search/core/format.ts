/**
 * The index files of a search context (a guide, in one locale), as the build writes them and
 * the client reads them. Nothing the client needs before its first answer grows with the
 * number of pages:
 *
 * - the entry (`search-index-<context>.json`): counts, field statistics and the shard map, a
 *   list of shard separators (its length is the number of shards);
 * - term shards (`search-index-<context>/<n>.json`): the terms whose keys fall in one range of
 *   the sorted vocabulary, each with its document frequency, the words behind it (for prefix,
 *   typo and highlight matching) and its postings with precomputed BM25 term weights (so the
 *   client needs no per-document lengths). Only the first tier of a term's postings (its
 *   TIER_SIZE strongest) is in the shard, so a shard stays bounded as pages are added;
 * - tails (`search-index-<context>/t<n>.json`): the postings beyond the first tier of a shard's
 *   terms, loaded only to list every result (the /search page);
 * - page fragments (`search-index-<context>/p<page>-<part>.json`): title, URL and breadcrumbs
 *   of the page and the headings, anchors and text of some of its sections, loaded for the
 *   results shown. A long page is split into parts of about PART_CHARS of text, so that a
 *   result loads the text around its own section, not the whole page's.
 *
 * A document is a section of a page: section 0 is the page itself (title, description and
 * intro), the others start at a heading. Its ref encodes its page and place: page × 64 +
 * part × 8 + slot, so the client knows the fragment of a result from its ref alone.
 */
import type {Lang} from './text';

/** 3: fragments in parts (refs address part and slot). */
export const FORMAT_VERSION = 3;

/** BM25 as the spec fixes it. */
export const BM25 = {b: 0.75, k1: 1.2} as const;

/** Field boosts: one ranking across titles, headings and text (tuned on the judged queries). */
export const FIELD_BOOST = {title: 4, heading: 2.5, text: 1} as const;
export type FieldName = keyof typeof FIELD_BOOST;

/** Sections per fragment part (slots), and parts per page. */
export const PART_SLOTS = 8;
/** Sections per page a ref can address; later sections are merged into the last one. */
export const MAX_SECTIONS = PART_SLOTS * PART_SLOTS;
/** Text (characters, before compression) a fragment part holds at most, unless one section is longer. */
export const PART_CHARS = 2_000;
export const refOf = (page: number, section: number): number => page * MAX_SECTIONS + section;
export const pageOf = (ref: number): number => Math.floor(ref / MAX_SECTIONS);
/** Section number: part × PART_SLOTS + slot (0 is the page itself). */
export const sectionOf = (ref: number): number => ref % MAX_SECTIONS;
export const partOf = (ref: number): number => Math.floor(sectionOf(ref) / PART_SLOTS);
export const slotOf = (ref: number): number => sectionOf(ref) % PART_SLOTS;

/**
 * A term weight in a posting is BM25's tf part, tf·(k1+1) / (tf + k1·(1 − b + b·len/avg)),
 * which lies in (0, k1+1), stored as round(weight × WEIGHT_SCALE): two digits at most.
 */
export const WEIGHT_SCALE = 16;

/** Postings per term in its shard; the rest goes to the shard's tail. */
export const TIER_SIZE = 256;

/** Weight of a German compound's part, as a share of an occurrence of the word itself. */
export const COMPOUND_PART_TF = 0.8;

export type Entry = {
  /** FORMAT_VERSION. */
  v: number;
  lang: Lang;
  /** Version of the context's files, sent as the query of every shard and fragment URL. */
  h: string;
  /** Documents (sections) and pages. */
  n: number;
  pages: number;
  /** Average field length in terms: title (over pages), heading (over sections 1…), text. */
  avg: [number, number, number];
  /** Shard separators: shard i holds the keys k with s[i] ≤ k < s[i+1]; s[0] is ''. */
  s: string[];
  /** Shards that have a tail file. */
  t: number[];
};

/**
 * A term in its shard. Postings are flat lists [refDelta, weight, refDelta, weight, …] in
 * ascending ref order; `head` holds titles (section 0) and headings (other sections).
 * Trailing empty members are left out.
 */
export type ShardTerm = [
  term: string,
  /** Documents containing the term in any field (BM25's idf). */
  df: number,
  /**
   * The normalized words that stem to the term, space-separated; the term itself is among them
   * only if it is a word too. Empty: the term is the only word.
   */
  words?: string,
  head?: number[],
  text?: number[],
  /** Postings beyond the first tier, in the tail file. */
  rest?: number,
  /** German compounds that contain the term as a part, space-separated (for highlighting). */
  compounds?: string,
];

export type ShardFile = ShardTerm[];

/** The rest of the postings of a shard's terms: [term, head, text]. */
export type TailFile = Array<[term: string, head: number[], text: number[]]>;

/** One part of a page: its sections by slot. */
export type Fragment = {
  /** Title, URL and breadcrumbs of the page. */
  t: string;
  u: string;
  b: string[];
  /** Sections of the part by slot: [heading, anchor, text]; the page itself (part 0, slot 0) has heading and anchor ''. */
  s: Array<[heading: string, hash: string, text: string]>;
};

/** A search context: the docs of one sidebar, searched together. */
export type SearchContext = {
  name: string;
  /** Every page of the context has a path starting with this (locale prefix excluded). */
  pathPrefix: string;
};

/** What the client needs to know, passed as the plugin's global data (small). */
export type SearchGlobalData = {
  contexts: SearchContext[];
  /** Entry file per context, with the content hash as its query (`search-index-admin.json?_=…`). */
  entries: Record<string, string>;
  lang: Lang;
};

/** The entry file of a context: `search-index-<context>.json`. */
export function entryFileName(context: string): string {
  return `search-index-${context}.json`;
}

/** The other files of a context, relative to the entry's directory. */
export const shardFileName = (context: string, shard: number): string => `search-index-${context}/${shard}.json`;
export const tailFileName = (context: string, shard: number): string => `search-index-${context}/t${shard}.json`;
export const fragmentFileName = (context: string, page: number, part: number): string => `search-index-${context}/p${page}-${part}.json`;

/** BM25's idf, as lunr computes it. */
export function idf(df: number, n: number): number {
  return Math.log(1 + Math.abs((n - df + 0.5) / (df + 0.5)));
}

/** The shard that holds a key: the last whose separator is ≤ key (binary search). */
export function shardOf(separators: readonly string[], key: string): number {
  let lo = 0;
  let hi = separators.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((separators[mid] ?? '') <= key) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Shards holding keys that start with a prefix, in order. */
export function shardsWithPrefix(separators: readonly string[], prefix: string): number[] {
  const first = shardOf(separators, prefix);
  const last = shardOf(separators, `${prefix}\uffff`);
  return Array.from({length: last - first + 1}, (_, i) => first + i);
}
