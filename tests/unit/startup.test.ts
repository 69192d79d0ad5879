import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {REACT_UTILS_FILE, REACT_UTILS_REQUEST} from '../../src/plugins/startup';

const themeCommon = path.dirname(path.dirname(REACT_UTILS_FILE));

function jsFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? jsFiles(full) : e.name.endsWith('.js') ? [full] : [];
  });
}

describe('start-up replacement of theme-common reactUtils', () => {
  const importers = jsFiles(themeCommon).flatMap((file) => {
    const source = fs.readFileSync(file, 'utf8');
    return [...source.matchAll(/from '([^']*reactUtils[^']*)'/g)].map((m) => ({file, request: m[1]!}));
  });

  it('finds the module, which still exports useShallowMemoObject sorting with localeCompare', () => {
    const source = fs.readFileSync(REACT_UTILS_FILE, 'utf8');
    expect(source).toMatch(/export function useShallowMemoObject/);
    expect(source).toContain('localeCompare');
  });

  it('matches every relative import of it inside theme-common', () => {
    expect(importers.length).toBeGreaterThan(3);
    for (const {file, request} of importers) expect(request, path.relative(themeCommon, file)).toMatch(REACT_UTILS_REQUEST);
    // The callers that run at start-up import it that way.
    const files = importers.map(({file}) => path.relative(themeCommon, file));
    expect(files).toContain(path.join('hooks', 'useMutationObserver.js'));
    expect(files).toContain(path.join('contexts', 'navbarSecondaryMenu', 'content.js'));
  });

  it('does not match the replacement’s own import of the original', () => {
    expect('@startup/theme-common-react-utils').not.toMatch(REACT_UTILS_REQUEST);
  });
});
