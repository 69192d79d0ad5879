/**
 * The patch-package patches (patches/) are applied: `npm ci` runs them in its postinstall, and
 * fails when one no longer applies. This catches an install without scripts, which would build
 * a site without them and no error.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, 'node_modules', file), 'utf8');

/** `<package with + for />+<version>+<nnn>+<concern>.patch`: Docusaurus's packages and its router. */
const PATCH_NAME = /^(@docusaurus\+[\w-]+|react-router)\+(\d+\.\d+\.\d+)\+\d{3}\+[a-z-]+\.patch$/;

describe('patches of Docusaurus modules', () => {
  it('one patch per concern, each listed with its reason in patches/README.md', () => {
    const patches = fs.readdirSync(path.join(root, 'patches')).filter((f) => f.endsWith('.patch'));
    const readme = fs.readFileSync(path.join(root, 'patches/README.md'), 'utf8');
    expect(patches.length).toBeGreaterThan(0);
    for (const name of patches) {
      expect(name, 'named <package>+<version>+<nnn>+<concern>.patch').toMatch(PATCH_NAME);
      expect(readme, name).toMatch(new RegExp(`^\\| \`${name.replace(/[.+]/g, '\\$&')}\` \\| \\S.+ \\|$`, 'm'));
    }
  });

  it('are applied to the installed packages', () => {
    expect(read('@docusaurus/theme-common/lib/utils/reactUtils.js')).not.toContain('a[0].localeCompare(b[0])');
    expect(read('@docusaurus/theme-common/lib/hooks/useWindowSize.js')).toContain('startTransition(updateWindowSize)');
    expect(read('@docusaurus/core/lib/client/browserContext.js')).toContain('startTransition(() => setIsBrowser(true))');
    expect(read('@docusaurus/core/lib/client/clientEntry.js')).toContain('async function start()');
    expect(read('@docusaurus/core/lib/client/exports/Head.js')).toContain('useSyncExternalStore');
    expect(read('@docusaurus/theme-classic/lib/index.js')).not.toContain("'./prism-include-languages',");
    expect(read('@docusaurus/core/lib/client/renderToHtml.js')).toContain('progressiveChunkSize: Infinity');
    expect(read('react-router/esm/react-router.js')).toContain('Math.abs(pathname.length - path.length) > 1');
    expect(read('@docusaurus/plugin-content-docs/lib/client/docsPreferredVersion.js')).toContain(
      'startTransition(() => setState((previous)',
    );
  });

  it('match the packages they were made for', () => {
    const version = (pkg: string) => (JSON.parse(read(`${pkg}/package.json`)) as {version: string}).version;
    for (const name of fs.readdirSync(path.join(root, 'patches')).filter((f) => f.endsWith('.patch'))) {
      const [, pkg, v] = PATCH_NAME.exec(name)!;
      expect(version(pkg!.replace('+', '/')), name).toBe(v);
    }
  });
});

describe('react-router: static paths of another length are rejected without a regular expression', () => {
  // The router as Docusaurus resolves it (it is not a dependency of the site itself).
  const fromCore = createRequire(createRequire(__filename).resolve('@docusaurus/core/package.json'));
  const {matchPath} = fromCore('react-router') as {matchPath: (pathname: string, options: object) => {url: string} | null};
  const pathToRegexp = fromCore('path-to-regexp') as (path: string, keys: unknown[], options: object) => RegExp;

  /** matchPath as react-router 5.3.4 decides it, with path-to-regexp for every path. */
  function reference(pathname: string, path: string, options: {exact: boolean; strict: boolean; sensitive: boolean}) {
    const match = pathToRegexp(path, [], {end: options.exact, strict: options.strict, sensitive: options.sensitive}).exec(pathname);
    return match !== null && (!options.exact || match[0] === pathname);
  }

  it('gives the answers of the unpatched router', () => {
    const paths = [
      '/',
      '/docs',
      '/docs/',
      '/docs/extensions',
      '/de/docs/extensions',
      '/docs/a',
      '/docs/:id',
      '/blog/*',
      '/docs/(x|y)',
      '/docs/ü',
    ];
    const pathnames = ['/', '', '/docs', '/docs/', '/docs/extensions', '/docs/extensions/', '/DOCS/EXTENSIONS', '/docs/extension'];
    pathnames.push(
      '/docs/extensionsx',
      '/docs/a',
      '/docs/ab',
      '/docs/x',
      '/docs/x/y',
      '/blog/post',
      '/docs/ü',
      '/docs/%C3%BC',
      '/de/docs/extensions',
    );
    let compared = 0;
    for (const path of paths) {
      for (const pathname of pathnames) {
        for (const exact of [true, false]) {
          for (const strict of [true, false]) {
            for (const sensitive of [true, false]) {
              const options = {exact, strict, sensitive};
              expect(matchPath(pathname, {path, ...options}) !== null, JSON.stringify({path, pathname, ...options})).toBe(
                reference(pathname, path, options),
              );
              compared += 1;
            }
          }
        }
      }
    }
    expect(compared).toBe(paths.length * pathnames.length * 8);
  });
});
