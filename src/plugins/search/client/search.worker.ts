/** The search worker: loads the index parts a query needs and answers it off the main thread. */
import {SearchCore, type ContextSource, type SearchRequest} from './core';

type Incoming = {id: number; request: SearchRequest} | {prepare: ContextSource[]} | {provide: string; data?: unknown; error?: string};

const core = new SearchCore();
const scope = self as unknown as {postMessage: (m: unknown) => void; onmessage: ((e: MessageEvent<Incoming>) => void) | null};

scope.onmessage = (event) => {
  const message = event.data;
  if ('prepare' in message) {
    // The page fetches the entries (while this worker was loading) and posts them.
    for (const c of message.prepare) core.expect(c.entry);
    core.prepare(message.prepare);
    return;
  }
  if ('provide' in message) {
    core.provide(message.provide, message.data, message.error);
    return;
  }
  const {id, request} = message;
  core
    .search(request)
    .then((response) => scope.postMessage({type: 'result', id, response}))
    .catch((error: unknown) =>
      scope.postMessage({type: 'result', id, response: {hits: [], total: 0, errors: [], complete: true, loadError: String(error)}}),
    );
};
