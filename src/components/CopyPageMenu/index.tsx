/**
 * "Copy page": a menu button on every doc page (src/theme/DocItem/Content) that copies the
 * page's Markdown (the `.md` beside the page, src/plugins/markdownExport), links it, or opens an
 * AI assistant (brand.ts `assistants`) with a prompt that links it.
 *
 * Nothing runs at start-up: the menu's items render when it opens, and the Markdown is fetched
 * and the clipboard touched only when the reader chooses "Copy".
 * Keyboard: Enter, Space or ↓ open the menu on its first item (↑ on its last), ↑/↓/Home/End
 * move, Escape closes it and returns the focus to the button, Tab closes it and moves on.
 */
import React, {useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBrand from '@site/src/utils/useBrand';
import styles from './styles.module.css';

export type Props = {
  /** The page's permalink (`/de/docs/extensions`); its Markdown is the same plus `.md`. */
  permalink: string;
};

type Status = {kind: 'busy' | 'done' | 'error'; text: string} | null;

/** Failed to load the Markdown (network, status): told apart from a blocked clipboard. */
class LoadError extends Error {}

async function copyMarkdown(url: string): Promise<void> {
  const text = fetch(url).then(
    async (response) => {
      if (!response.ok) throw new LoadError(`HTTP ${response.status}`);
      return response.text();
    },
    (err: unknown) => {
      throw new LoadError(err instanceof Error ? err.message : String(err));
    },
  );
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (!clipboard) {
    await text; // a failed load says so first
    throw new Error('no clipboard');
  }
  // A ClipboardItem takes the text while it still loads, so the copy stays inside the click that
  // asked for it (Safari refuses a write after an await).
  if (typeof ClipboardItem !== 'undefined' && clipboard.write) {
    let loadError: LoadError | undefined;
    const blob = text.then(
      (value) => new Blob([value], {type: 'text/plain'}),
      (err: LoadError) => {
        loadError = err;
        throw err;
      },
    );
    try {
      await clipboard.write([new ClipboardItem({'text/plain': blob})]);
      return;
    } catch (err) {
      if (loadError) throw loadError;
      // Browsers without promises in ClipboardItem throw a TypeError: try writeText below.
      if (!(err instanceof TypeError)) throw err;
    }
  }
  await clipboard.writeText(await text);
}

export default function CopyPageMenu({permalink}: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const brand = useBrand();
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  /** Which item gets the focus when the menu opens: the first, or the last (↑). */
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const id = useId();
  const menuId = `${id}-menu`;
  const markdownPath = `${permalink.replace(/\/$/, '')}.md`;
  const markdownUrl = `${siteConfig.url}${markdownPath}`;

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  // The focus goes into the menu once it is rendered.
  useEffect(() => {
    if (!open) return undefined;
    const list = items();
    (focusOnOpen.current === 'last' ? list.at(-1) : list[0])?.focus();
    // A click outside closes the menu.
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) close(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open, close]);

  const openMenu = (at: 'first' | 'last') => {
    focusOnOpen.current = at;
    setStatus((s) => (s?.kind === 'busy' ? s : null));
    setOpen(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(at + 1);
      case 'ArrowUp':
        return move(at - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(list.length - 1);
      case 'Escape':
        event.preventDefault();
        return close(true);
      case 'Tab':
        return close(false);
      case ' ':
        // Space activates a link item as Enter does (a menu item is not a plain link).
        if ((document.activeElement as HTMLElement | null)?.tagName === 'A') {
          event.preventDefault();
          (document.activeElement as HTMLElement).click();
        }
        return undefined;
      default:
        return undefined;
    }
  };

  const copy = () => {
    close(true);
    setStatus({kind: 'busy', text: translate({id: 'copyPage.status.copying', message: 'Copying the page as Markdown…'})});
    copyMarkdown(markdownPath).then(
      () => setStatus({kind: 'done', text: translate({id: 'copyPage.status.copied', message: 'Copied the page as Markdown.'})}),
      (err: unknown) =>
        setStatus({
          kind: 'error',
          text:
            err instanceof LoadError
              ? translate(
                  {
                    id: 'copyPage.status.loadFailed',
                    message: 'The Markdown of this page could not be loaded ({detail}). Check your connection and try again.',
                  },
                  {detail: err.message},
                )
              : translate({
                  id: 'copyPage.status.clipboardBlocked',
                  message: 'Your browser did not allow copying to the clipboard. Choose “View as Markdown” and copy the text there.',
                }),
        }),
    );
  };

  const prompt = translate(
    {id: 'copyPage.prompt', message: 'Read {url} and answer my questions about it.', description: 'The prompt sent to an AI assistant'},
    {url: markdownUrl},
  );
  const newTab = translate({id: 'copyPage.newTab', message: '(opens in a new tab)'});

  return (
    <div className={styles.copyPage}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
      >
        <Translate id="copyPage.button" description="The button of the menu that copies a doc page as Markdown">
          Copy page
        </Translate>
        <span className={styles.caret} aria-hidden="true" />
      </button>
      {open && (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          className={styles.menu}
          aria-label={translate({id: 'copyPage.menuLabel', message: 'Copy page'})}
          onKeyDown={onMenuKeyDown}
        >
          <li role="none">
            <button type="button" role="menuitem" tabIndex={-1} className={styles.item} onClick={copy}>
              <Translate id="copyPage.copy">Copy as Markdown</Translate>
              <span className={styles.hint}>
                <Translate id="copyPage.copyHint">for an AI assistant or your notes</Translate>
              </span>
            </button>
          </li>
          <li role="none">
            {/* A file beside the page, not a route: a plain link (pathname://), the locale already in it. */}
            <Link
              role="menuitem"
              tabIndex={-1}
              className={styles.item}
              href={`pathname://${markdownPath}`}
              autoAddBaseUrl={false}
              target="_self"
              onClick={() => close(false)}
            >
              <Translate id="copyPage.view">View as Markdown</Translate>
            </Link>
          </li>
          {brand.assistants.map((assistant) => (
            <li role="none" key={assistant.name}>
              <Link
                role="menuitem"
                tabIndex={-1}
                className={styles.item}
                href={assistant.url.replace('{prompt}', encodeURIComponent(prompt))}
                onClick={() => close(false)}
              >
                <Translate id="copyPage.openIn" values={{assistant: assistant.name}}>
                  {'Open in {assistant}'}
                </Translate>
                <span className={styles.srOnly}> {newTab}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <p role="status" className={clsx(styles.status, status?.kind === 'error' && styles.error)}>
        {status?.text}
      </p>
    </div>
  );
}
