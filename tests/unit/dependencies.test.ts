import {describe, it, expect} from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import {builtinModules} from 'node:module';

const root = path.resolve(__dirname, '../..');
const manifest = (file: string) => {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as Record<string, Record<string, string> | undefined>;
  return new Set([...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})]);
};

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), {withFileTypes: true}).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sources(rel);
    return /\.(ts|tsx|mts|js|mjs|cjs)$/.test(e.name) ? [rel] : [];
  });
}

/** npm's package-name rule: what is not a name (a shell variable in a string) is not an import. */
const VALID_NAME = /^(@[a-z0-9-~][a-z0-9-._~]*\/)?[a-z0-9-~][a-z0-9-._~]*$/;

/** The package names a file imports (static, dynamic, require, type imports). */
export function importedPackages(code: string): string[] {
  const specs = [...code.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|\brequire\(\s*|^import\s+)['"]([^'"]+)['"]/gm)].map((m) => m[1]!);
  return specs
    .filter(
      (s) =>
        !s.startsWith('.') &&
        !s.startsWith('/') &&
        !s.startsWith('node:') &&
        !/^@(site|theme|theme-original|theme-init|generated)\b/.test(s),
    )
    .map((s) => (s.startsWith('@') ? s.split('/').slice(0, 2).join('/') : s.split('/')[0]!))
    .filter((name) => VALID_NAME.test(name) && !builtinModules.includes(name));
}

/** `@docusaurus/Link` and the like are aliases that core provides, not packages. */
const isCoreAlias = (name: string) =>
  name.startsWith('@docusaurus/') && !fs.existsSync(path.join(root, 'node_modules', name, 'package.json'));

function undeclared(files: string[], declared: Set<string>): string[] {
  const missing = new Set<string>();
  for (const file of files) {
    for (const name of importedPackages(fs.readFileSync(path.join(root, file), 'utf8'))) {
      if (!declared.has(name) && !isCoreAlias(name)) missing.add(`${name} (${file})`);
    }
  }
  return [...missing];
}

describe('every package the code imports is declared', () => {
  it('in the site (package.json)', () => {
    const files = [
      // This file's own examples are not imports.
      ...['src', 'scripts', 'server', 'tests'].flatMap(sources).filter((f) => !f.endsWith('dependencies.test.ts')),
      ...fs.readdirSync(root).filter((f) => /\.(ts|mts|mjs|js)$/.test(f)),
    ];
    expect(undeclared(files, manifest('package.json'))).toEqual([]);
  });

  it('in the benchmarks (bench/package.json, which may use the site’s packages)', () => {
    const declared = new Set([...manifest('bench/package.json'), ...manifest('package.json')]);
    expect(undeclared(sources('bench'), declared)).toEqual([]);
  });

  it('reads import forms and leaves out local files, aliases and built-ins', () => {
    const code = `import a from 'unified';\nimport type {B} from '@scope/pkg/sub';\nconst c = await import('x/y');\nrequire("fs");\nimport './local';\nimport L from '@site/src/x';\nimport 'node:path';\nconst s = "ssh from '$ADMIN_CIDR'";`;
    expect(importedPackages(code)).toEqual(['unified', '@scope/pkg', 'x']);
  });
});
