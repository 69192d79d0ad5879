/**
 * The index files, one pair per locale and search context:
 *
 *   search-index-<context>.json          what the first keystroke needs: pages and headings
 *   search-index-<context>.content.json  the bulk: section text, loaded right behind it
 *
 * Each file is a list of entries, each with its documents and a prebuilt lunr index, plus
 * the normalized words behind the index terms (for prefix, typo and compound matching).
 * A document is a section of a page: section 0 is the page itself (title and intro), the
 * others start at a heading. Head and content documents share their ref (`i`).
 */
export type HeadDoc = {
  /** Ref of the section. */
  i: number;
  /** Ref of the page's section 0 (equal to `i` for a page). */
  p: number;
  /** Page title (section 0) or heading text. */
  t: string;
  /** Page URL (section 0 only). */
  u?: string;
  /** Heading anchor (headings only). */
  h?: string;
  /** Breadcrumbs (section 0 only): an index into the file's `breadcrumbs` list. */
  b?: number;
};

export type ContentDoc = {
  i: number;
  /** Section text. */
  x: string;
};

/**
 * A prebuilt index in compact form: the term statistics lunr's builder needs (which terms
 * occur how often in which field of which document), not lunr's own serialization, which
 * stores every BM25 weight and is three times larger. The client feeds these counts to
 * lunr.Builder, which computes the same BM25 vectors the build would have.
 */
export type CompactIndex = {
  fields: Array<keyof typeof FIELD_BOOST>;
  /** Sorted index terms. */
  terms: string[];
  /** Per term: the normalized words that stem to it, space-separated; 0 when only the term itself. */
  forms: Array<string | 0>;
  /** Per field, per term: [refDelta, tf, refDelta, tf, …] (refs ascending, delta-encoded). */
  postings: number[][][];
};

export type IndexEntry<D> = {
  documents: D[];
  index: CompactIndex;
};

export type HeadFile = [IndexEntry<HeadDoc> & {breadcrumbs: string[][]}];
export type ContentFile = [IndexEntry<ContentDoc>];

/** Field boosts: one ranking across titles, headings and text. */
export const FIELD_BOOST = {title: 6, heading: 1.5, text: 1} as const;
/** BM25 as the spec fixes it. */
export const BM25 = {b: 0.75, k1: 1.2} as const;

/** A search context: the docs of one sidebar, searched together. */
export type SearchContext = {
  name: string;
  /** Every page of the context has a path starting with this (locale prefix excluded). */
  pathPrefix: string;
};

/** What the client needs to know, passed as the plugin's global data (small). */
export type SearchGlobalData = {
  contexts: SearchContext[];
  /** Index file names with their content hash, per context: {head, content}. */
  files: Record<string, {head: string; content: string}>;
  lang: 'en' | 'de';
};

/** The index file name for a context: `search-index{dir}.json`, `{dir}` = `-<context>`. */
export function indexFileName(context: string, part: 'head' | 'content'): string {
  return `search-index-${context}${part === 'content' ? '.content' : ''}.json`;
}
