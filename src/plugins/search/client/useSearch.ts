/** React hooks over the searcher: the locale's contexts, the current one, and live results. */
import {startTransition, useCallback, useEffect, useMemo, useState} from 'react';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {usePluginData} from '@docusaurus/useGlobalData';
import {translate} from '@docusaurus/Translate';
import type {SearchContext, SearchGlobalData} from '../core/format';
import type {QueryError} from '../core/query';
import type {ContextSource, SearchResponse} from './core';
import {indexUrl} from './indexUrl';
import {getSearcher} from './searcher';

export const PLUGIN_NAME = 'local-search';
/** The spec's limit for the navbar box. */
export const SUGGESTION_LIMIT = 8;

export function useSearchData(): SearchGlobalData {
  return usePluginData(PLUGIN_NAME) as SearchGlobalData;
}

/** The reader-facing name of a search context. */
export function contextLabel(name: string): string {
  switch (name) {
    case 'admin':
      return translate({
        id: 'search.context.admin',
        message: 'Administrator guide',
        description: 'Search context: the administrator guide',
      });
    case 'softphone':
      return translate({
        id: 'search.context.softphone',
        message: 'Softphone guide',
        description: 'Search context: the softphone user guide',
      });
    default:
      return name;
  }
}

/** The context of the page being read (by path), if any. */
export function useCurrentContext(): SearchContext | undefined {
  const {contexts} = useSearchData();
  const {pathname} = useLocation();
  const base = useBaseUrl('/');
  const inLocale = `/${pathname.startsWith(base) ? pathname.slice(base.length) : pathname.replace(/^\//, '')}`;
  return contexts.find((c) => inLocale.startsWith(c.pathPrefix));
}

export function queryErrorMessage(error: QueryError): string {
  switch (error.code) {
    case 'unknown-field':
      return translate(
        {
          id: 'search.error.unknownField',
          message: 'Unknown field "{field}". Search in one of: {fields}.',
          description: 'Query parse error',
        },
        {field: error.field, fields: error.known.join(', ')},
      );
    case 'edit-distance':
      return translate(
        {
          id: 'search.error.editDistance',
          message: 'After "~" give the number of typos to allow (0 to 3), not "{value}".',
          description: 'Query parse error',
        },
        {value: error.value},
      );
    case 'boost':
      return translate(
        {
          id: 'search.error.boost',
          message: 'After "^" give a positive number to boost the word by, not "{value}".',
          description: 'Query parse error',
        },
        {value: error.value},
      );
  }
}

export type SearchState = {
  response?: SearchResponse;
  /** The query the response belongs to. */
  query: string;
  loading: boolean;
  /** A configuration error (e.g. an index URL of another origin). */
  fatal?: string;
};

/** The entries of the given contexts (all when undefined), or a configuration error. */
function useSources(contextNames: string[] | undefined): ContextSource[] | string {
  const data = useSearchData();
  const base = useBaseUrl('/');
  const key = (contextNames ?? []).join(',');
  return useMemo((): ContextSource[] | string => {
    const names = contextNames ?? Object.keys(data.entries);
    if (typeof window === 'undefined') return [];
    try {
      return names.flatMap((name) => {
        const entry = data.entries[name];
        return entry ? [{name, entry: indexUrl(base, entry, window.location.href)}] : [];
      });
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, base, key]);
}

/** A function that starts the searcher and fetches the entries (call it on focus). */
export function usePrepareSearch(contextNames: string[] | undefined): () => void {
  const sources = useSources(contextNames);
  return useCallback(() => {
    const searcher = getSearcher();
    if (typeof sources !== 'string') searcher.prepare(sources);
  }, [sources]);
}

export type SearchOptions = {
  /** Hits to show (their fragments load); the rest is only counted. */
  limit?: number;
  /** Find and count every result, not only the strongest (the /search page). */
  exhaustive?: boolean;
  /** Requests on one channel supersede each other: one per search box. */
  channel: string;
};

/** Results of `query` in the given contexts (all when undefined). */
export function useSearch(query: string, contextNames: string[] | undefined, {limit, exhaustive, channel}: SearchOptions): SearchState {
  const data = useSearchData();
  const [state, setState] = useState<SearchState>({query: '', loading: false});
  const sources = useSources(contextNames);

  useEffect(() => {
    if (typeof sources === 'string') {
      setState({query, loading: false, fatal: sources});
      return;
    }
    if (!query.trim()) {
      // The same state when nothing changes (an empty box as the page starts): no render.
      setState((s) => (s.query === query && !s.loading && !s.response && !s.fatal ? s : {query, loading: false}));
      return;
    }
    let cancelled = false;
    // Keep the last results on screen while the next ones are computed (no extra render).
    setState((s) => (s.response ? s : {...s, loading: true}));
    void getSearcher()
      .search({query, contexts: sources, lang: data.lang, limit, exhaustive, channel})
      .then((response) => {
        // A transition: the results render in slices, and a key typed meanwhile comes first.
        if (!cancelled && !response.stale) startTransition(() => setState({query, response, loading: false}));
      });
    return () => {
      cancelled = true;
    };
  }, [query, sources, data.lang, limit, exhaustive, channel]);

  return state;
}

/** The context "outside" a context: the other guide when there is one other, else all (undefined). */
export function outsideContext(contexts: readonly SearchContext[], current: string): string | undefined {
  const others = contexts.filter((c) => c.name !== current);
  return others.length === 1 ? others[0]?.name : undefined;
}

/** `/search` URL with the query, an optional context, and the version. */
export function searchPageUrl(base: string, query: string, context?: string): string {
  const params = new URLSearchParams({q: query});
  if (context) params.set('ctx', context);
  return `${base}search?${params.toString()}`;
}

/** A hit's link: the page (and heading) with the matched words to highlight there. */
export function hitUrl(url: string, hash: string, tokens: readonly string[]): string {
  const params = new URLSearchParams();
  for (const t of tokens.slice(0, 8)) params.append('_highlight', t);
  const search = params.toString();
  return `${url}${search ? `?${search}` : ''}${hash}`;
}
