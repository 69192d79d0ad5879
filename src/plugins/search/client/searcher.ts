/**
 * The page's handle on the search: queries go to a worker; if the worker cannot be started
 * or fails, the same code runs on the main thread instead (loaded on demand), and the reader
 * notices nothing but a little more work on the main thread.
 */
import type {SearchCore, SearchRequest, SearchResponse} from './core';

/** What a search that could not run at all answers: the UI shows the load error. */
const failure = (error: unknown): SearchResponse => ({hits: [], total: 0, errors: [], complete: true, loadError: String(error)});

/** Runs a request on the main thread; never rejects. */
function runHere(core: Promise<SearchCore>, request: SearchRequest): Promise<SearchResponse> {
  return core.then((c) => c.search(request)).catch(failure);
}

type Pending = {resolve: (r: SearchResponse) => void; request: SearchRequest};

export type Searcher = {
  search: (request: SearchRequest) => Promise<SearchResponse>;
};

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

/**
 * Subscribes to "more of the index has arrived"; returns the unsubscribe function. It does not
 * start the searcher: the worker (and the index) load with the first query, not with the page.
 */
export function onContentLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function createSearcher(): Searcher {
  const pending = new Map<number, Pending>();
  let nextId = 0;
  let worker: Worker | undefined;
  let fallback: Promise<SearchCore> | undefined;

  const mainThread = (): Promise<SearchCore> => {
    fallback ??= import('./core').then(({SearchCore: Core}) => {
      const core = new Core();
      core.onContentLoaded = notify;
      return core;
    });
    return fallback;
  };

  const abandonWorker = (reason: unknown) => {
    console.warn('Search: the worker failed; searching on the main thread.', reason);
    worker?.terminate();
    worker = undefined;
    const waiting = [...pending.values()];
    pending.clear();
    for (const {request, resolve} of waiting) void runHere(mainThread(), request).then(resolve);
  };

  try {
    worker = new Worker(new URL('./search.worker.ts', import.meta.url));
    worker.onmessage = (event: MessageEvent<{type: string; id?: number; response?: SearchResponse}>) => {
      const {type, id, response} = event.data;
      if (type === 'content-loaded') notify();
      else if (type === 'result' && id !== undefined && response) {
        pending.get(id)?.resolve(response);
        pending.delete(id);
      }
    };
    worker.onerror = (event) => {
      event.preventDefault();
      abandonWorker(event.message);
    };
  } catch (error) {
    abandonWorker(error);
  }

  return {
    search(request) {
      if (!worker) return runHere(mainThread(), request);
      const id = nextId++;
      return new Promise((resolve) => {
        pending.set(id, {resolve, request});
        worker?.postMessage({id, request});
      });
    },
  };
}

let instance: Searcher | undefined;

/** One searcher per page (browser only). */
export function getSearcher(): Searcher {
  instance ??= createSearcher();
  return instance;
}
