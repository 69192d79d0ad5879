/**
 * Builds the index files of one search context from the sections of its pages (see format.ts):
 * BM25 weights per posting, German compound parts as extra postings, the terms split into
 * shards by key range, first tiers and tails, and the fragments of each page.
 */
import {Decompounder} from './decompound';
import {
  BM25,
  COMPOUND_PART_TF,
  FIELD_BOOST,
  FORMAT_VERSION,
  PART_CHARS,
  PART_SLOTS,
  TIER_SIZE,
  WEIGHT_SCALE,
  refOf,
  type Entry,
  type Fragment,
  type ShardFile,
  type ShardTerm,
  type TailFile,
} from './format';
import {isStopWord, stem, tokenize, type Lang} from './text';

export type PageSections = {
  title: string;
  url: string;
  breadcrumbs: string[];
  /** Front-matter description: searched with the intro text. */
  description?: string;
  /** Section 0 is the intro (heading ''), the others start at a heading. */
  sections: Array<{heading: string; hash: string; text: string}>;
};

export type BuildOptions = {
  /** Target size of a shard in bytes of JSON (before compression). */
  shardBytes?: number;
  /** Postings per term in its shard. */
  tierSize?: number;
  /** Weight of a German compound's part (0: no parts). */
  compoundPartTf?: number;
};

export type BuiltContext = {
  /** The entry without its version hash (the plugin adds it from the files' contents). */
  entry: Omit<Entry, 'h'>;
  shards: ShardFile[];
  /** Tail files by shard. */
  tails: Map<number, TailFile>;
  /** The parts of each page, in page order. */
  fragments: Fragment[][];
};

/** About 8 KB gzip per shard. */
export const SHARD_BYTES = 24_000;

/** 0 title, 1 heading, 2 text. */
type FieldIndex = 0 | 1 | 2;
const FIELDS = ['title', 'heading', 'text'] as const;

type Posting = {ref: number; field: FieldIndex; weight: number};

type TermData = {postings: Posting[]; words: Set<string>; compounds: Set<string>; isWord: boolean};

type Section = PageSections['sections'][number];

/**
 * A page's sections in fragment parts of PART_SLOTS sections at most: consecutive sections
 * while their text stays within PART_CHARS (a longer section is a part alone), unless the
 * sections left would not fit in the parts still to open; then a part takes sections beyond
 * its size. Only sections beyond the last slot of the last part (a page of more than
 * MAX_SECTIONS sections) join that slot, heading and text.
 */
function partition(sections: Section[]): Section[][] {
  const parts: Section[][] = [];
  let chars = 0;
  sections.forEach((section, i) => {
    const part = parts[parts.length - 1];
    const roomLater = sections.length - i <= (PART_SLOTS - parts.length) * PART_SLOTS;
    if (part && part.length < PART_SLOTS && (chars + section.text.length <= PART_CHARS || !roomLater)) {
      part.push(section);
      chars += section.text.length;
    } else if (!part || parts.length < PART_SLOTS) {
      parts.push([section]);
      chars = section.text.length;
    } else {
      const last = part[part.length - 1]!;
      part[part.length - 1] = {...last, text: `${last.text}\n${section.heading}\n${section.text}`};
    }
  });
  return parts;
}

/** Flat [refDelta, weight, …] in ref order. */
function encode(postings: Posting[]): number[] {
  const flat: number[] = [];
  let last = 0;
  for (const p of [...postings].sort((a, b) => a.ref - b.ref)) {
    flat.push(p.ref - last, p.weight);
    last = p.ref;
  }
  return flat;
}

/** The shortest prefix of `next` that sorts after `prev`. */
function separator(prev: string, next: string): string {
  for (let n = 1; n <= next.length; n++) {
    const candidate = next.slice(0, n);
    if (candidate > prev) return candidate;
  }
  return next;
}

export function buildContext(pages: PageSections[], lang: Lang, options: BuildOptions = {}): BuiltContext {
  const shardBytes = options.shardBytes ?? SHARD_BYTES;
  const tierSize = options.tierSize ?? TIER_SIZE;
  const partTf = options.compoundPartTf ?? COMPOUND_PART_TF;

  // Each section's fields as words, and the fragments.
  type Doc = {ref: number; fields: Array<[FieldIndex, string[]]>};
  const docs: Doc[] = [];
  const fragments: Fragment[][] = [];
  const vocabulary = new Set<string>();
  pages.forEach((page, p) => {
    const withDescription = page.sections.map((s, n) => (n === 0 && page.description ? {...s, text: `${page.description}\n${s.text}`} : s));
    const parts = partition(withDescription);
    fragments.push(
      parts.map((part) => ({t: page.title, u: page.url, b: page.breadcrumbs, s: part.map((s) => [s.heading, s.hash, s.text])})),
    );
    parts.forEach((part, k) =>
      part.forEach((section, slot) => {
        const n = k * PART_SLOTS + slot;
        const fields: Array<[FieldIndex, string[]]> = [
          n === 0 ? [0, tokenize(page.title)] : [1, tokenize(section.heading)],
          [2, tokenize(section.text)],
        ];
        for (const [, words] of fields) for (const w of words) vocabulary.add(w);
        docs.push({ref: refOf(p, n), fields});
      }),
    );
  });
  const decompounder = lang === 'de' && partTf > 0 ? new Decompounder(vocabulary) : undefined;

  // Term frequencies per field of each section, with the words behind each term.
  const terms = new Map<string, TermData>();
  const termData = (term: string): TermData => {
    let data = terms.get(term);
    if (!data) {
      data = {postings: [], words: new Set(), compounds: new Set(), isWord: false};
      terms.set(term, data);
    }
    return data;
  };
  const lengths: Array<{ref: number; field: FieldIndex; length: number; tf: Map<string, number>}> = [];
  for (const doc of docs) {
    for (const [field, words] of doc.fields) {
      const tf = new Map<string, number>();
      let length = 0;
      for (const word of words) {
        if (isStopWord(word, lang)) continue;
        const term = stem(word, lang);
        length++;
        tf.set(term, (tf.get(term) ?? 0) + 1);
        if (word !== term) termData(term).words.add(word);
        else termData(term).isWord = true;
        for (const part of decompounder?.parts(word) ?? []) {
          const partTerm = stem(part, lang);
          if (partTerm === term) continue;
          tf.set(partTerm, (tf.get(partTerm) ?? 0) + partTf);
          termData(partTerm).compounds.add(word);
          if (part !== partTerm && vocabulary.has(part)) termData(partTerm).words.add(part);
        }
      }
      if (tf.size > 0) lengths.push({ref: doc.ref, field, length, tf});
    }
  }

  // BM25 tf parts, with each field's average length.
  const sum = [0, 0, 0];
  const count = [0, 0, 0];
  for (const {field, length} of lengths) {
    sum[field]! += length;
    count[field]! += 1;
  }
  const avg = sum.map((s, f) => (count[f] ? s / count[f]! : 1)) as [number, number, number];
  for (const {ref, field, length, tf} of lengths) {
    const norm = 1 - BM25.b + (BM25.b * Math.max(length, 1)) / avg[field];
    for (const [term, n] of tf) {
      const weight = (n * (BM25.k1 + 1)) / (n + BM25.k1 * norm);
      termData(term).postings.push({ref, field, weight: Math.max(1, Math.round(weight * WEIGHT_SCALE))});
    }
  }

  // Terms with their first tier, in key order; the keys of a term are the term and its words.
  type Item = {minKey: string; maxKey: string; entry: ShardTerm; tail?: [string, number[], number[]]};
  const items: Item[] = [];
  for (const [term, data] of terms) {
    const df = new Set(data.postings.map((p) => p.ref)).size;
    const byImpact = [...data.postings].sort(
      (a, b) => FIELD_BOOST[FIELDS[b.field]] * b.weight - FIELD_BOOST[FIELDS[a.field]] * a.weight || a.ref - b.ref,
    );
    const first = byImpact.slice(0, tierSize);
    const rest = byImpact.slice(tierSize);
    // The words behind the term; the term among them when it is a word itself (and not alone:
    // a term without words is a word).
    const others = [...data.words].filter((w) => w !== term).sort();
    const words = others.length && data.isWord ? [term, ...others] : others;
    const entry: ShardTerm = [
      term,
      df,
      words.join(' '),
      encode(first.filter((p) => p.field !== 2)),
      encode(first.filter((p) => p.field === 2)),
      rest.length,
      [...data.compounds].sort().join(' '),
    ];
    while (entry.length > 2) {
      const last = entry[entry.length - 1];
      if (last === '' || last === 0 || (Array.isArray(last) && last.length === 0)) entry.pop();
      else break;
    }
    const keys = [term, ...words].sort();
    items.push({
      minKey: keys[0]!,
      maxKey: keys[keys.length - 1]!,
      entry,
      tail: rest.length ? [term, encode(rest.filter((p) => p.field !== 2)), encode(rest.filter((p) => p.field === 2))] : undefined,
    });
  }
  items.sort((a, b) => (a.minKey < b.minKey ? -1 : a.minKey > b.minKey ? 1 : 0));

  // Shards of about shardBytes, cut only where no term's keys straddle the cut.
  const separators = [''];
  const shards: ShardFile[] = [[]];
  const tails = new Map<number, TailFile>();
  let size = 0;
  let maxKey = '';
  for (const item of items) {
    if (size >= shardBytes && maxKey < item.minKey) {
      separators.push(separator(maxKey, item.minKey));
      shards.push([]);
      size = 0;
    }
    const index = shards.length - 1;
    shards[index]!.push(item.entry);
    if (item.tail) tails.set(index, [...(tails.get(index) ?? []), item.tail]);
    size += JSON.stringify(item.entry).length;
    if (item.maxKey > maxKey) maxKey = item.maxKey;
  }

  return {
    entry: {
      v: FORMAT_VERSION,
      lang,
      n: docs.length,
      pages: pages.length,
      avg: avg.map((a) => Math.round(a * 100) / 100) as [number, number, number],
      s: separators,
      t: [...tails.keys()],
    },
    shards,
    tails,
    fragments,
  };
}
