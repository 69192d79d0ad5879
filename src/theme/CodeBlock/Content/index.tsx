/**
 * Swizzled (eject): the code of a block as highlighted markup with class names only
 * (src/plugins/highlighting/html.ts), set as HTML rather than one React element per token.
 *
 * - The server bundle highlights every block (`process.env.SERVER_BUNDLE`, a constant from
 *   src/plugins/highlighting, so browser bundles do not contain that branch).
 * - Hydrating, the block keeps the server's markup: React and Preact leave HTML set through
 *   `dangerouslySetInnerHTML` as it is while hydrating, and the value stays the same
 *   afterwards. A first visit never loads Prism.
 * - A block mounted again after hydration with the same code (the theme's Tabs mount their
 *   content afresh once in the browser) takes the markup its first mount read from the page.
 * - After a client-side navigation, the code shows as plain text until Prism (a chunk of its
 *   own: ./highlighter.ts) is loaded, then highlighted; later blocks are highlighted at once.
 *
 * Magic comments (highlighted lines) and line numbers work as in the theme, with its styles.
 */
import React, {useEffect, useId, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {plainHtml, type LineOptions} from '@site/src/plugins/highlighting/html';
import styles from './styles.module.css';
import lineStyles from './line.module.css';

type Highlight = (code: string, language: string, options: LineOptions) => string;

// The server bundle highlights synchronously while it renders; the browser loads Prism on demand.
let highlight: Highlight | undefined = process.env.SERVER_BUNDLE
  ? // eslint-disable-next-line @typescript-eslint/no-require-imports, @typescript-eslint/consistent-type-imports -- a synchronous import in the server bundle only
    (require('./highlighter') as typeof import('./highlighter')).default
  : undefined;

/** The server's markup of the blocks hydrated on this page, by language, options and code. */
const served = new Map<string, string>();

const load = (): Promise<Highlight> => import('./highlighter').then((module) => (highlight = module.default));

/**
 * The server's markup of this block, while hydrating. Should React give up hydrating and
 * render the page afresh, this keeps the highlighting; Preact (whose ids differ from the
 * server's) finds nothing and, hydrating, leaves the markup alone anyway.
 */
function serverMarkup(id: string): string {
  return document.querySelector(`[data-code-block="${CSS.escape(id)}"] > code`)?.innerHTML ?? '';
}

export default function CodeBlockContent({className}: {className?: string}): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const id = useId();
  const hydrating = !useIsBrowser();
  const numbered = lineNumbersStart !== undefined;
  const options: LineOptions = {
    lineClassNames,
    numbered: numbered ? {line: lineStyles.codeLine!, number: lineStyles.codeLineNumber!, content: lineStyles.codeLineContent!} : undefined,
  };
  const render = (): string => (highlight ? highlight(code, language, options) : plainHtml(code, options));
  const key = JSON.stringify([language, lineClassNames, lineNumbersStart, code]);
  const [html, setHtml] = useState(() => {
    if (highlight) return render();
    if (!hydrating) return served.get(key) ?? render();
    const markup = serverMarkup(id);
    if (markup) served.set(key, markup);
    return markup;
  });
  const [highlighted, setHighlighted] = useState(() => Boolean(highlight) || hydrating || served.has(key));
  useEffect(() => {
    if (highlighted) return;
    let live = true;
    void load().then(() => {
      if (!live) return;
      setHtml(render());
      setHighlighted(true);
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per block
  }, []);

  return (
    <pre
      ref={wordWrap.codeBlockRef}
      data-code-block={id}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable block must be focusable to scroll by keyboard (as the theme does)
      tabIndex={0}
      className={clsx(className, `prism-code language-${language}`, styles.codeBlock, 'thin-scrollbar')}
    >
      <code
        className={clsx(styles.codeBlockLines, numbered && styles.codeBlockLinesWithNumbering)}
        style={numbered ? {counterReset: `line-count ${lineNumbersStart - 1}`} : undefined}
        dangerouslySetInnerHTML={{__html: html}}
      />
    </pre>
  );
}
