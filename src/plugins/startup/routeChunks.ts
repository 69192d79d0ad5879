/**
 * The code chunks each page needs, as deferred scripts in its HTML. Docusaurus puts only the
 * runtime and main.js in a page; main.js then finds the page's route, and only then asks for
 * the route's chunks (a second round trip, and script elements made and inserted while main.js
 * runs). With the chunks in the page, the browser fetches them together with main.js and runs
 * them first, and main.js finds them installed.
 *
 * - The client compilation writes each named chunk group's files (`chunkGroupsPlugin`):
 *   Docusaurus names the chunk of every route module after its key in routesChunkNames.json.
 * - After the build of a locale (`rewritePages`), each page's route is matched in the
 *   generated route tree (routes.js), its chunk names looked up and their files inserted
 *   before the runtime's script.
 */
import fs from 'node:fs';
import path from 'node:path';
import {paintFirst} from './paintFirst';

export type RouteNode = {path: string; component: string; exact?: boolean; routes?: RouteNode[]};

type ChunkNames = string | ChunkNames[] | {[key: string]: ChunkNames};

/** routes.js of the generated files, with each component as its routesChunkNames key. */
export function loadRoutes(source: string): RouteNode[] {
  const body = source
    .split('\n')
    .filter((line) => !line.startsWith('import '))
    .join('\n')
    .replace('export default', 'return');
  // Our own generated file (the route tree), read as the function it is.
  return new Function('ComponentCreator', body)((routePath: string, hash: string) => `${routePath}-${hash}`) as RouteNode[];
}

/** The routes a path renders, outermost first (as react-router's nested switches pick them). */
export function matchRoutes(routes: RouteNode[], pathname: string): RouteNode[] | undefined {
  for (const route of routes) {
    if (route.path === '*') continue;
    const prefix = route.path.endsWith('/') ? route.path : `${route.path}/`;
    const matches = route.exact ? route.path === pathname : route.path === pathname || pathname.startsWith(prefix);
    if (!matches) continue;
    if (route.routes) {
      const inner = matchRoutes(route.routes, pathname);
      if (inner) return [route, ...inner];
      continue;
    }
    return [route];
  }
  // Nothing else matches: the level's catch-all (the not-found page), if it has one.
  const notFound = routes.find((route) => route.path === '*');
  return notFound ? [notFound] : undefined;
}

function names(value: ChunkNames | undefined): string[] {
  if (value === undefined) return [];
  if (typeof value === 'string') return [value];
  return (Array.isArray(value) ? value : Object.values(value)).flatMap(names);
}

/** The JS files (relative to the site's base URL) a page's routes need, in load order. */
export function routeFiles(chain: RouteNode[], chunkNames: Record<string, ChunkNames>, chunkGroups: Record<string, string[]>): string[] {
  const files = chain.flatMap((route) => names(chunkNames[route.component])).flatMap((name) => chunkGroups[name] ?? []);
  return [...new Set(files)];
}

/**
 * Marks our script elements' `src` (a fragment: the request and the cache are the same). When
 * one fails to load, its chunk is not installed and webpack loads it again, but it first looks
 * for a script element with the chunk's exact URL and would wait on ours, which has already
 * failed, for its two-minute timeout; with the mark it makes its own, and a failure is a
 * ChunkLoadError at once (src/clientModules/chunkLoadError.ts shows it).
 */
export const ROUTE_CHUNK_MARK = '#route-chunk';

/** Inserts deferred scripts for `files` before the runtime's script; unchanged if it has none. */
export function withRouteScripts(html: string, files: string[], baseUrl: string): string {
  const runtime = html.search(/<script src=["']?[^"' >]*runtime~main/);
  if (runtime < 0 || !files.length) return html;
  const present = new Set([...html.matchAll(/<script src=["']?([^"' >#]+)/g)].map((m) => m[1]));
  const tags = files
    .map((file) => `${baseUrl}${file}`)
    .filter((src) => !present.has(src))
    .map((src) => `<script src=${src}${ROUTE_CHUNK_MARK} defer></script>`)
    .join('');
  return html.slice(0, runtime) + tags + html.slice(runtime);
}

/** The HTML file of a route path in the locale's output directory, if there is one. */
function htmlFile(outDir: string, baseUrl: string, routePath: string): string | undefined {
  const relative = routePath.startsWith(baseUrl) ? routePath.slice(baseUrl.length) : routePath.replace(/^\//, '');
  const candidates = [path.join(outDir, relative, 'index.html'), path.join(outDir, `${relative}.html`), path.join(outDir, relative)];
  return candidates.find((file) => file.endsWith('.html') && fs.existsSync(file));
}

/**
 * After a locale's build: the route chunks of every page into its HTML, then its scripts
 * started after the first paint (./paintFirst.ts). Returns the pages whose chunks were added.
 */
export function rewritePages(options: {
  outDir: string;
  baseUrl: string;
  generatedFilesDir: string;
  chunkGroupsFile: string;
  routesPaths: string[];
}): number {
  const routes = loadRoutes(fs.readFileSync(path.join(options.generatedFilesDir, 'routes.js'), 'utf8'));
  const chunkNames = JSON.parse(fs.readFileSync(path.join(options.generatedFilesDir, 'routesChunkNames.json'), 'utf8')) as Record<
    string,
    ChunkNames
  >;
  const chunkGroups = JSON.parse(fs.readFileSync(options.chunkGroupsFile, 'utf8')) as Record<string, string[]>;
  let changed = 0;
  for (const routePath of options.routesPaths) {
    const file = htmlFile(options.outDir, options.baseUrl, routePath);
    if (!file) continue;
    const html = fs.readFileSync(file, 'utf8');
    const chain = matchRoutes(routes, routePath);
    const withChunks = chain ? withRouteScripts(html, routeFiles(chain, chunkNames, chunkGroups), options.baseUrl) : html;
    if (withChunks !== html) changed += 1;
    const next = paintFirst(withChunks);
    if (next !== html) fs.writeFileSync(file, next);
  }
  return changed;
}
