/**
 * The search state of one locale, the same in the worker and (as the fallback) on the main
 * thread: index files are fetched on first use per context, the head first, the content
 * right behind it; every query runs against what has arrived.
 */
import {ContextIndex, searchContexts, type Hit} from '../core/engine';
import type {ContentFile, HeadFile} from '../core/format';
import type {QueryError} from '../core/query';
import type {Lang} from '../core/text';

export type ContextSource = {name: string; head: string; content: string};

export type SearchRequest = {query: string; contexts: ContextSource[]; lang: Lang; limit?: number};

export type SearchResponse = {
  hits: Hit[];
  /** Total hits before the limit. */
  total: number;
  errors: QueryError[];
  /** Whether every requested context had its content loaded. */
  complete: boolean;
  /** An index file failed to load. */
  loadError?: string;
};

/** Time the first answer from the head gets before the content download starts. */
const CONTENT_DELAY_MS = 100;

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url, {credentials: 'same-origin'});
  if (!response.ok) throw new Error(`${response.status} ${response.statusText} for ${url}`);
  return (await response.json()) as T;
}

export class SearchCore {
  private heads = new Map<string, Promise<ContextIndex>>();
  private failed = new Map<string, string>();
  /** Called when a context's content has arrived, so open queries can be refined. */
  onContentLoaded: () => void = () => {};

  private context(source: ContextSource, lang: Lang): Promise<ContextIndex> {
    let promise = this.heads.get(source.head);
    if (!promise) {
      promise = fetchJson<HeadFile>(source.head).then((head) => {
        const index = new ContextIndex(source.name, lang, head);
        // The bulk follows once the first suggestions (from the head) are on their way.
        setTimeout(() => {
          fetchJson<ContentFile>(source.content)
            .then((content) => {
              index.addContent(content);
              this.onContentLoaded();
            })
            .catch((error: unknown) => {
              this.failed.set(source.content, String(error));
              this.onContentLoaded();
            });
        }, CONTENT_DELAY_MS);
        return index;
      });
      promise.catch((error: unknown) => {
        this.heads.delete(source.head);
        this.failed.set(source.head, String(error));
      });
      this.heads.set(source.head, promise);
    }
    return promise;
  }

  async search({query, contexts, lang, limit = Infinity}: SearchRequest): Promise<SearchResponse> {
    let indexes: ContextIndex[];
    try {
      indexes = await Promise.all(contexts.map((c) => this.context(c, lang)));
    } catch (error) {
      return {hits: [], total: 0, errors: [], complete: true, loadError: String(error)};
    }
    const {hits, total, parsed} = searchContexts(indexes, query, limit);
    const contentError = contexts.map((c) => this.failed.get(c.content)).find(Boolean);
    return {
      hits,
      total,
      errors: parsed.errors,
      complete: indexes.every((i) => i.complete) || Boolean(contentError),
      loadError: contentError,
    };
  }
}
