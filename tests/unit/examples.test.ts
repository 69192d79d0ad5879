/**
 * The scripts the guide's pages include (examples/): each one parses in its language, and every
 * code block that includes a file (```lang file=<rootDir>/…) names one that exists.
 */
import fs from 'node:fs';
import path from 'node:path';
import {execFileSync, spawnSync} from 'node:child_process';
import {describe, expect, it} from 'vitest';
import {DE_DOCS, listDocs} from '../../scripts/content/checks';

const root = path.resolve(__dirname, '../..');
const examples = path.join(root, 'examples');

function files(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

const all = files(examples);
const python = spawnSync('python3', ['--version']).status === 0;

describe('example scripts', () => {
  it('exist', () => {
    expect(all.length).toBeGreaterThan(0);
  });

  it.each(all.filter((f) => f.endsWith('.sh')).map((f) => [path.relative(root, f)]))('%s parses (bash -n)', (file) => {
    execFileSync('bash', ['-n', path.join(root, file)]);
  });

  it.each(all.filter((f) => f.endsWith('.js')).map((f) => [path.relative(root, f)]))('%s parses (node --check)', (file) => {
    execFileSync(process.execPath, ['--check', path.join(root, file)]);
  });

  it.skipIf(!python).each(all.filter((f) => f.endsWith('.py')).map((f) => [path.relative(root, f)]))('%s compiles (python3)', (file) => {
    // compile() parses without writing __pycache__ into the repository.
    execFileSync('python3', [
      '-c',
      'import sys; compile(open(sys.argv[1], encoding="utf-8").read(), sys.argv[1], "exec")',
      path.join(root, file),
    ]);
  });

  it('only .sh, .js and .py files, so that each kind is checked', () => {
    expect(all.filter((f) => !/\.(sh|js|py)$/.test(f)).map((f) => path.relative(root, f))).toEqual([]);
  });

  it('every included file exists and every example is included by a page', () => {
    const pages = [...listDocs(path.join(root, 'docs')), ...listDocs(path.join(root, DE_DOCS))];
    const included = new Set<string>();
    const missing: string[] = [];
    for (const page of pages) {
      for (const m of page.body.matchAll(/^```\w*[^\n]*\bfile=<rootDir>\/([^\s#]+)/gm)) {
        const target = path.join(root, m[1]!);
        included.add(target);
        if (!fs.existsSync(target)) missing.push(`${page.rel}: ${m[1]}`);
      }
    }
    expect(missing).toEqual([]);
    expect(all.filter((f) => !included.has(f)).map((f) => path.relative(root, f))).toEqual([]);
  });
});
