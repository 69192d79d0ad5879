import {describe, expect, it} from 'vitest';
import {loadRoutes, matchRoutes, routeFiles, withRouteScripts} from '../../src/plugins/startup/routeChunks';
import {START_ATTRIBUTE, START_SCRIPT_BODY, paintFirst} from '../../src/plugins/startup/paintFirst';

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
    expect(
      matchRoutes(
        routes.filter((r) => r.path !== '*'),
        '/nothing',
      ),
    ).toBeUndefined();
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

describe('paintFirst', () => {
  const page =
    '<html><head><link rel=stylesheet href=/assets/css/s.1.css><script src=/assets/js/b.2.js#route-chunk defer></script><script src="/assets/js/runtime~main.9.js" defer></script><script src=/assets/js/main.8.js defer></script></head><body><script>theme()</script><div id=__docusaurus></div></body></html>';

  it('moves the deferred scripts, in order, into the start script at the end of the body; nothing is fetched before it runs', () => {
    const out = paintFirst(page);
    expect(out).not.toMatch(/<script src=|rel=preload|rel=modulepreload|rel=prefetch/);
    const srcs = ['/assets/js/b.2.js#route-chunk', '/assets/js/runtime~main.9.js', '/assets/js/main.8.js'];
    expect(out).toContain('<link rel=stylesheet href=/assets/css/s.1.css>');
    expect(out).toContain('<script>theme()</script>');
    expect(
      out.endsWith(`<div id=__docusaurus></div><script ${START_ATTRIBUTE}="${srcs.join(' ')}">${START_SCRIPT_BODY}</script></body></html>`),
    ).toBe(true);
    expect(paintFirst(out)).toBe(out);
  });

  it('leaves pages without deferred scripts alone', () => {
    const redirect = '<html><head><meta http-equiv="refresh" content="0; url=/docs/x"></head><body></body></html>';
    expect(paintFirst(redirect)).toBe(redirect);
  });

  it('starts the scripts in the page’s order once the first paint is reported and two frames later', () => {
    const script = START_SCRIPT_BODY;
    let appended: Array<{src: string; async: boolean}> = [];
    let frames: Array<() => void> = [];
    let timeouts: Array<{fn: () => void; ms: number}> = [];
    let observers: Array<{callback: (list: unknown) => void; disconnected: boolean; options?: unknown}> = [];
    const document = (visibilityState: string) => ({
      visibilityState,
      // The script reads the list from its own element (two spaces: an empty entry is skipped).
      currentScript: {
        getAttribute: (name: string) => {
          expect(name).toBe(START_ATTRIBUTE);
          return '/a.js#route-chunk  /runtime~main.js /main.js';
        },
      },
      createElement: () => ({src: '', async: true}),
      head: {appendChild: (e: {src: string; async: boolean}) => appended.push(e)},
    });
    class Observer {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      entry: (typeof observers)[number];
      constructor(callback: (list: unknown) => void) {
        this.entry = {callback, disconnected: false};
        observers.push(this.entry);
      }
      observe(options: unknown) {
        this.entry.options = options;
      }
      disconnect() {
        this.entry.disconnected = true;
      }
    }
    const run = (state: string, withPaintTiming = true) => {
      appended = [];
      frames = [];
      timeouts = [];
      observers = [];
      new Function('document', 'window', 'requestAnimationFrame', 'setTimeout', script)(
        document(state),
        {PerformanceObserver: withPaintTiming ? Observer : undefined},
        (fn: () => void) => frames.push(fn),
        (fn: () => void, ms: number) => timeouts.push({fn, ms}),
      );
    };
    const paints = (names: string[]) => ({getEntriesByName: (name: string) => names.filter((n) => n === name)});
    const order = ['/a.js#route-chunk', '/runtime~main.js', '/main.js'];

    run('visible');
    expect(observers).toHaveLength(1);
    expect(observers[0]!.options).toEqual({type: 'paint', buffered: true});
    // A first paint (not contentful) changes nothing.
    observers[0]!.callback(paints(['first-paint']));
    expect(frames).toHaveLength(0);
    observers[0]!.callback(paints(['first-contentful-paint']));
    expect(observers[0]!.disconnected).toBe(true);
    frames.shift()!();
    frames.shift()!();
    expect(appended).toEqual([]);
    const start = timeouts.find((t) => t.ms === 0)!;
    start.fn();
    expect(appended).toEqual(order.map((src) => ({src, async: false})));
    // The three-second fallback does not start them again.
    timeouts.find((t) => t.ms === 3000)!.fn();
    expect(appended).toHaveLength(3);

    // No paint reported: the fallback starts them.
    run('visible');
    timeouts.find((t) => t.ms === 3000)!.fn();
    expect(appended.map((e) => e.src)).toEqual(order);

    // Without paint timing: two frames.
    run('visible', false);
    expect(observers).toHaveLength(0);
    frames.shift()!();
    frames.shift()!();
    timeouts.shift()!.fn();
    expect(appended.map((e) => e.src)).toEqual(order);

    // A hidden tab paints nothing: at once.
    run('hidden');
    expect(appended.map((e) => e.src)).toEqual(order);
    expect(frames).toEqual([]);
  });
});
