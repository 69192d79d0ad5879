/**
 * Querying the sharded index of one or more search contexts: one BM25 ranking (weights
 * precomputed at build time, field boosts for titles and headings) over pages, headings and
 * text, with readers' typing in mind: prefixes of the word being typed, typos, identifiers;
 * German compound parts are postings of their own (build.ts).
 *
 * A query first tells which shards it needs (`missing`), which depend only on the query and
 * the shard map, never on what happens to be loaded, so a query ranks the same from a cold
 * cache as from a warm one. Then it ranks sections (`candidates`); the caller fetches the
 * fragments of the pages shown and turns candidates into hits (`hit`).
 */
import {
  FIELD_BOOST,
  WEIGHT_SCALE,
  idf,
  pageOf,
  sectionOf,
  slotOf,
  shardOf,
  shardsWithPrefix,
  type Entry,
  type Fragment,
  type ShardFile,
  type TailFile,
} from './format';
import {parseQuery, type Field, type ParsedQuery, type QueryTerm} from './query';
import {analyze, isStarCode, type Lang} from './text';
import {snippet, type Segment} from './snippet';
import {coveringWords, findMatches} from './normalize';

/** A search hit: the spec's shape. */
export type Hit = {
  document: {title: string; url: string; hash: string; breadcrumbs: string[]};
  /** 0 page (title), 1 heading, 2 content. */
  type: 0 | 1 | 2;
  /** The page the hit is on. */
  page: {title: string; url: string; breadcrumbs: string[]};
  /** Which index terms matched, in which fields. */
  metadata: Record<string, Field[]>;
  /** Words of the page that matched, for highlighting. */
  tokens: string[];
  score: number;
  /** Context around the first match in the section text. */
  snippet: Segment[];
  /** Search context the hit comes from, and the section's ref in it. */
  context: string;
  ref: number;
};

/** The ranking's parameters (tuned on the judged queries; tests may change them). */
export const RANKING = {
  /** Boost of a word the word being typed is the start of (times typed/word length + 2). */
  prefix: 0.7,
  /** Boost of a word within the edit distance of a misspelled one. */
  fuzzy: 0.3,
  /** Boost of the same with an edit distance the reader gave (`word~2`). */
  explicitFuzzy: 0.8,
  /** Boost of the parts of an identifier (`sip` and `ports` in `sip.ports`). */
  part: 0.3,
  /** Share of a page's other matching sections added to its best section's score. */
  pageSpread: 0.2,
  /** Score of a section matching only some of the query's words: floor + (1 − floor) × share. */
  coverageFloor: 0.4,
  /** Field boosts (format.ts). */
  fields: {...FIELD_BOOST} as Record<Field, number>,
};
/** Words a prefix stands for: a short prefix stands for many, keep the shortest few. */
const MAX_EXPANSIONS = [0, 8, 16, 30];
/** Shards a word being typed may load by its length: a short prefix loads the first of its range. */
const PREFIX_SHARDS = [0, 2, 2, 3];

/** Postings decoded: refs ascending, weights as stored. */
type Postings = {refs: Int32Array; weights: Uint8Array};

type TermInfo = {
  df: number;
  /** The words behind the term (for highlighting). */
  words: string[];
  compounds: string[];
  head: Postings;
  text: Postings;
  rest: number;
};

const EMPTY: Postings = {refs: new Int32Array(0), weights: new Uint8Array(0)};

function decode(flat: number[] | undefined): Postings {
  if (!flat || flat.length === 0) return EMPTY;
  const refs = new Int32Array(flat.length / 2);
  const weights = new Uint8Array(flat.length / 2);
  let ref = 0;
  for (let k = 0, n = 0; k < flat.length; k += 2, n++) {
    ref += flat[k] ?? 0;
    refs[n] = ref;
    weights[n] = flat[k + 1] ?? 0;
  }
  return {refs, weights};
}

function concat(a: Postings, b: Postings): Postings {
  const refs = new Int32Array(a.refs.length + b.refs.length);
  const weights = new Uint8Array(refs.length);
  refs.set(a.refs);
  refs.set(b.refs, a.refs.length);
  weights.set(a.weights);
  weights.set(b.weights, a.weights.length);
  return {refs, weights};
}

/** A loaded shard: its terms, and its words sorted for prefix search. */
class Shard {
  readonly terms = new Map<string, TermInfo>();
  readonly words: string[];
  readonly wordTerm = new Map<string, string>();
  tail = false;

  constructor(file: ShardFile) {
    for (const [term, df, words = '', head, text, rest = 0, compounds = ''] of file) {
      const list = words ? words.split(' ') : [term];
      this.terms.set(term, {
        df,
        words: list,
        compounds: compounds ? compounds.split(' ') : [],
        head: decode(head),
        text: decode(text),
        rest,
      });
      // Prefixes and typos match the words and the term (a stem is a word's start, mostly).
      for (const w of [term, ...list]) if (!this.wordTerm.has(w)) this.wordTerm.set(w, term);
    }
    this.words = [...this.wordTerm.keys()].sort();
  }

  addTail(file: TailFile): void {
    for (const [term, head, text] of file) {
      const info = this.terms.get(term);
      if (!info) continue;
      info.head = concat(info.head, decode(head));
      info.text = concat(info.text, decode(text));
      info.rest = 0;
    }
    this.tail = true;
  }

  /** Words starting with a prefix (binary search). */
  withPrefix(prefix: string): string[] {
    let lo = 0;
    let hi = this.words.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.words[mid] ?? '') < prefix) lo = mid + 1;
      else hi = mid;
    }
    const out: string[] = [];
    for (let k = lo; k < this.words.length && (this.words[k] ?? '').startsWith(prefix); k++) out.push(this.words[k] ?? '');
    return out;
  }
}

let rowA = new Int32Array(64);
let rowB = new Int32Array(64);

/** Whether the edit distance of a and b is at most max (rows reused, early exit). */
export function levenshteinWithin(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  if (rowA.length <= b.length) {
    rowA = new Int32Array(b.length * 2 + 1);
    rowB = new Int32Array(b.length * 2 + 1);
  }
  let prev = rowA;
  let cur = rowB;
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const cost = ca === b.charCodeAt(j - 1) ? 0 : 1;
      const v = Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return false;
    [prev, cur] = [cur, prev];
  }
  return (prev[b.length] ?? Infinity) <= max;
}

function wildcardRegExp(pattern: string): RegExp {
  const source = pattern
    .split('*')
    .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`, 'u');
}

const isPlain = (text: string) => /^\p{L}+$/u.test(text);

/** The edit distance a word is matched with when the reader did not give one. */
function implicitDistance(text: string): number {
  return text.length >= 9 ? 2 : text.length >= 5 ? 1 : 0;
}

export type Candidate = {index: ContextIndex; ref: number; score: number; fields: Map<string, Set<Field>>};

type Expansion = Array<[term: string, boost: number]>;

/** One search context of one locale: its entry, and the shards loaded so far. */
export class ContextIndex {
  readonly name: string;
  readonly lang: Lang;
  readonly entry: Entry;
  private shards = new Map<number, Shard>();
  /** Expansions of query terms, remembered while typing (they depend on the index only). */
  private expansions = new Map<string, Expansion>();

  constructor(name: string, entry: Entry) {
    this.name = name;
    this.lang = entry.lang;
    this.entry = entry;
  }

  get shardCount(): number {
    return this.entry.s.length;
  }

  hasShard(shard: number): boolean {
    return this.shards.has(shard);
  }

  /** Shards a star code being typed will read (a lone star is its start), not loaded yet. */
  starCodeShards(): number[] {
    return this.prefixShards('*').filter((s) => !this.shards.has(s));
  }

  addShard(shard: number, file: ShardFile): void {
    if (!this.shards.has(shard)) this.shards.set(shard, new Shard(file));
  }

  hasTail(shard: number): boolean {
    return !this.entry.t.includes(shard) || this.shards.get(shard)?.tail === true;
  }

  addTail(shard: number, file: TailFile): void {
    const loaded = this.shards.get(shard);
    if (!loaded || loaded.tail) return;
    loaded.addTail(file);
    this.expansions.clear();
  }

  private shardFor(key: string): number {
    return shardOf(this.entry.s, key);
  }

  private lookup(term: string): TermInfo | undefined {
    return this.shards.get(this.shardFor(term))?.terms.get(term);
  }

  /** Shards a word being typed looks in for words it starts. */
  private prefixShards(text: string): number[] {
    const range = shardsWithPrefix(this.entry.s, text);
    const max = PREFIX_SHARDS[text.length] ?? Infinity;
    return range.slice(0, max);
  }

  /** What a query term needs first: the shards of its terms and, while typing, of its prefix. */
  private firstShards(term: QueryTerm): number[] {
    const text = term.text;
    if (term.wildcard) {
      const literal = text.slice(0, text.indexOf('*'));
      // A leading wildcard can match any word: it is the one query that reads every shard.
      return literal ? shardsWithPrefix(this.entry.s, literal) : this.entry.s.map((_, i) => i);
    }
    const shards = new Set(analyze(text, this.lang).map((t) => this.shardFor(t)));
    if (term.partial) for (const s of this.prefixShards(text)) shards.add(s);
    return [...shards];
  }

  /**
   * Where typos of a term are looked for: among the words sharing its first two letters when
   * the term found nothing else (or the reader asked for typos), else in the shards it needs
   * anyway. Only valid once `firstShards` are loaded.
   */
  private typoShards(term: QueryTerm): number[] {
    const text = term.text;
    if (term.wildcard || !isPlain(text)) return [];
    const explicit = term.editDistance !== undefined && term.editDistance > 0;
    if (!explicit && implicitDistance(text) === 0) return [];
    const [main] = analyze(text, this.lang);
    const found = (main !== undefined && this.lookup(main) !== undefined) || (term.partial && this.prefixWords(text).length > 0);
    if (found && !explicit) return this.firstShards(term);
    return shardsWithPrefix(this.entry.s, text.slice(0, 2));
  }

  /** Shards (and tails) the query needs that are not loaded yet; empty once it can be ranked. */
  missing(parsed: ParsedQuery, exhaustive = false): {shards: number[]; tails: number[]} {
    const shards = new Set<number>();
    for (const term of parsed.terms) for (const s of this.firstShards(term)) if (!this.shards.has(s)) shards.add(s);
    if (shards.size === 0) {
      for (const term of parsed.terms) for (const s of this.typoShards(term)) if (!this.shards.has(s)) shards.add(s);
    }
    const tails = new Set<number>();
    if (shards.size === 0 && exhaustive) {
      for (const term of parsed.terms) {
        for (const [t] of this.expand(term)) {
          const s = this.shardFor(t);
          if (!this.hasTail(s)) tails.add(s);
        }
      }
    }
    return {shards: [...shards].sort((a, b) => a - b), tails: [...tails].sort((a, b) => a - b)};
  }

  /** Words (from the term's prefix shards) a word being typed may be the start of. */
  private prefixWords(text: string): string[] {
    const words = this.prefixShards(text).flatMap((s) => this.shards.get(s)?.withPrefix(text) ?? []);
    const max = MAX_EXPANSIONS[text.length] ?? MAX_EXPANSIONS[MAX_EXPANSIONS.length - 1]!;
    return words.sort((a, b) => a.length - b.length || (a < b ? -1 : 1)).slice(0, max);
  }

  private termOfWord(word: string): string | undefined {
    return this.shards.get(this.shardFor(word))?.wordTerm.get(word);
  }

  /** The index terms (with boosts) a query term stands for. */
  expand(term: QueryTerm): Expansion {
    const key = JSON.stringify([term.text, term.editDistance, term.boost, term.wildcard, term.partial]);
    let found = this.expansions.get(key);
    if (!found) {
      found = this.expandTerm(term);
      this.expansions.set(key, found);
    }
    return found;
  }

  private expandTerm(term: QueryTerm): Expansion {
    const out = new Map<string, number>();
    const add = (t: string | undefined, boost: number) => {
      if (t !== undefined && this.lookup(t)) out.set(t, Math.max(out.get(t) ?? 0, boost * term.boost));
    };
    const text = term.text;
    if (term.wildcard) {
      const re = wildcardRegExp(text);
      for (const s of this.firstShards(term)) {
        const shard = this.shards.get(s);
        if (!shard) continue;
        for (const [word, t] of shard.wordTerm) if (re.test(word)) add(t, 1);
      }
      return [...out];
    }
    const [main, ...parts] = analyze(text, this.lang);
    const plain = isPlain(text);
    add(main, 1);
    for (const part of parts) add(part, RANKING.part);
    if (isStarCode(text) || (!plain && !term.partial)) return [...out];

    if (term.partial) {
      for (const word of this.prefixWords(text)) add(this.termOfWord(word), RANKING.prefix * Math.min(1, (text.length + 2) / word.length));
    }
    // A word the index knows is taken as spelled right; typos are looked for otherwise.
    const known = main !== undefined && this.lookup(main) !== undefined && !term.partial;
    const distance = term.editDistance ?? (known ? 0 : implicitDistance(text));
    if (distance > 0 && plain) {
      const boost = term.editDistance !== undefined ? RANKING.explicitFuzzy : RANKING.fuzzy;
      for (const s of this.typoShards(term)) {
        const shard = this.shards.get(s);
        if (!shard) continue;
        // Typos rarely hit the first letter: compare with the words sharing it.
        for (const word of shard.withPrefix(text.slice(0, 1))) {
          if (Math.abs(word.length - text.length) <= distance && levenshteinWithin(text, word, distance))
            add(shard.wordTerm.get(word), boost);
        }
      }
    }
    return [...out];
  }

  /** Raw hits per section ref: score and matched terms per field. */
  run(parsed: ParsedQuery): Map<number, {score: number; fields: Map<string, Set<Field>>; matched: Set<number>}> {
    type Raw = {best: Float64Array; fields: Map<string, Set<Field>>; matched: Set<number>};
    const raw = new Map<number, Raw>();
    const n = this.entry.n;
    const width = parsed.terms.length * 3;
    const fieldIndex = {title: 0, heading: 1, text: 2} as const;
    parsed.terms.forEach((term, q) => {
      const allowed = term.fields;
      for (const [t, boost] of this.expand(term)) {
        const info = this.lookup(t);
        if (!info) continue;
        const weight = (boost * idf(info.df, n)) / WEIGHT_SCALE;
        const apply = (postings: Postings, fieldOf: (ref: number) => Field) => {
          for (let k = 0; k < postings.refs.length; k++) {
            const ref = postings.refs[k]!;
            const field = fieldOf(ref);
            if (allowed && !allowed.includes(field)) continue;
            let hit = raw.get(ref);
            if (!hit) {
              hit = {best: new Float64Array(width), fields: new Map(), matched: new Set()};
              raw.set(ref, hit);
            }
            // A query word counts once per field: with its best-matching index term.
            const slot = q * 3 + fieldIndex[field];
            const score = weight * RANKING.fields[field] * postings.weights[k]!;
            if (score > hit.best[slot]!) hit.best[slot] = score;
            hit.matched.add(q);
            const set = hit.fields.get(t);
            if (set) set.add(field);
            else hit.fields.set(t, new Set([field]));
          }
        };
        apply(info.head, (ref) => (sectionOf(ref) === 0 ? 'title' : 'heading'));
        apply(info.text, () => 'text');
      }
    });
    const hits = new Map<number, {score: number; fields: Map<string, Set<Field>>; matched: Set<number>}>();
    for (const [ref, {best, fields, matched}] of raw) hits.set(ref, {score: best.reduce((a, b) => a + b, 0), fields, matched});

    // Required and excluded terms, within a section.
    const required = parsed.terms.flatMap((t, q) => (t.presence === 'required' ? [q] : []));
    const prohibited = parsed.terms.flatMap((t, q) => (t.presence === 'prohibited' ? [q] : []));
    const scoring = parsed.terms.length - prohibited.length;
    for (const [ref, hit] of hits) {
      if (required.some((q) => !hit.matched.has(q)) || prohibited.some((q) => hit.matched.has(q))) {
        hits.delete(ref);
        continue;
      }
      const positive = hit.matched.size;
      if (positive === 0) {
        hits.delete(ref);
        continue;
      }
      // Sections matching more of the query's words come first.
      if (scoring > 1) hit.score *= RANKING.coverageFloor + ((1 - RANKING.coverageFloor) * positive) / scoring;
    }
    return hits;
  }

  /** Candidates of a parsed query: the best section per page, scored, unsorted. */
  candidates(parsed: ParsedQuery): Candidate[] {
    const raw = this.run(parsed);
    // A page scores as its best section plus a share of its other sections' scores.
    const bestPerPage = new Map<number, Candidate & {rest: number}>();
    for (const [ref, hit] of raw) {
      const page = pageOf(ref);
      const best = bestPerPage.get(page);
      if (!best) bestPerPage.set(page, {index: this, ref, score: hit.score, rest: 0, fields: hit.fields});
      else if (hit.score > best.score || (hit.score === best.score && ref < best.ref))
        bestPerPage.set(page, {index: this, ref, score: hit.score, rest: best.rest + best.score, fields: hit.fields});
      else best.rest += hit.score;
    }
    return [...bestPerPage.values()].map(({rest, ...c}) => ({...c, score: c.score + RANKING.pageSpread * rest}));
  }

  /** Whether every term the query expanded to has all its postings loaded. */
  exact(parsed: ParsedQuery): boolean {
    return parsed.terms.every((term) => this.expand(term).every(([t]) => (this.lookup(t)?.rest ?? 0) === 0));
  }

  /** The full hit of a candidate, from its page's fragment. */
  hit(candidate: Candidate, fragment: Fragment): Hit {
    const section = fragment.s[slotOf(candidate.ref)] ?? fragment.s[0] ?? ['', '', ''];
    const [heading, hash, text] = section;
    const isPage = sectionOf(candidate.ref) === 0;
    const fields = new Set([...candidate.fields.values()].flatMap((s) => [...s]));
    const type: Hit['type'] = fields.has('title') ? 0 : fields.has('heading') ? 1 : 2;
    const own = `${isPage ? fragment.t : heading}\n${text}`;
    const words = [...candidate.fields.keys()].flatMap((t) => {
      const info = this.lookup(t);
      if (!info) return [t];
      // A compound is marked where it occurs ("Rufumleitung" for "umleitung").
      return [...info.words, ...info.compounds.filter((c) => findMatches(own, [c]).length > 0)];
    });
    const tokens = coveringWords(words);
    const pageInfo = {title: fragment.t, url: fragment.u, breadcrumbs: fragment.b};
    return {
      document: {title: isPage ? fragment.t : heading, url: fragment.u, hash: hash ? `#${hash}` : '', breadcrumbs: fragment.b},
      type,
      page: pageInfo,
      metadata: Object.fromEntries([...candidate.fields].map(([t, f]) => [t, [...f]])),
      tokens,
      score: candidate.score,
      snippet: snippet(text, tokens),
      context: this.name,
      ref: candidate.ref,
    };
  }
}

/** Candidates of several contexts in one ranking, best first (ties: context order, then ref). */
export function rank(indexes: ContextIndex[], query: string | ParsedQuery): {candidates: Candidate[]; parsed: ParsedQuery} {
  const parsed = typeof query === 'string' ? parseQuery(query) : query;
  if (parsed.errors.length > 0 || parsed.terms.length === 0) return {candidates: [], parsed};
  const order = new Map(indexes.map((index, i) => [index, i]));
  const candidates = indexes
    .flatMap((index) => index.candidates(parsed))
    .sort((a, b) => b.score - a.score || (order.get(a.index) ?? 0) - (order.get(b.index) ?? 0) || a.ref - b.ref);
  return {candidates, parsed};
}

export {pageOf, sectionOf};
