import {describe, it, expect} from 'vitest';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const FILES = ['README.md', 'bench/HISTORY.md', 'src/theme/README.md', 'patches/README.md'];

/** Relative Markdown links outside code: `[text](path)`. */
function fileLinks(markdown: string): string[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)].map((m) => m[1]!).filter((href) => !/^[a-z]+:/i.test(href));
}

describe('file links in the project documentation', () => {
  for (const file of FILES) {
    it(`${file}: every linked file exists`, () => {
      const links = fileLinks(fs.readFileSync(path.join(root, file), 'utf8'));
      const missing = links.filter((href) => !fs.existsSync(path.resolve(path.dirname(path.join(root, file)), href)));
      expect(missing).toEqual([]);
    });
  }

  it('finds links, and skips code and outside URLs', () => {
    expect(fileLinks('[a](x.md#h) `[b](y.md)` [c](https://e.com) [d](../z/)')).toEqual(['x.md', '../z/']);
  });
});
