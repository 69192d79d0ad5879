/** The search worker: parses index files and answers queries off the main thread. */
import {SearchCore, type SearchRequest} from './core';

type Incoming = {id: number; request: SearchRequest};

const core = new SearchCore();
const scope = self as unknown as {postMessage: (m: unknown) => void; onmessage: ((e: MessageEvent<Incoming>) => void) | null};

core.onContentLoaded = () => scope.postMessage({type: 'content-loaded'});

scope.onmessage = (event) => {
  const {id, request} = event.data;
  core
    .search(request)
    .then((response) => scope.postMessage({type: 'result', id, response}))
    .catch((error: unknown) =>
      scope.postMessage({type: 'result', id, response: {hits: [], total: 0, errors: [], complete: true, loadError: String(error)}}),
    );
};
