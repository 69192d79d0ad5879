/**
 * @docusaurus/core's client entry (src/client/clientEntry.tsx), started in steps. The original
 * imports React DOM, the router, the route table and the whole app statically, so the browser
 * evaluates all of main.js, and the route's chunks, in one task before it can answer a tap:
 * the longest task of a page's start. Here each part is imported (from main.js itself: the
 * imports are eager, no request is made) in a task of its own, and the hydration starts in
 * the next one. What is rendered, and when the route's chunks are waited for, is the
 * original's. See ./index.ts.
 */
import React, {startTransition} from 'react';
import siteConfig from '@generated/docusaurus.config';
import ExecutionEnvironment from '@docusaurus/core/lib/client/exports/ExecutionEnvironment';

/** Resolves in a task of its own (what React's scheduler uses too). */
function nextTask() {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(undefined);
  });
}

/**
 * The router (history's createLocation) decodes the path and throws on percent-encoding that
 * is not valid UTF-8 (`/docs/%E0%A4%A`), and so does core's preload: the not-found page the
 * server sends for such a path would never hydrate, leaving its search, menu and colour mode
 * dead. Such a path is written with its percent signs escaped (`%25`), which decodes to the
 * path as typed: no route has a percent sign, so the not-found page renders and hydrates the
 * server's markup. A valid path is left as it is.
 */
function decodablePath() {
  const {pathname, search, hash} = window.location;
  try {
    decodeURI(pathname);
    return pathname;
  } catch {
    const escaped = pathname.replace(/%/g, '%25');
    window.history.replaceState(window.history.state, '', escaped + search + hash);
    return escaped;
  }
}

const hydrate = Boolean(process.env.HYDRATE_CLIENT_ENTRY);

async function start() {
  // main.js's modules are defined; what follows evaluates them, one part per task.
  await nextTask();
  const {default: ReactDOM} = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const [{HelmetProvider}, {BrowserRouter, HashRouter}] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react-helmet-async'),
    import(/* webpackMode: "eager" */ 'react-router-dom'),
  ]);
  await nextTask();
  await import(/* webpackMode: "eager" */ '@generated/registry');
  await nextTask();
  const [{default: routes}, {matchRoutes}] = await Promise.all([
    import(/* webpackMode: "eager" */ '@generated/routes'),
    import(/* webpackMode: "eager" */ 'react-router-config'),
  ]);
  await nextTask();
  const {default: docusaurus} = await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/docusaurus');
  window.docusaurus = docusaurus;
  await nextTask();
  await import(/* webpackMode: "eager" */ '@generated/client-modules');
  await nextTask();
  await Promise.all([
    import(/* webpackMode: "eager" */ '@theme/Root'),
    import(/* webpackMode: "eager" */ '@theme/ThemeProvider'),
  ]);
  await nextTask();
  await Promise.all([
    import(/* webpackMode: "eager" */ '@theme/SiteMetadata'),
    import(/* webpackMode: "eager" */ '@docusaurus/ErrorBoundary'),
  ]);
  await nextTask();
  const {default: App} = await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App');
  // The route's components and data, as core's preload() loads them (every route the path
  // matches, the path as it is and decoded), one matched route per task.
  const pathname = decodablePath();
  const matches = [...new Set([pathname, decodeURI(pathname)])].flatMap((p) => matchRoutes(routes, p));
  for (const match of matches) {
    await nextTask();
    await match.route.component.preload?.();
  }
  await nextTask();

  const Router = siteConfig.future.experimental_router === 'hash' ? HashRouter : BrowserRouter;
  const container = document.getElementById('__docusaurus');
  const app = React.createElement(HelmetProvider, null, React.createElement(Router, null, React.createElement(App)));
  const onRecoverableError = (error, errorInfo) => {
    console.error('Docusaurus React Root onRecoverableError:', error, errorInfo);
  };
  startTransition(() => {
    if (window.docusaurusRoot) {
      window.docusaurusRoot.render(app);
    } else if (hydrate) {
      window.docusaurusRoot = ReactDOM.hydrateRoot(container, app, {onRecoverableError});
    } else {
      const root = ReactDOM.createRoot(container, {onRecoverableError});
      root.render(app);
      window.docusaurusRoot = root;
    }
  });
}

if (ExecutionEnvironment.canUseDOM) {
  start();
  // Webpack's hot module replacement (development): the entry accepts itself.
  if (module.hot) {
    module.hot.accept();
  }
}
