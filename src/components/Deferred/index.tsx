/**
 * A part of the page that hydrates after the page around it: a React Suspense boundary.
 *
 * The server renders it as usual. When a page first starts, React hydrates the parts outside
 * every boundary and commits them, and hydrates each boundary's content afterwards, in a
 * render of its own at the lowest priority and a commit of its own: one long hydration task
 * becomes several short ones. A click or a key on a part not hydrated yet makes React hydrate
 * it at once and then handle the event. After the first hydration (a navigation inside the
 * site) a boundary renders as a plain fragment: nothing inside suspends.
 */
import React, {Suspense, type ReactNode} from 'react';

export default function Deferred({children}: {children: ReactNode}): ReactNode {
  return <Suspense fallback={null}>{children}</Suspense>;
}
