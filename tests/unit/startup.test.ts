import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {REACT_UTILS_FILE, REPLACEMENTS, replacementFor} from '../../src/plugins/startup';

function jsFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? jsFiles(full) : e.name.endsWith('.js') ? [full] : [];
  });
}

/** Every import of `original` inside `within`, as written. */
function importsOf(within: string, original: string): Array<{file: string; request: string}> {
  return jsFiles(within).flatMap((file) => {
    const source = fs.readFileSync(file, 'utf8');
    return [...source.matchAll(/from '(\.[^']*)'/g)]
      .map((m) => m[1]!)
      .filter((request) => {
        const resolved = path.resolve(path.dirname(file), request);
        return resolved === original || `${resolved}.js` === original;
      })
      .map((request) => ({file: path.relative(within, file), request}));
  });
}

const RELATIVE = REPLACEMENTS.filter((r): r is typeof r & {within: string} => r.within !== undefined);

describe('start-up replacements of Docusaurus modules', () => {
  it('finds theme-common’s useShallowMemoObject, which still sorts with localeCompare', () => {
    const source = fs.readFileSync(REACT_UTILS_FILE, 'utf8');
    expect(source).toMatch(/export function useShallowMemoObject/);
    expect(source).toContain('localeCompare');
  });

  it('finds the originals, which still set their state after hydration as an ordinary update', () => {
    for (const {original, file} of RELATIVE.filter((r) => r.file !== 'reactUtils.js')) {
      const source = fs.readFileSync(original, 'utf8');
      expect(source, original).toMatch(/useEffect\(/);
      expect(source, original).not.toContain('startTransition');
      // Ours exports what the original exports.
      const exported = (text: string) => [...text.matchAll(/export (?:const|function) (\w+)/g)].map((m) => m[1]).sort();
      expect(exported(fs.readFileSync(path.join('src/plugins/startup', file), 'utf8')), file).toEqual(exported(source));
    }
  });

  it.each(RELATIVE.map((r) => [path.basename(r.original), r] as const))(
    'matches every relative import of %s inside its package',
    (_name, {within, original, request}) => {
      const importers = importsOf(within, original);
      expect(importers.length).toBeGreaterThan(0);
      for (const {file, request: written} of importers) expect(written, file).toMatch(request);
    },
  );

  it('reaches the callers that run at start-up', () => {
    const [reactUtils, windowSize, browserContext] = RELATIVE.map((r) => importsOf(r.within, r.original).map((i) => i.file));
    expect(reactUtils).toContain(path.join('hooks', 'useMutationObserver.js'));
    expect(reactUtils).toContain(path.join('contexts', 'navbarSecondaryMenu', 'content.js'));
    expect(windowSize).toContain('index.js');
    expect(windowSize).toContain(path.join('contexts', 'navbarMobileSidebar.js'));
    expect(browserContext).toEqual(expect.arrayContaining(['App.js', path.join('exports', 'useIsBrowser.js')]));
  });

  it('does not match the reactUtils replacement’s own import of the original', () => {
    expect('@startup/theme-common-react-utils').not.toMatch(REPLACEMENTS[0]!.request);
  });
});

describe('replacementFor', () => {
  it('replaces the imports inside the package, from its top folder and below', () => {
    for (const {within, original, file} of RELATIVE) {
      for (const {file: importer, request} of importsOf(within, original)) {
        expect(replacementFor(path.dirname(path.join(within, importer)), request), importer).toBe(path.resolve('src/plugins/startup', file));
      }
    }
  });

  it('replaces @docusaurus/Head for every importer, and nothing else of that alias', () => {
    const head = REPLACEMENTS.find((r) => r.file === 'Head.js')!;
    // The original is still a plain Helmet.
    expect(fs.readFileSync(head.original, 'utf8')).toMatch(/return <Helmet \{\.\.\.props\}\/>;/);
    for (const from of [path.resolve('src/theme/DocItem/Layout'), path.join(RELATIVE[2]!.within, 'exports')]) {
      expect(replacementFor(from, '@docusaurus/Head')).toBe(path.resolve('src/plugins/startup', head.file));
    }
    expect(replacementFor(path.resolve('src/theme'), '@docusaurus/Head/extra')).toBeUndefined();
    expect(replacementFor(path.resolve('src/theme'), '@docusaurus/Link')).toBeUndefined();
  });

  it('finds core’s hydration attribute still a data attribute of <html> alone (Head sets it without joining)', () => {
    const core = path.dirname(require.resolve('@docusaurus/core/package.json'));
    const source = fs.readFileSync(path.join(core, 'lib', 'client', 'hasHydratedDataAttribute.js'), 'utf8');
    expect(source).toMatch(/<Head>\s*<html data-has-hydrated=\{isBrowser\}\/>\s*<\/Head>/);
  });

  it('leaves other packages and other modules alone', () => {
    const [reactUtils, , browserContext] = RELATIVE;
    expect(replacementFor(path.resolve('src/theme'), './reactUtils')).toBeUndefined();
    expect(replacementFor(`${reactUtils!.within}-other`, './reactUtils')).toBeUndefined();
    expect(replacementFor(browserContext!.within, './browserContextual')).toBeUndefined();
    expect(replacementFor(browserContext!.within, './App')).toBeUndefined();
  });
});

describe('client entry', () => {
  const entry = REPLACEMENTS.find((r) => r.file === 'clientEntry.js')!;
  const original = fs.readFileSync(entry.original, 'utf8');
  const ours = fs.readFileSync(path.join('src/plugins/startup', entry.file), 'utf8');
  const core = path.dirname(require.resolve('@docusaurus/core/package.json'));

  it('replaces the entry that core’s client compilation names, by its absolute path only', () => {
    const config = fs.readFileSync(path.join(core, 'lib', 'webpack', 'client.js'), 'utf8');
    const written = config.match(/entry: path_1\.default\.resolve\(__dirname, '([^']+)'\)/)?.[1];
    expect(written).toBeDefined();
    const request = path.resolve(core, 'lib', 'webpack', written!);
    expect(request).toBe(entry.original);
    expect(replacementFor(process.cwd(), request)).toBe(path.resolve('src/plugins/startup', entry.file));
    expect(replacementFor(process.cwd(), `${request}.map`)).toBeUndefined();
    expect(replacementFor(path.dirname(request), './clientEntry')).toBeUndefined();
  });

  it('still renders what the original renders, the way it renders it', () => {
    // The original: the app in a helmet provider and a router, hydrated (or rendered) in a
    // transition once the route is preloaded, with window.docusaurus set.
    expect(original).toMatch(/<HelmetProvider>\s*<Router>\s*<App \/>\s*<\/Router>\s*<\/HelmetProvider>/);
    expect(original).toMatch(/preload\(window\.location\.pathname\)\.then\(\(\) => \{\s*startTransition\(renderApp\);/);
    expect(original).toContain('window.docusaurus = docusaurus;');
    expect(original).toMatch(/ReactDOM\.hydrateRoot\(container, app, \{\s*onRecoverableError,/);
    expect(original).toContain("experimental_router === 'hash'");
    for (const text of ['HelmetProvider, null, React.createElement(Router, null, React.createElement(App))', 'window.docusaurus = docusaurus;', 'ReactDOM.hydrateRoot(container, app, {onRecoverableError})', "experimental_router === 'hash'", 'startTransition(', 'module.hot.accept()']) {
      expect(ours).toContain(text);
    }
  });

  it('imports every module the original imports, the relative ones from core', () => {
    const imported = (text: string) => [...text.matchAll(/(?:from|import\((?:\/\*[^*]*\*\/ )?)\s*'([^']+)'/g)].map((m) => m[1]!);
    const ourImports = imported(ours);
    for (const request of imported(original)) {
      // preload is written out in ours, one matched route per task (checked below).
      if (request === './preload') continue;
      const expected = request.startsWith('.') ? `@docusaurus/core/lib/client/${request.slice(2)}` : request;
      expect(ourImports, request).toContain(expected);
    }
  });

  it('preloads what core’s preload() preloads', () => {
    const preload = fs.readFileSync(path.join(core, 'lib', 'client', 'preload.js'), 'utf8');
    expect(preload).toMatch(/Array\.from\(new Set\(\[pathname, decodeURI\(pathname\)\]\)\)\s*\.map\(\(p\) => matchRoutes\(routes, p\)\)\s*\.flat\(\)/);
    expect(preload).toContain('match.route.component.preload?.()');
    expect(ours).toMatch(/\[\.\.\.new Set\(\[pathname, decodeURI\(pathname\)\]\)\]\.flatMap\(\(p\) => matchRoutes\(routes, p\)\)/);
    expect(ours).toContain('await match.route.component.preload?.();');
  });
});
