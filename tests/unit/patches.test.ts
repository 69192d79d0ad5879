/**
 * The patch-package patches (patches/) are applied: `npm ci` runs them in its postinstall, and
 * fails when one no longer applies. This catches an install without scripts, which would build
 * a site without them and no error.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, 'node_modules', file), 'utf8');

/** `<package, a scope's / as +>+<version>+<nnn>+<concern>.patch`: Docusaurus and its router. */
const PATCH_NAME = /^((?:@docusaurus\+)?[\w-]+)\+(\d+\.\d+\.\d+)\+\d{3}\+[a-z-]+\.patch$/;

describe('patches of Docusaurus and its router', () => {
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
    expect(read('@docusaurus/plugin-content-docs/lib/client/docsPreferredVersion.js')).toContain(
      'startTransition(() => setState((previous)',
    );
    expect(read('react-router/esm/react-router.js')).toContain('function matchPlainPath(');
  });

  it('match the packages they were made for', () => {
    const version = (pkg: string) => (JSON.parse(read(`${pkg}/package.json`)) as {version: string}).version;
    for (const name of fs.readdirSync(path.join(root, 'patches')).filter((f) => f.endsWith('.patch'))) {
      const [, pkg, v] = PATCH_NAME.exec(name)!;
      expect(version(pkg!.replace('+', '/')), name).toBe(v);
    }
  });
});
