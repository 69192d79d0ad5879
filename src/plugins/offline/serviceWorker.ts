/**
 * The service worker of a finished build (run by scripts/postbuild.ts): each language's guide as
 * a list of files with content hashes, and `sw.js` bundled from ./sw/sw.ts with those lists.
 *
 * A language's guide is what a reader needs to read its docs and search them offline:
 * - its pages: the language's home, search page and every doc page (not the redirect pages);
 * - every file those pages name (scripts, styles, images, the web app manifest);
 * - the language's scripts and styles that no page names, which load later (the search worker,
 *   the search box, the code highlighter, diagrams);
 * - the search index: the JSON files at the language's root and in its folders without pages,
 *   whatever the search plugin names them.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {build} from 'esbuild';
import type {GuideEntry} from './sw/guide';
import {walk} from '../../../scripts/precompress';
import {START_ATTRIBUTE} from '../startup/paintFirst';

export type Locale = {locale: string; /** Folder in the build, '' for the default language. */ dir: string};

const SKIP = /\.(br|gz|map)$|\.LICENSE\.txt$/;

const isRedirectPage = (html: string) => /http-equiv=["']?refresh/i.test(html);

const REFERENCE = new RegExp(`\\s(src|href|${START_ATTRIBUTE})=(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'gi');

/**
 * Site paths of local files a page names in `src` and `href` attributes, and in the start
 * script's list of the scripts it starts (src/plugins/startup/paintFirst.ts).
 */
export function referencedPaths(html: string): string[] {
  const out = new Set<string>();
  for (const m of html.matchAll(REFERENCE)) {
    const attribute = m[2] ?? m[3] ?? m[4] ?? '';
    for (const value of m[1]!.toLowerCase() === START_ATTRIBUTE ? attribute.split(/\s+/) : [attribute]) {
      if (!value.startsWith('/') || value.startsWith('//')) continue;
      out.add(value.replace(/[?#].*$/, ''));
    }
  }
  return [...out];
}

/**
 * The site path of a build file (`docs/login/index.html` → `/docs/login`); a language's home
 * keeps its slash, as the site links it (`index.html` → `/`, `de/index.html` → `/de/`).
 */
export function sitePath(relative: string, localeDirs: readonly string[] = []): string {
  const p = `/${relative.split(path.sep).join('/')}`;
  if (!p.endsWith('/index.html')) return p;
  const dir = p.slice(0, -'/index.html'.length);
  return dir === '' || localeDirs.includes(dir.slice(1)) ? `${dir}/` : dir;
}

/** The files of a language's guide, as paths relative to the build. */
export function guideFiles(root: string, {dir}: Locale, otherDirs: readonly string[]): string[] {
  const base = path.join(root, dir);
  const inOtherLocale = (rel: string) => otherDirs.some((d) => d && (rel === d || rel.startsWith(`${d}/`)));
  const localeFiles = walk(base)
    .map((f) => path.relative(root, f).split(path.sep).join('/'))
    .filter((rel) => !SKIP.test(rel) && !inOtherLocale(rel));
  const prefix = dir ? `${dir}/` : '';
  const pages = new Set(
    localeFiles.filter(
      (rel) =>
        rel === `${prefix}index.html` ||
        rel === `${prefix}search/index.html` ||
        (rel.startsWith(`${prefix}docs/`) && rel.endsWith('/index.html')),
    ),
  );
  const files = new Set<string>();
  const named = new Set<string>();
  const exists = (rel: string) => fs.existsSync(path.join(root, rel)) && fs.statSync(path.join(root, rel)).isFile();
  for (const rel of localeFiles.filter((f) => f.endsWith('.html'))) {
    const html = fs.readFileSync(path.join(root, rel), 'utf8');
    if (isRedirectPage(html)) continue;
    const refs = referencedPaths(html)
      .map((p) => decodeURI(p).slice(1))
      .filter((r) => !r.endsWith('.html') && exists(r));
    for (const r of refs) named.add(r);
    if (pages.has(rel)) {
      files.add(rel);
      for (const r of refs) files.add(r);
    }
  }
  // Scripts and styles no page names: loaded later by the pages' own scripts.
  for (const rel of localeFiles) {
    if (rel.startsWith(`${prefix}assets/`) && /\.(js|css)$/.test(rel) && !named.has(rel)) files.add(rel);
  }
  // The search index: JSON at the language's root and in its folders without pages.
  const folders = new Map<string, boolean>();
  for (const rel of localeFiles) {
    const parts = rel.slice(prefix.length).split('/');
    if (parts.length === 1 && rel.endsWith('.json') && !parts[0]!.startsWith('.')) files.add(rel);
    if (parts.length === 2 && parts[0] !== 'assets') {
      const folder = parts[0]!;
      if (!folders.has(folder)) folders.set(folder, !fs.existsSync(path.join(base, folder, 'index.html')));
      if (folders.get(folder) && rel.endsWith('.json') && !parts[1]!.startsWith('.')) files.add(rel);
    }
  }
  return [...files].sort();
}

/** Path and content hash of every file of the guide. */
export function guideEntries(root: string, files: readonly string[], localeDirs: readonly string[] = []): GuideEntry[] {
  const hashed = new RegExp(
    `^(${localeDirs
      .filter(Boolean)
      .map((d) => `${d}/`)
      .join('|')})?assets/`,
  );
  return files.map((rel) => {
    const url = sitePath(rel, localeDirs);
    if (hashed.test(rel)) return {url};
    return {
      url,
      revision: crypto
        .createHash('sha256')
        .update(fs.readFileSync(path.join(root, rel)))
        .digest('hex')
        .slice(0, 16),
    };
  });
}

/** Writes `sw.js` into the build; returns each guide's number of files and bytes. */
export async function writeServiceWorker(
  root: string,
  locales: readonly Locale[],
): Promise<{bytes: number; guides: Record<string, {files: number; bytes: number}>}> {
  const guides: Record<string, GuideEntry[]> = {};
  const sizes: Record<string, {files: number; bytes: number}> = {};
  const dirs = locales.map((l) => l.dir);
  for (const l of locales) {
    const files = guideFiles(
      root,
      l,
      dirs.filter((d) => d !== l.dir),
    );
    guides[l.locale] = guideEntries(root, files, dirs);
    sizes[l.locale] = {files: files.length, bytes: files.reduce((n, rel) => n + fs.statSync(path.join(root, rel)).size, 0)};
  }
  const result = await build({
    entryPoints: [path.join(__dirname, 'sw', 'sw.ts')],
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    write: false,
    legalComments: 'none',
    define: {
      GUIDES: JSON.stringify(guides),
      LOCALE_PREFIXES: JSON.stringify(dirs.filter(Boolean)),
      'process.env.NODE_ENV': '"production"',
    },
  });
  const code = result.outputFiles[0]!.contents;
  fs.writeFileSync(path.join(root, 'sw.js'), code);
  return {bytes: code.length, guides: sizes};
}
