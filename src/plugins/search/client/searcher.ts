/**
 * The page's handle on the search: queries go to a worker; if the worker cannot be started
 * or fails, the same code runs on the main thread instead (loaded on demand), and the reader
 * notices nothing but a little more work on the main thread.
 */
import type {ContextSource, SearchCore, SearchRequest, SearchResponse} from './core';

/** What a search that could not run at all answers: the UI shows the load error. */
const failure = (error: unknown): SearchResponse => ({hits: [], total: 0, errors: [], complete: true, loadError: String(error)});

/** Runs a request on the main thread; never rejects. */
function runHere(core: Promise<SearchCore>, request: SearchRequest): Promise<SearchResponse> {
  return core.then((c) => c.search(request)).catch(failure);
}

type Pending = {resolve: (r: SearchResponse) => void; request: SearchRequest};

export type Searcher = {
  search: (request: SearchRequest) => Promise<SearchResponse>;
  /** Fetches the contexts' entries, so the first query only waits for its shards. */
  prepare: (contexts: ContextSource[]) => void;
};

function createSearcher(): Searcher {
  const pending = new Map<number, Pending>();
  let nextId = 0;
  let worker: Worker | undefined;
  let fallback: Promise<SearchCore> | undefined;
  let prepared: ContextSource[] = [];

  const mainThread = (): Promise<SearchCore> => {
    fallback ??= import('./core').then(({SearchCore: Core}) => new Core());
    return fallback;
  };

  const abandonWorker = (reason: unknown) => {
    console.warn('Search: the worker failed; searching on the main thread.', reason);
    worker?.terminate();
    worker = undefined;
    const waiting = [...pending.values()];
    pending.clear();
    for (const {request, resolve} of waiting) void runHere(mainThread(), request).then(resolve);
    if (prepared.length) void mainThread().then((c) => c.prepare(prepared));
  };

  try {
    worker = new Worker(new URL('./search.worker.ts', import.meta.url));
    worker.onmessage = (event: MessageEvent<{type: string; id?: number; response?: SearchResponse}>) => {
      const {type, id, response} = event.data;
      if (type === 'result' && id !== undefined && response) {
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
    prepare(contexts) {
      const fresh = contexts.filter((c) => !prepared.some((p) => p.entry === c.entry));
      if (fresh.length === 0) return;
      prepared = [...prepared, ...fresh];
      if (!worker) {
        void mainThread().then((c) => c.prepare(fresh));
        return;
      }
      // The entries load here while the worker's script does; the worker waits for them.
      worker.postMessage({prepare: fresh});
      for (const c of fresh) {
        fetch(c.entry, {credentials: 'same-origin'})
          .then(async (r) => {
            if (!r.ok) throw new Error(`${r.status} ${r.statusText} for ${c.entry}`);
            return r.json() as Promise<unknown>;
          })
          .then(
            (data) => worker?.postMessage({provide: c.entry, data}),
            (error: unknown) => worker?.postMessage({provide: c.entry, error: String(error)}),
          );
      }
    },
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
