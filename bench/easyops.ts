/**
 * The easyops part of the search benchmark: builds the site with
 * @easyops-cn/docusaurus-search-local as its search (bench/easyops.config.ts); the benchmark
 * then drives its navbar box (browserSearch.ts).
 *
 * `buildMs` is the wall time of the whole build (both locales), with whatever bundler cache
 * node_modules/.cache holds. `indexBuildMs` is the time easyops spends in its postBuild
 * (reading the built pages and writing `search-index*.json`), summed over the locales, read
 * from the timestamps of its own debug log (DEBUG=search-local:info).
 */
import {spawn} from 'node:child_process';
import path from 'node:path';
import type {BoxEngine} from './browserSearch';

const BUILD_TIMEOUT_MS = 60 * 60_000;

/** easyops's navbar box (its SearchBar, with its autocomplete.js dropdown) over a build. */
export function easyopsEngine(buildDir: string): BoxEngine {
  return {
    kind: 'box',
    name: 'easyops',
    buildDir,
    input: '.navbar__search input.navbar__search-input',
    resultLinks: '.navbar__search [role="listbox"] [role="option"]',
    answer: 'easyops',
    resultUrls: easyopsResultUrls,
  };
}

/**
 * Runs in the page. easyops's suggestions are not links: autocomplete.js keeps each one's
 * document in a private store, and selecting one calls `history.push(url)`. Each suggestion is
 * clicked with `history.pushState` replaced by a recorder that throws, so the router never
 * moves; cancelling `autocomplete:selected` and ignoring the handler's blur keep the list for
 * the next click.
 */
export function easyopsResultUrls(suggestions: Element[]): Array<string | null> {
  const input = document.querySelector<HTMLInputElement>('input.navbar__search-input');
  if (!input) return suggestions.map(() => null);
  const keepList = (e: Event): void => e.preventDefault();
  const pushState = history.pushState;
  const urls: Array<string | null> = [];
  let captured: string | null = null;
  history.pushState = (_data, _unused, url) => {
    captured = url == null ? null : String(url);
    throw new Error('search benchmark: navigation captured');
  };
  input.addEventListener('autocomplete:selected', keepList);
  // The selection handler blurs the box, and autocomplete.js empties the list on blur.
  input.blur = () => undefined;
  try {
    for (const suggestion of suggestions) {
      captured = null;
      (suggestion as HTMLElement).click();
      urls.push(captured);
    }
  } finally {
    history.pushState = pushState;
    input.removeEventListener('autocomplete:selected', keepList);
    Reflect.deleteProperty(input, 'blur');
  }
  return urls;
}

/** easyops's postBuild time per locale, from its debug log: first to last line of each run. */
export function indexBuildMsFromLog(log: string): number | undefined {
  const runs: Array<{start: number; end: number}> = [];
  for (const m of log.matchAll(/^(\S+Z) search-local:info (.*)$/gm)) {
    const at = Date.parse(m[1]!);
    if (m[2] === 'gathering documents') runs.push({start: at, end: at});
    else if (runs.length > 0) runs[runs.length - 1]!.end = at;
  }
  return runs.length > 0 ? runs.reduce((ms, r) => ms + r.end - r.start, 0) : undefined;
}

/** `docusaurus build` with the easyops config in `siteDir`; resolves with its output once it succeeds. */
function build(siteDir: string, outDir: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      path.join(siteDir, 'node_modules', '.bin', 'docusaurus'),
      ['build', '--config', 'bench/easyops.config.ts', '--out-dir', outDir],
      {cwd: siteDir, env: {...process.env, DEBUG: 'search-local:info'}, stdio: ['ignore', 'pipe', 'pipe']},
    );
    let log = '';
    child.stdout.on('data', (d: Buffer) => (log += d.toString()));
    child.stderr.on('data', (d: Buffer) => (log += d.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(
        new Error(
          'The easyops build timed out. If it hung at "Creating an optimized production build", run "npx docusaurus clear; rm -rf node_modules/.cache" and try again.',
        ),
      );
    }, BUILD_TIMEOUT_MS);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(log);
      else reject(new Error(`The easyops build failed (exit ${code}):\n${log.slice(-4000)}`));
    });
  });
}

export type EasyopsBuild = {engine: BoxEngine; buildMs: number; indexBuildMs?: number};

/** Builds the site in `siteDir` with easyops's search into `outDir`. */
export async function buildEasyops(siteDir: string, outDir: string): Promise<EasyopsBuild> {
  const started = performance.now();
  const log = await build(siteDir, outDir);
  return {engine: easyopsEngine(outDir), buildMs: performance.now() - started, indexBuildMs: indexBuildMsFromLog(log)};
}
