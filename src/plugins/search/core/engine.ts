/**
 * Querying the index files of one or more search contexts: one scored ranking (lunr's BM25,
 * field boosts for titles and headings) over pages, headings and text, with readers' typing
 * in mind: prefixes of the word being typed, typos, German compound parts, identifiers.
 *
 * lunr scores the clauses; this module decides which index terms a query word stands for,
 * and applies required/excluded terms across the head and content indexes itself (they are
 * two lunr indexes, loaded one after the other).
 */
import lunr from 'lunr';
import {BM25, FIELD_BOOST, type CompactIndex, type ContentFile, type HeadDoc, type HeadFile} from './format';
import {parseQuery, type Field, type ParsedQuery, type QueryTerm} from './query';
import {analyze, isStarCode, isStopWord, stem, type Lang} from './text';
import {snippet, type Segment} from './snippet';
import {coveringWords} from './normalize';

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

type Expansion = {term: string; boost: number; query: number};

const PREFIX_BOOST = 0.7;
const FUZZY_BOOST = 0.3;
const COMPOUND_BOOST = 0.45;
const PART_BOOST = 0.3;
const MAX_EXPANSIONS = 30;
const MAX_COMPOUNDS = 12;
/** Share of a page's other matching sections added to its best section's score. */
const PAGE_SPREAD = 0.2;

let rowA = new Int32Array(64);
let rowB = new Int32Array(64);

/** Whether the edit distance of a and b is at most max (rows reused, early exit). */
function levenshteinWithin(a: string, b: string, max: number): boolean {
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

/**
 * A lunr index from the compact term statistics: lunr.Builder gets each document's terms
 * (each repeated as often as it occurs) and computes the BM25 vectors itself.
 */
export function loadIndex(compact: CompactIndex, refs: number[]): lunr.Index {
  const builder = new lunr.Builder();
  builder.ref('ref');
  for (const field of compact.fields) builder.field(field, {boost: FIELD_BOOST[field]});
  builder.b(BM25.b);
  builder.k1(BM25.k1);
  const docs = new Map<number, Record<string, string[]>>();
  for (const ref of refs) docs.set(ref, Object.fromEntries(compact.fields.map((f) => [f, [] as string[]])));
  compact.fields.forEach((field, f) => {
    compact.postings[f]?.forEach((flat, t) => {
      const term = compact.terms[t] ?? '';
      let ref = 0;
      for (let k = 0; k < flat.length; k += 2) {
        ref += flat[k] ?? 0;
        const list = docs.get(ref)?.[field];
        if (list) for (let n = 0; n < (flat[k + 1] ?? 0); n++) list.push(term);
      }
    });
  });
  for (const [ref, fields] of docs) builder.add({ref: String(ref), ...fields});
  return builder.build();
}

/** One search context of one locale: its head index, and its content index once loaded. */
export class ContextIndex {
  readonly name: string;
  readonly lang: Lang;
  private head: lunr.Index;
  private content?: lunr.Index;
  private docs = new Map<number, HeadDoc>();
  private texts = new Map<number, string>();
  /** Normalized word → index term, and index term → words. */
  private wordTerm = new Map<string, string>();
  private termWords = new Map<string, string[]>();
  /** Every index term, for compound (infix) matching. */
  private terms = new Set<string>();
  private sortedWords: string[] = [];
  private wordsByInitial = new Map<string, string[]>();
  private breadcrumbs: string[][] = [];

  constructor(name: string, lang: Lang, head: HeadFile) {
    this.name = name;
    this.lang = lang;
    const [entry] = head;
    this.head = loadIndex(
      entry.index,
      entry.documents.map((d) => d.i),
    );
    for (const doc of entry.documents) this.docs.set(doc.i, doc);
    this.breadcrumbs = entry.breadcrumbs;
    this.addTerms(entry.index);
  }

  get complete(): boolean {
    return this.content !== undefined;
  }

  addContent(content: ContentFile): void {
    const [entry] = content;
    this.content = loadIndex(
      entry.index,
      entry.documents.map((d) => d.i),
    );
    for (const doc of entry.documents) this.texts.set(doc.i, doc.x);
    this.addTerms(entry.index);
  }

  /** Index terms and the words behind them (a term with no listed forms is a word itself). */
  private addTerms(index: CompactIndex): void {
    this.expansions.clear();
    index.terms.forEach((term, t) => {
      this.terms.add(term);
      const form = index.forms[t];
      const words = form ? [term, ...form.split(' ')] : [term];
      for (const word of words) {
        if (this.wordTerm.has(word)) continue;
        this.wordTerm.set(word, term);
        const list = this.termWords.get(term);
        if (list) list.push(word);
        else this.termWords.set(term, [word]);
      }
    });
    this.sortedWords = [...this.wordTerm.keys()].sort();
    this.wordsByInitial.clear();
    for (const word of this.sortedWords) {
      const list = this.wordsByInitial.get(word[0] ?? '');
      if (list) list.push(word);
      else this.wordsByInitial.set(word[0] ?? '', [word]);
    }
  }

  /** Words starting with a prefix (binary search in the sorted word list), shortest first. */
  private wordsWithPrefix(prefix: string): string[] {
    const words = this.sortedWords;
    let lo = 0;
    let hi = words.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((words[mid] ?? '') < prefix) lo = mid + 1;
      else hi = mid;
    }
    const out: string[] = [];
    for (let k = lo; k < words.length && (words[k] ?? '').startsWith(prefix); k++) out.push(words[k] ?? '');
    // A short prefix stands for many words: keep the shortest (the likeliest) few.
    const max = prefix.length <= 1 ? 8 : prefix.length === 2 ? 16 : MAX_EXPANSIONS;
    return out.sort((a, b) => a.length - b.length).slice(0, max);
  }

  private expansions = new Map<string, Array<[string, number]>>();

  /** The index terms (with boosts) a query term stands for (remembered while typing). */
  expand(term: QueryTerm, query: number): Expansion[] {
    const key = JSON.stringify([term.text, term.editDistance, term.boost, term.wildcard, term.partial]);
    let found = this.expansions.get(key);
    if (!found) {
      found = this.expandTerm(term);
      this.expansions.set(key, found);
    }
    return found.map(([t, boost]) => ({term: t, boost, query}));
  }

  private expandTerm(term: QueryTerm): Array<[string, number]> {
    const out = new Map<string, number>();
    const add = (t: string, boost: number) => {
      if (this.terms.has(t)) out.set(t, Math.max(out.get(t) ?? 0, boost * term.boost));
    };
    const text = term.text;
    if (term.wildcard) {
      const re = wildcardRegExp(text);
      for (const [word, t] of this.wordTerm) if (re.test(word)) add(t, 1);
      for (const t of this.terms) if (re.test(t)) add(t, 1);
      return [...out];
    }
    const analyzed = analyze(text, this.lang);
    const [main, ...parts] = analyzed;
    const plain = /^\p{L}+$/u.test(text);
    if (main !== undefined) add(main, 1);
    for (const part of parts) add(part, PART_BOOST);
    if (isStarCode(text) || (!plain && !term.partial)) return [...out];

    if (term.partial) {
      for (const word of this.wordsWithPrefix(text)) {
        const t = this.wordTerm.get(word);
        if (t) add(t, PREFIX_BOOST * Math.min(1, (text.length + 2) / word.length));
      }
    }
    // A word the index knows is taken as spelled right; typos are looked for otherwise.
    const known = main !== undefined && this.terms.has(main) && !term.partial;
    const distance = term.editDistance ?? (known ? 0 : text.length >= 9 ? 2 : text.length >= 5 ? 1 : 0);
    if (distance > 0 && plain) {
      const boost = term.editDistance !== undefined ? 0.8 : FUZZY_BOOST;
      // Typos rarely hit the first letter: compare with the words sharing it.
      for (const word of this.wordsByInitial.get(text[0] ?? '') ?? []) {
        if (Math.abs(word.length - text.length) <= distance && levenshteinWithin(text, word, distance))
          add(this.wordTerm.get(word) ?? word, boost);
      }
    }
    // German compounds end in their head word: "umleitung" finds "Rufumleitung" (index term
    // rufumleit ends in umleit). The shortest compounds first, a few of them.
    const stemmed = main ?? (isStopWord(text, this.lang) ? undefined : stem(text, this.lang));
    if (this.lang === 'de' && plain && stemmed && stemmed.length >= 5) {
      const compounds = [...this.terms].filter((t) => t.length > stemmed.length + 1 && t.endsWith(stemmed));
      compounds.sort((a, b) => a.length - b.length);
      for (const t of compounds.slice(0, MAX_COMPOUNDS)) add(t, COMPOUND_BOOST);
    }
    return [...out];
  }

  /** Context around the first match of the words in a section's text. */
  snippet(ref: number, words: string[]): Segment[] {
    return snippet(this.texts.get(ref) ?? '', words);
  }

  /** Raw hits per section ref: score and matched terms per field. */
  run(parsed: ParsedQuery): Map<number, {score: number; fields: Map<string, Set<Field>>}> {
    const expansions = parsed.terms.flatMap((term, n) => this.expand(term, n).map((e) => ({...e, fields: term.fields})));
    const hits = new Map<number, {score: number; fields: Map<string, Set<Field>>}>();
    const runOn = (index: lunr.Index | undefined, indexFields: Field[]) => {
      if (!index) return;
      const clauses = expansions
        .map((e) => ({...e, fields: (e.fields ?? indexFields).filter((f) => indexFields.includes(f))}))
        .filter((e) => e.fields.length > 0);
      if (clauses.length === 0) return;
      const results = index.query((q) => {
        for (const c of clauses) {
          q.term(c.term, {fields: c.fields, boost: c.boost, usePipeline: false, wildcard: lunr.Query.wildcard.NONE});
        }
      });
      for (const r of results) {
        const ref = Number(r.ref);
        const hit = hits.get(ref) ?? {score: 0, fields: new Map<string, Set<Field>>()};
        hit.score += r.score;
        const metadata = r.matchData.metadata as Record<string, Record<string, unknown>>;
        for (const [t, byField] of Object.entries(metadata)) {
          const set = hit.fields.get(t) ?? new Set<Field>();
          for (const f of Object.keys(byField)) set.add(f as Field);
          hit.fields.set(t, set);
        }
        hits.set(ref, hit);
      }
    };
    runOn(this.head, ['title', 'heading']);
    runOn(this.content, ['text']);

    // Required and excluded terms, across both indexes.
    const termQueries = new Map<string, Set<number>>();
    for (const e of expansions) {
      const set = termQueries.get(e.term) ?? new Set<number>();
      set.add(e.query);
      termQueries.set(e.term, set);
    }
    const required = parsed.terms.flatMap((t, n) => (t.presence === 'required' ? [n] : []));
    const prohibited = parsed.terms.flatMap((t, n) => (t.presence === 'prohibited' ? [n] : []));
    const scoring = parsed.terms.filter((t) => t.presence !== 'prohibited').length;
    for (const [ref, hit] of hits) {
      const matched = new Set<number>();
      for (const t of hit.fields.keys()) for (const q of termQueries.get(t) ?? []) matched.add(q);
      if (required.some((q) => !matched.has(q)) || prohibited.some((q) => matched.has(q))) {
        hits.delete(ref);
        continue;
      }
      const positive = [...matched].filter((q) => !prohibited.includes(q)).length;
      if (positive === 0) {
        hits.delete(ref);
        continue;
      }
      // Sections matching more of the query's words come first.
      hit.score *= scoring > 1 ? 0.4 + (0.6 * positive) / scoring : 1;
    }
    return hits;
  }

  /** Candidates of a parsed query: the best section per page, scored, unsorted. */
  candidates(parsed: ParsedQuery): Candidate[] {
    const raw = this.run(parsed);
    // A page scores as its best section plus a share of its other sections' scores.
    const bestPerPage = new Map<number, Candidate & {rest: number}>();
    for (const [ref, hit] of raw) {
      const doc = this.docs.get(ref);
      if (!doc) continue;
      const best = bestPerPage.get(doc.p);
      if (!best) bestPerPage.set(doc.p, {index: this, ref, score: hit.score, rest: 0, fields: hit.fields});
      else if (hit.score > best.score)
        bestPerPage.set(doc.p, {index: this, ref, score: hit.score, rest: best.rest + best.score, fields: hit.fields});
      else best.rest += hit.score;
    }
    return [...bestPerPage.values()].map(({rest, ...c}) => ({...c, score: c.score + PAGE_SPREAD * rest}));
  }

  /** The full hit of a candidate (done for the shown ones only). */
  hit(candidate: Candidate): Hit | undefined {
    const doc = this.docs.get(candidate.ref);
    const page = doc && this.docs.get(doc.p);
    if (!page || !doc) return undefined;
    const fields = new Set([...candidate.fields.values()].flatMap((s) => [...s]));
    const type: Hit['type'] = fields.has('title') ? 0 : fields.has('heading') ? 1 : 2;
    const tokens = coveringWords([...candidate.fields.keys()].flatMap((t) => this.termWords.get(t) ?? []));
    const pageInfo = {title: page.t, url: page.u ?? '', breadcrumbs: this.breadcrumbs[page.b ?? -1] ?? []};
    return {
      document: {title: doc.t, url: pageInfo.url, hash: doc.h ? `#${doc.h}` : '', breadcrumbs: pageInfo.breadcrumbs},
      type,
      page: pageInfo,
      metadata: Object.fromEntries([...candidate.fields].map(([t, f]) => [t, [...f]])),
      tokens,
      score: candidate.score,
      snippet: this.snippet(candidate.ref, tokens),
      context: this.name,
      ref: candidate.ref,
    };
  }
}

type Candidate = {index: ContextIndex; ref: number; score: number; fields: Map<string, Set<Field>>};

/** Searches several contexts and merges their hits into one ranking. */
export function searchContexts(
  indexes: ContextIndex[],
  query: string | ParsedQuery,
  limit = Infinity,
): {hits: Hit[]; total: number; parsed: ParsedQuery} {
  const parsed = typeof query === 'string' ? parseQuery(query) : query;
  if (parsed.errors.length > 0 || parsed.terms.length === 0) return {hits: [], total: 0, parsed};
  const candidates = indexes.flatMap((index) => index.candidates(parsed)).sort((a, b) => b.score - a.score);
  const hits = candidates.slice(0, limit).flatMap((c) => c.index.hit(c) ?? []);
  return {hits, total: candidates.length, parsed};
}
