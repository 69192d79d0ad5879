/**
 * @docusaurus/Head (core's src/client/exports/Head.tsx: a Helmet of react-helmet-async) that
 * joins the head's manager only once it has been committed in the browser.
 *
 * react-helmet-async adds each Helmet to its list while the Helmet renders, and writes the
 * document's head from the list in the next animation frame. React renders hydration (and
 * every transition) in slices with frames in between, so a frame often came after the site's
 * Helmet near the root had rendered and before the page's, deep in the tree: the head then
 * lost the page's title, description and OpenGraph tags (the site's defaults instead) until
 * the next frame put them back. Here each Head renders its Helmet after its commit, from an
 * effect: the Helmets of a page are added in the same (default-priority, so unsliced) update,
 * and the head is written once, complete. A layout effect would do the same, but its update
 * would be synchronous and would pull all of hydration's effects into the same long task. On
 * the server Helmet renders at once, as in the original (the page's head comes from it), and
 * in the browser a Helmet renders nothing, so hydration finds the same markup either way.
 */
import React, {useEffect, useState} from 'react';
import {Helmet} from 'react-helmet-async';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

export default function Head(props) {
  const [committed, setCommitted] = useState(!ExecutionEnvironment.canUseDOM);
  useEffect(() => {
    setCommitted(true);
  }, []);
  return committed ? React.createElement(Helmet, props) : null;
}
