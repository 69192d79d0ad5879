/**
 * Swizzled (wrap): the theme's CodeBlock with Prism and the configured languages
 * (./Highlighted) in a chunk of its own, so that only pages with code load the highlighter.
 *
 * - The server bundle has the highlighter at hand (`process.env.SERVER_BUNDLE` is a constant
 *   from src/plugins/highlighting, so browser bundles do not contain that branch).
 * - Hydrating a server-rendered page, the block keeps the server's markup until the chunk is
 *   loaded, then renders as the theme does after hydration anyway (in the reader's colour mode).
 * - After a client-side navigation, the code shows unhighlighted until the chunk is there.
 *
 * Not a lazy component in a Suspense boundary: React streams a boundary of more than a few
 * hundred bytes behind an inline script, even when it is ready.
 */
import React, {useEffect, useId, useState, type ComponentType, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Props} from '@theme/CodeBlock';

type Highlighted = ComponentType<Props>;

/** The highlighted CodeBlock once loaded. */
let highlighted: Highlighted | undefined = process.env.SERVER_BUNDLE
  ? (require('./Highlighted') as typeof import('./Highlighted')).default
  : undefined;

const load = (): Promise<Highlighted> => import('./Highlighted').then((module) => (highlighted = module.default));

export default function CodeBlock(props: Props): ReactNode {
  const id = useId();
  const hydrating = !useIsBrowser();
  const [Code, setCode] = useState(() => highlighted);
  useEffect(() => {
    if (!Code) void load().then((loaded) => setCode(() => loaded));
  }, [Code]);

  if (Code) {
    return (
      <div data-code-block={id}>
        <Code {...props} />
      </div>
    );
  }
  if (hydrating) {
    // React leaves markup set through dangerouslySetInnerHTML as the server rendered it.
    const serverHtml = document.querySelector(`[data-code-block="${CSS.escape(id)}"]`)?.innerHTML ?? '';
    return <div data-code-block={id} dangerouslySetInnerHTML={{__html: serverHtml}} />;
  }
  return (
    <div data-code-block={id}>
      <pre>
        <code>{props.children}</code>
      </pre>
    </div>
  );
}
