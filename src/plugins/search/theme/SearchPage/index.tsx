/**
 * The /search page: `q` (query), `ctx` (search context), `version` and the results with
 * their context. The box, the context choice and the URL stay in step, so a results page
 * can be bookmarked and shared. Result links carry `_highlight` for the target page.
 */
import React, {startTransition, useEffect, useState, type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import {usePluralForm} from '@docusaurus/theme-common';
import {contextLabel, hitUrl, outsideContext, queryErrorMessage, searchPageUrl, useSearch, useSearchData} from '../../client/useSearch';
import {Snippet} from '../SearchBar/Hit';
import styles from './styles.module.css';

/** Results per page of the list (more with a button). */
const PAGE_SIZE = 20;

/** The docs versions this site has; the only one is the current ("Next"). */
const VERSIONS = ['current'];

function readParams(search: string): {q: string; ctx: string; version: string} {
  const params = new URLSearchParams(search);
  return {q: params.get('q') ?? '', ctx: params.get('ctx') ?? '', version: params.get('version') ?? ''};
}

export default function SearchPage(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const base = useBaseUrl('/');
  const {siteConfig} = useDocusaurusContext();
  const {contexts} = useSearchData();
  const {selectMessage} = usePluralForm();
  // The URL is the source of truth; it is read after hydration (the server renders no query),
  // in a transition: the page's render with the query is sliced, not one long task.
  const [params, setParams] = useState<{q: string; ctx: string; version: string} | null>(null);
  useEffect(() => startTransition(() => setParams(readParams(location.search))), [location.search]);
  const query = params?.q ?? '';
  const ctx = params?.ctx ?? '';

  /** Updates the box or the context and the URL with it (replace: no entry per keystroke). */
  const update = (change: {q?: string; ctx?: string}) => {
    const next = {...(params ?? readParams(location.search)), ...change};
    setParams(next);
    const search = new URLSearchParams(location.search);
    for (const [key, value] of Object.entries({q: next.q, ctx: next.ctx})) {
      if (value) search.set(key, value);
      else search.delete(key);
    }
    history.replace({search: `?${search.toString()}`});
  };

  const knownContext = contexts.some((c) => c.name === ctx);
  // Results render (and their pages' fragments load) a page at a time.
  const [shown, setShown] = useState(PAGE_SIZE);
  const [listed, setListed] = useState({query, ctx});
  if (listed.query !== query || listed.ctx !== ctx) {
    setListed({query, ctx});
    setShown(PAGE_SIZE);
  }
  const {
    response,
    loading,
    fatal,
    query: answered,
  } = useSearch(query, knownContext ? [ctx] : undefined, {limit: shown, exhaustive: true, channel: 'page'});
  const hits = response?.hits ?? [];
  const total = response?.total ?? 0;
  const errors = response?.errors ?? [];
  const unknownVersion = params?.version && !VERSIONS.includes(params.version) ? params.version : undefined;

  // The heading stays the same whatever the query (the server renders the page without one):
  // a heading that changed, and wrapped, after hydration would shift the page.
  const heading = translate({id: 'search.page.title', message: 'Search the documentation'});
  const title = query ? translate({id: 'search.page.titleWithQuery', message: 'Search results for “{query}”'}, {query}) : heading;
  const description = translate(
    {
      id: 'search.page.description',
      message:
        'Search the {site} offline: the administrator guide and the softphone guide, with fields, required and excluded words, typos and partial words.',
    },
    {site: siteConfig.title},
  );

  let status: ReactNode;
  if (fatal)
    status = (
      <p className={styles.error} role="alert">
        {fatal}
      </p>
    );
  else if (errors.length)
    status = (
      <div className={styles.error} role="alert">
        {errors.map((e, i) => (
          <p key={i}>{queryErrorMessage(e)}</p>
        ))}
      </div>
    );
  else if (!query.trim()) status = null;
  else if (response?.loadError && !hits.length)
    status = (
      <p className={styles.error} role="alert">
        {translate({id: 'search.loadError', message: 'The search index could not be loaded. Check your connection and try again.'})}
      </p>
    );
  else if (!response || (loading && !hits.length))
    status = <p>{translate({id: 'search.loading', message: 'Loading the search index…'})}</p>;
  else if (!hits.length) status = <p>{translate({id: 'search.noResults', message: 'No results.'})}</p>;
  else
    status = (
      <p>
        {selectMessage(
          total,
          translate(
            {id: 'search.page.resultCount', message: 'One result|{count} results', description: 'Pluralized result count'},
            {count: total},
          ),
        )}
      </p>
    );

  return (
    <Layout>
      <PageMetadata title={title} description={description} />
      <main className={clsx('container margin-vert--lg', styles.page)} id="search-page">
        <Heading as="h1">{heading}</Heading>
        <form className={styles.form} role="search" onSubmit={(e) => e.preventDefault()}>
          <input
            type="search"
            className={styles.input}
            value={query}
            onChange={(e) => update({q: e.target.value})}
            aria-label={translate({id: 'search.label', message: 'Search the documentation'})}
            placeholder={translate({id: 'search.placeholder', message: 'Search'})}
            autoComplete="off"
            spellCheck={false}
            // The page is about searching: the box takes the focus.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
          />
          <label className={styles.context}>
            <span>{translate({id: 'search.page.contextLabel', message: 'Search in'})}</span>
            <select value={knownContext ? ctx : ''} onChange={(e) => update({ctx: e.target.value})}>
              <option value="">{translate({id: 'search.page.allContexts', message: 'All guides'})}</option>
              {contexts.map((c) => (
                <option key={c.name} value={c.name}>
                  {contextLabel(c.name)}
                </option>
              ))}
            </select>
          </label>
        </form>
        <details className={styles.syntax}>
          <summary>{translate({id: 'search.page.syntaxTitle', message: 'Search syntax'})}</summary>
          <ul>
            <li>
              <code>title:trunk</code> {translate({id: 'search.page.syntaxField', message: 'only in titles (or heading:, text:)'})}
            </li>
            <li>
              <code>+trunk -softphone</code> {translate({id: 'search.page.syntaxPresence', message: 'must contain / must not contain'})}
            </li>
            <li>
              <code>registration~2</code> {translate({id: 'search.page.syntaxFuzzy', message: 'allow up to two typos'})}
            </li>
            <li>
              <code>trunk^5</code> {translate({id: 'search.page.syntaxBoost', message: 'weigh a word five times'})}
            </li>
            <li>
              <code>konfig*</code> {translate({id: 'search.page.syntaxWildcard', message: 'any ending (also *leitung)'})}
            </li>
          </ul>
        </details>
        {unknownVersion && (
          <p className={styles.note}>
            {translate(
              {id: 'search.page.unknownVersion', message: 'There is no version “{version}”; showing results from the current docs.'},
              {version: unknownVersion},
            )}
          </p>
        )}
        {/*
          data-settled: the answer to the query in the box comes from the whole index (every
          posting of its words, so the count is final) with the shown results' text, or a part of
          the index failed to load (the status says so).
        */}
        <div aria-live="polite" data-settled={response?.complete && !loading && answered === query ? '' : undefined}>
          {status}
        </div>
        {hits.length > 0 && (
          <ol className={styles.results}>
            {hits.slice(0, shown).map((hit) => (
              <li key={`${hit.document.url}${hit.document.hash}`} className={styles.result}>
                <Heading as="h2" className={styles.resultTitle}>
                  <Link to={hitUrl(hit.document.url, hit.document.hash, hit.tokens)}>
                    {hit.type === 0 ? hit.page.title : `${hit.page.title} › ${hit.document.title}`}
                  </Link>
                </Heading>
                {hit.page.breadcrumbs.length > 0 && (
                  <p className={styles.path}>{[contextLabel(hit.context), ...hit.page.breadcrumbs].join(' › ')}</p>
                )}
                {hit.snippet.length > 0 && (
                  <p className={styles.snippet}>
                    <Snippet segments={hit.snippet} />
                  </p>
                )}
              </li>
            ))}
          </ol>
        )}
        {total > shown && hits.length >= shown && (
          <button type="button" className="button button--secondary" onClick={() => setShown((n) => n + PAGE_SIZE)}>
            {selectMessage(
              Math.min(PAGE_SIZE, total - shown),
              translate(
                {
                  id: 'search.page.showMore',
                  message: 'Show one more result|Show {count} more results',
                  description: 'Pluralized button under a page of search results',
                },
                {count: Math.min(PAGE_SIZE, total - shown)},
              ),
            )}
          </button>
        )}
        {knownContext && query.trim() && !errors.length && (
          <p>
            <Link to={searchPageUrl(base, query.trim(), outsideContext(contexts, ctx))}>
              {translate({id: 'search.seeOutsideContext', message: 'See results outside {context}'}, {context: contextLabel(ctx)})}
            </Link>
          </p>
        )}
      </main>
    </Layout>
  );
}
