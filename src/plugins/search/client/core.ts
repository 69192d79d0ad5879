/**
 * The search state of one locale, the same in the worker, on the main thread (the fallback)
 * and in Node (checks, benchmarks, tests): the entry of each context is fetched when the
 * search is prepared (the box gets the focus), the shards of a query's words when it is asked,
 * the fragments (the parts of their pages) of the results shown last; everything is kept, so a
 * later query fetches only what it lacks.
 */
import {ContextIndex, rank, type Candidate, type Hit} from '../core/engine';
import {
  FORMAT_VERSION,
  fragmentFileName,
  pageOf,
  partOf,
  shardFileName,
  tailFileName,
  type Entry,
  type Fragment,
  type ShardFile,
  type TailFile,
} from '../core/format';
import {parseQuery, type QueryError} from '../core/query';
import type {Lang} from '../core/text';

/** A context and the URL of its entry file (absolute, or relative to where the loader reads). */
export type ContextSource = {name: string; entry: string};

export type SearchRequest = {
  query: string;
  contexts: ContextSource[];
  lang: Lang;
  /** Hits to return with their fragments (the rest is only counted). */
  limit?: number;
  /** Load the postings beyond each term's first tier, so that every result is found and counted. */
  exhaustive?: boolean;
  /** Requests on one channel (the box, the page) supersede each other. */
  channel?: string;
};

export type SearchResponse = {
  hits: Hit[];
  /** Pages found (before the limit). */
  total: number;
  errors: QueryError[];
  /** Every file the answer needs has arrived (or one failed: see loadError). */
  complete: boolean;
  /** A file failed to load. */
  loadError?: string;
  /** A newer request on the same channel came in before this one needed its fragments. */
  stale?: boolean;
};

/** Reads a JSON file by URL. */
export type Fetcher = (url: string) => Promise<unknown>;

export async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, {credentials: 'same-origin'});
  if (!response.ok) throw new Error(`${response.status} ${response.statusText} for ${url}`);
  return response.json();
}

/** The URL of a file next to the entry, with the entry's version as its query. */
export function fileUrl(entryUrl: string, file: string, version: string): string {
  const base = entryUrl.replace(/[?#].*$/, '');
  const dir = base.slice(0, base.lastIndexOf('/') + 1);
  return `${dir}${file}?_=${version}`;
}

export class SearchCore {
  private readonly fetcher: Fetcher;
  private files = new Map<string, Promise<unknown>>();
  private waiting = new Map<string, {resolve: (data: unknown) => void; reject: (error: unknown) => void}>();
  private indexes = new Map<string, Promise<ContextIndex>>();
  private latest = new Map<string, number>();
  private sequence = 0;

  constructor(fetcher: Fetcher = fetchJson) {
    this.fetcher = fetcher;
  }

  /** A file, fetched once; a failed fetch is forgotten, so a later query tries again. */
  private file<T>(url: string): Promise<T> {
    let promise = this.files.get(url);
    if (!promise) {
      promise = this.fetcher(url);
      this.files.set(url, promise);
      promise.catch(() => this.files.delete(url));
    }
    return promise as Promise<T>;
  }

  private context(source: ContextSource): Promise<ContextIndex> {
    let promise = this.indexes.get(source.entry);
    if (!promise) {
      promise = this.file<Entry>(source.entry).then((entry) => {
        // A page older than the site (a tab left open over a deployment) reads files it cannot read.
        if (entry.v !== FORMAT_VERSION)
          throw new Error(`Search index format ${entry.v}, this page reads ${FORMAT_VERSION}: reload the page`);
        return new ContextIndex(source.name, entry);
      });
      promise.catch(() => this.indexes.delete(source.entry));
      this.indexes.set(source.entry, promise);
    }
    return promise;
  }

  /** Starts fetching the entries (when the reader is about to search). */
  prepare(contexts: ContextSource[]): void {
    for (const c of contexts) this.context(c).catch(() => undefined);
  }

  /**
   * A file someone else fetches (the page fetches the entries while the worker starts): until
   * `provide` brings it, a query waits for it instead of fetching it again.
   */
  expect(url: string): void {
    if (this.files.has(url)) return;
    let settle: {resolve: (data: unknown) => void; reject: (error: unknown) => void} | undefined;
    const promise = new Promise<unknown>((resolve, reject) => (settle = {resolve, reject}));
    this.waiting.set(url, settle!);
    this.files.set(url, promise);
    promise.catch(() => this.files.delete(url));
  }

  provide(url: string, data: unknown, error?: string): void {
    const settle = this.waiting.get(url);
    this.waiting.delete(url);
    if (error === undefined) settle?.resolve(data);
    else settle?.reject(new Error(error));
  }

  private loadShard(index: ContextIndex, source: ContextSource, shard: number): Promise<void> {
    const url = fileUrl(source.entry, shardFileName(source.name, shard), index.entry.h);
    return this.file<ShardFile>(url).then((file) => index.addShard(shard, file));
  }

  /** Loads what the query needs until it can be ranked (typos may need a second round). */
  private async load(index: ContextIndex, source: ContextSource, parsed: ReturnType<typeof parseQuery>, exhaustive: boolean) {
    const {h} = index.entry;
    // Shards of the words, then (for a word found nowhere) of its typos, then the tails.
    for (let round = 0; ; round++) {
      const {shards, tails} = index.missing(parsed, exhaustive);
      if (shards.length === 0 && tails.length === 0) return;
      if (round === 3) throw new Error(`Search: ${source.name} still misses shards ${shards.join(', ')} after three rounds`);
      await Promise.all([
        ...shards.map((s) => this.loadShard(index, source, s)),
        ...tails.map((s) => this.file<TailFile>(fileUrl(source.entry, tailFileName(source.name, s), h)).then((f) => index.addTail(s, f))),
      ]);
    }
  }

  private fragment(index: ContextIndex, source: ContextSource, candidate: Candidate): Promise<Fragment> {
    return this.file<Fragment>(
      fileUrl(source.entry, fragmentFileName(source.name, pageOf(candidate.ref), partOf(candidate.ref)), index.entry.h),
    );
  }

  /**
   * A lone star at the end of the query is the start of a star code, which is no term yet: the
   * shards of the star codes load while the reader types its digits. Only a head start: a
   * failure here is left to the query that needs the shard.
   */
  private starCodesAhead(query: string, contexts: ContextSource[]): void {
    if (!/(?:^|\s)\*$/.test(query)) return;
    for (const source of contexts) {
      void this.context(source)
        .then((index) => Promise.all(index.starCodeShards().map((s) => this.loadShard(index, source, s))))
        .catch(() => undefined);
    }
  }

  async search({query, contexts, limit = Infinity, exhaustive = false, channel = ''}: SearchRequest): Promise<SearchResponse> {
    const id = ++this.sequence;
    this.latest.set(channel, id);
    this.starCodesAhead(query, contexts);
    const parsed = parseQuery(query);
    if (parsed.errors.length > 0 || parsed.terms.length === 0) return {hits: [], total: 0, errors: parsed.errors, complete: true};
    let indexes: ContextIndex[];
    try {
      indexes = await Promise.all(contexts.map((c) => this.context(c)));
      await Promise.all(indexes.map((index, i) => this.load(index, contexts[i]!, parsed, exhaustive)));
    } catch (error) {
      return {hits: [], total: 0, errors: [], complete: true, loadError: String(error)};
    }
    const {candidates} = rank(indexes, parsed);
    // While the reader types on, the words of this query have been fetched for the next one;
    // the fragments of its results need not be.
    if (this.latest.get(channel) !== id) return {hits: [], total: candidates.length, errors: [], complete: false, stale: true};
    const shown = candidates.slice(0, limit);
    const sources = new Map(indexes.map((index, i) => [index, contexts[i]!]));
    const fragments = await Promise.allSettled(shown.map((c) => this.fragment(c.index, sources.get(c.index)!, c)));
    const hits: Hit[] = [];
    let loadError: string | undefined;
    fragments.forEach((result, i) => {
      if (result.status === 'fulfilled') hits.push(shown[i]!.index.hit(shown[i]!, result.value));
      else loadError ??= String(result.reason);
    });
    return {hits, total: candidates.length, errors: [], complete: true, loadError};
  }
}
