/**
 * The navbar search box: an ARIA combobox with a listbox of at most 8 suggestions. Arrow keys
 * move through them, Enter opens one (or the /search page), Escape closes the list and then
 * clears the box; Ctrl+K / Cmd+K focuses it from anywhere. On a page of a search context
 * (a guide), it searches that guide and offers the results outside it.
 */
import React, {useCallback, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {
  SUGGESTION_LIMIT,
  contextLabel,
  hitUrl,
  outsideContext,
  queryErrorMessage,
  searchPageUrl,
  useCurrentContext,
  usePrepareSearch,
  useSearch,
  useSearchData,
} from '../../client/useSearch';
import {Snippet} from './Hit';
import styles from './styles.module.css';

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

export default function SearchBar(): ReactNode {
  const history = useHistory();
  const base = useBaseUrl('/');
  const {contexts} = useSearchData();
  const current = useCurrentContext();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  // The chosen suggestion, by page (the list has one hit per page), so that a list that changes
  // under the reader's pointer does not move the choice to another page.
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const [mac, setMac] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-option-${i}`;

  const contextNames = current ? [current.name] : undefined;
  const {response, loading, fatal, query: answered} = useSearch(query, contextNames, {limit: SUGGESTION_LIMIT, channel: 'bar'});
  const prepare = usePrepareSearch(contextNames);
  const hits = response?.hits ?? [];
  const keyOf = (i: number) => hits[i]?.document.url ?? null;
  const active = activeKey === null ? -1 : hits.findIndex((_, i) => keyOf(i) === activeKey);
  const setActive = (next: (current: number) => number) => setActiveKey(keyOf(next(active)));
  const errors = response?.errors ?? [];
  const hasQuery = query.trim().length > 0;
  const expanded = open && hasQuery;

  // Only a Mac changes the state: an update while the page starts costs a render of its own.
  useEffect(() => {
    if (isMac()) setMac(true);
  }, []);

  // On phones the list spans the viewport under the box (the announcement bar may sit above).
  const [panelTop, setPanelTop] = useState<number>();
  useEffect(() => {
    if (expanded) setPanelTop(rootRef.current?.getBoundingClientRect().bottom);
  }, [expanded]);
  // A new query forgets the chosen suggestion (during the render, not in an effect after it).
  const [queryOfChoice, setQueryOfChoice] = useState(query);
  if (queryOfChoice !== query) {
    setQueryOfChoice(query);
    setActiveKey(null);
  }

  // Ctrl+K / Cmd+K focuses the box from anywhere on the page.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        inputRef.current?.focus();
        inputRef.current?.select();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const go = useCallback(
    (url: string) => {
      setOpen(false);
      inputRef.current?.blur();
      history.push(url);
    },
    [history],
  );

  const allResultsUrl = searchPageUrl(base, query.trim(), current?.name);
  const outsideUrl = searchPageUrl(base, query.trim(), current ? outsideContext(contexts, current.name) : undefined);

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        if (!hits.length) return;
        event.preventDefault();
        setOpen(true);
        setActive((a) => (a + 1) % hits.length);
        break;
      case 'ArrowUp':
        if (!hits.length) return;
        event.preventDefault();
        setOpen(true);
        setActive((a) => (a <= 0 ? hits.length - 1 : a - 1));
        break;
      case 'Enter': {
        if (!hasQuery) return;
        event.preventDefault();
        const hit = active >= 0 ? hits[active] : undefined;
        go(hit ? hitUrl(hit.document.url, hit.document.hash, hit.tokens) : allResultsUrl);
        break;
      }
      case 'Escape':
        event.preventDefault();
        if (expanded) setOpen(false);
        else setQuery('');
        break;
      default:
        break;
    }
  };

  let status: ReactNode = null;
  if (fatal) status = <span className={styles.error}>{fatal}</span>;
  else if (errors.length)
    status = errors.map((e, i) => (
      <span key={i} className={styles.error}>
        {queryErrorMessage(e)}
      </span>
    ));
  else if (response?.loadError && !hits.length)
    status = (
      <span className={styles.error}>
        {translate({id: 'search.loadError', message: 'The search index could not be loaded. Check your connection and try again.'})}
      </span>
    );
  else if (!response || (loading && !hits.length)) status = translate({id: 'search.loading', message: 'Loading the search index…'});
  else if (!hits.length) status = translate({id: 'search.noResults', message: 'No results.'});

  return (
    <div
      ref={rootRef}
      className={clsx(styles.root, expanded && styles.rootOpen)}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <input
        ref={inputRef}
        type="search"
        role="combobox"
        className={clsx('navbar__search-input', styles.input)}
        placeholder={translate({id: 'search.placeholder', message: 'Search'})}
        aria-label={translate({id: 'search.label', message: 'Search the documentation'})}
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
        }}
        onFocus={() => {
          setOpen(true);
          // The worker starts, and the index's entry loads, while the reader types the first letter.
          prepare();
        }}
        onKeyDown={onKeyDown}
      />
      {!query && (
        <kbd className={styles.shortcut} aria-hidden="true">
          {mac ? '⌘' : 'Ctrl'} K
        </kbd>
      )}
      <div
        className={clsx(styles.panel, !expanded && styles.hidden)}
        style={panelTop === undefined ? undefined : ({'--search-panel-top': `${Math.round(panelTop)}px`} as React.CSSProperties)}
      >
        <div
          className={styles.status}
          role="status"
          aria-live="polite"
          data-no-results={expanded && response && !loading && !hits.length && !errors.length ? '' : undefined}
        >
          {expanded ? status : null}
        </div>
        <div
          role="listbox"
          id={listId}
          className={styles.list}
          // Set once the list answers the query in the box, snippets included (or a part of the
          // index failed to load, which the status says).
          data-settled={expanded && response?.complete && !loading && answered === query ? '' : undefined}
          aria-label={translate({id: 'search.suggestions', message: 'Suggestions'})}
        >
          {expanded &&
            hits.map((hit, i) => (
              <a
                key={`${hit.document.url}${hit.document.hash}`}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                tabIndex={-1}
                href={hitUrl(hit.document.url, hit.document.hash, hit.tokens)}
                className={clsx(styles.option, i === active && styles.optionActive)}
                onMouseDown={(e) => e.preventDefault()}
                onMouseMove={() => setActive(() => i)}
                onClick={(e) => {
                  if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
                  e.preventDefault();
                  go(hitUrl(hit.document.url, hit.document.hash, hit.tokens));
                }}
              >
                <span className={styles.optionTitle}>{hit.document.title}</span>
                <span className={styles.optionPath}>
                  {hit.type === 0 ? hit.page.breadcrumbs.join(' › ') : [...hit.page.breadcrumbs, hit.page.title].join(' › ')}
                </span>
                {hit.snippet.length > 0 && hit.type === 2 && (
                  <span className={styles.optionSnippet}>
                    <Snippet segments={hit.snippet} />
                  </span>
                )}
              </a>
            ))}
        </div>
        {expanded && !errors.length && (
          <div className={styles.footer}>
            {current ? (
              <>
                <Link to={allResultsUrl} onClick={() => setOpen(false)}>
                  {translate(
                    {id: 'search.seeAllInContext', message: 'See all results in {context}'},
                    {context: contextLabel(current.name)},
                  )}
                </Link>
                <Link to={outsideUrl} onClick={() => setOpen(false)}>
                  {translate(
                    {id: 'search.seeOutsideContext', message: 'See results outside {context}'},
                    {context: contextLabel(current.name)},
                  )}
                </Link>
              </>
            ) : (
              <Link to={allResultsUrl} onClick={() => setOpen(false)}>
                {translate({id: 'search.seeAll', message: 'See all results'})}
              </Link>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
