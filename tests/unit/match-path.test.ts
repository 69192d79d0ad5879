/**
 * The react-router patch (patches/react-router+5.3.4+001+plain-path-match.patch) matches a path
 * without parameters by comparing strings. Its answers must be those of the pattern
 * path-to-regexp compiles, which the router used before: checked here for the site's routes and
 * for the edge cases of the pattern (trailing slash, case, prefix, root, empty path).
 */
import fs from 'node:fs';
import path from 'node:path';
import {matchPath} from 'react-router';
import pathToRegexp from 'path-to-regexp';
import {describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../..');

/** matchPath as react-router 5.3.4 wrote it, through the compiled pattern. */
function byPattern(pathname: string, options: {path: string; exact?: boolean; strict?: boolean; sensitive?: boolean}) {
  const {path: p, exact = false, strict = false, sensitive = false} = options;
  const keys: pathToRegexp.Key[] = [];
  const match = pathToRegexp(p, keys, {end: exact, strict, sensitive}).exec(pathname);
  if (!match) return null;
  const [url, ...values] = match as unknown as [string, ...string[]];
  const isExact = pathname === url;
  if (exact && !isExact) return null;
  return {
    path: p,
    url: p === '/' && url === '' ? '/' : url,
    isExact,
    params: Object.fromEntries(keys.map((key, i) => [key.name, values[i]])),
  };
}

/** The site's routes, from the page plan's slugs, and paths of the kinds Docusaurus makes. */
function routePaths(): string[] {
  const plan = fs.readFileSync(path.join(root, 'src/data/page-plan.tsv'), 'utf8');
  const slugs = plan
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t')[0]!.replace('{product}', 'heron'))
    .filter((slug) => /^[\w.-]+$/.test(slug));
  expect(slugs.length).toBeGreaterThan(300);
  return [
    ...slugs.flatMap((slug) => [`/docs/${slug}`, `/de/docs/${slug}`]),
    '/',
    '',
    '/docs',
    '/docs/',
    '/de/',
    '/blog/tags/release',
    '/search',
    '/docs/v1.2/install',
    '/docs/:slug',
    '/docs/*',
  ];
}

function pathnamesFor(p: string): string[] {
  const base = p.replace(/\/$/, '');
  return [
    p,
    `${base}/`,
    `${base}//`,
    base.toUpperCase(),
    `${base}/child`,
    `${base}x`,
    `${base}-x/y`,
    base.slice(0, -1),
    '/',
    '',
    `${base}/ü`,
    `${base}/a:b`,
  ];
}

describe('matchPath with a plain path (react-router patch)', () => {
  it('is the same code in the module build the bundler uses as in the CommonJS build tested here', () => {
    // `patches.test` checks that the patch is applied; this test imports react-router's
    // CommonJS build, and the site's bundle takes the ES module build.
    const patched = (build: string) => {
      const code = fs.readFileSync(path.join(root, 'node_modules/react-router', build, 'react-router.js'), 'utf8');
      const helpers = /var NOT_PLAIN = [\s\S]*?\n}\n[\s\S]*?\n}\n/.exec(code)?.[0];
      const guard = code.split('\n').find((line) => line.includes('matchPlainPath(pathname'));
      return {helpers, guard};
    };
    expect(patched('esm').helpers).toContain('function matchPlainPath(');
    expect(patched('esm').guard).toBeDefined();
    expect(patched('cjs')).toEqual(patched('esm'));
  });

  it('answers as the compiled pattern does, for every option and the edge cases', () => {
    let compared = 0;
    for (const p of routePaths()) {
      for (const pathname of pathnamesFor(p)) {
        for (const exact of [false, true]) {
          for (const strict of [false, true]) {
            for (const sensitive of [false, true]) {
              const options = {path: p, exact, strict, sensitive};
              expect(matchPath(pathname, options), JSON.stringify({pathname, ...options})).toEqual(byPattern(pathname, options));
              compared += 1;
            }
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(20000);
  });

  it('still matches a path with parameters through its pattern', () => {
    expect(matchPath('/docs/extensions', {path: '/docs/:slug'})?.params).toEqual({slug: 'extensions'});
    expect(matchPath('/Docs/Extensions/', {path: '/docs/extensions', exact: true})?.url).toBe('/Docs/Extensions/');
    expect(matchPath('/docs/extensions/more', {path: '/docs/extensions', exact: true})).toBeNull();
  });
});
