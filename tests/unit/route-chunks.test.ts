import {describe, expect, it} from 'vitest';
import {loadRoutes, matchRoutes, routeFiles, withRouteScripts} from '../../src/plugins/startup/routeChunks';

const ROUTES_JS = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/blog',
    component: ComponentCreator('/blog', 'f91'),
    exact: true
  },
  {
    path: '/docs',
    component: ComponentCreator('/docs', 'a1b'),
    routes: [
      {
        path: '/docs',
        component: ComponentCreator('/docs', 'c2d'),
        routes: [
          {
            path: '/docs/login',
            component: ComponentCreator('/docs/login', 'e3f'),
            exact: true,
            sidebar: "admin"
          }
        ]
      }
    ]
  },
  {
    path: '/',
    component: ComponentCreator('/', 'e5f'),
    exact: true
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

describe('route chunks in the page', () => {
  const routes = loadRoutes(ROUTES_JS);

  it('reads the generated route tree with routesChunkNames keys', () => {
    expect(routes.map((r) => r.component)).toEqual(['/blog-f91', '/docs-a1b', '/-e5f', '*-undefined']);
  });

  it('matches a path through nested routes, outermost first', () => {
    expect(matchRoutes(routes, '/docs/login')?.map((r) => r.component)).toEqual(['/docs-a1b', '/docs-c2d', '/docs/login-e3f']);
    expect(matchRoutes(routes, '/')?.map((r) => r.component)).toEqual(['/-e5f']);
    expect(matchRoutes(routes, '/blog')?.map((r) => r.component)).toEqual(['/blog-f91']);
    // Exact routes do not match longer paths, a prefix must end at a path segment, and what
    // matches nothing is the catch-all's (the not-found page).
    expect(matchRoutes(routes, '/blog/other')?.map((r) => r.component)).toEqual(['*-undefined']);
    expect(matchRoutes(routes, '/docsearch')?.map((r) => r.component)).toEqual(['*-undefined']);
    expect(matchRoutes(routes, '/docs/nothing')?.map((r) => r.component)).toEqual(['*-undefined']);
    expect(matchRoutes(routes.filter((r) => r.path !== '*'), '/nothing')).toBeUndefined();
  });

  it('collects the files of every chunk name, nested ones too, once each', () => {
    const chain = matchRoutes(routes, '/docs/login')!;
    const chunkNames = {
      '/docs-a1b': {__comp: 'root', __props: 'version'},
      '/docs-c2d': {__comp: 'sidebarRoot'},
      '/docs/login-e3f': {__comp: 'docItem', content: 'login', items: [{content: 'x'}]},
    };
    const groups = {
      root: ['assets/js/shared.1.js', 'assets/js/root.2.js'],
      version: ['assets/js/version.3.js'],
      sidebarRoot: ['assets/js/shared.1.js', 'assets/js/sidebar.4.js'],
      docItem: ['assets/js/docItem.5.js'],
      login: ['assets/js/login.6.js'],
      x: ['assets/js/x.7.js'],
    };
    expect(routeFiles(chain, chunkNames, groups)).toEqual([
      'assets/js/shared.1.js',
      'assets/js/root.2.js',
      'assets/js/version.3.js',
      'assets/js/sidebar.4.js',
      'assets/js/docItem.5.js',
      'assets/js/login.6.js',
      'assets/js/x.7.js',
    ]);
  });

  it('inserts deferred scripts before the runtime, skipping those already there', () => {
    const html =
      '<head><title>x</title><script src=/de/assets/js/a.1.js defer></script><script src=/de/assets/js/runtime~main.9.js defer></script><script src=/de/assets/js/main.8.js defer></script></head>';
    const out = withRouteScripts(html, ['assets/js/a.1.js', 'assets/js/b.2.js'], '/de/');
    expect(out).toBe(
      '<head><title>x</title><script src=/de/assets/js/a.1.js defer></script><script src=/de/assets/js/b.2.js#route-chunk defer></script><script src=/de/assets/js/runtime~main.9.js defer></script><script src=/de/assets/js/main.8.js defer></script></head>',
    );
    // Run twice, nothing is added twice.
    expect(withRouteScripts(out, ['assets/js/a.1.js', 'assets/js/b.2.js'], '/de/')).toBe(out);
    // A page without the runtime (a client redirect page) stays as it is.
    expect(withRouteScripts('<p>moved</p>', ['assets/js/b.2.js'], '/')).toBe('<p>moved</p>');
  });
});
