/**
 * @docusaurus/core's browser context (src/client/browserContext.tsx) with the switch to "in the
 * browser" made as a transition. The original sets it in an effect after hydration as a
 * default-priority update, which React renders in one uninterrupted task: every `useIsBrowser`
 * consumer (code block buttons, the colour mode toggle, sidebar category links…) and a walk of
 * the whole page's tree, a long task on a long page while it starts. As a transition React
 * renders it in slices and yields to input in between. See ./index.ts.
 */
import React, {startTransition, useEffect, useState} from 'react';

export const Context = React.createContext(false);

export function BrowserContextProvider({children}) {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return React.createElement(Context.Provider, {value: isBrowser}, children);
}
