import {describe, it, expect} from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkPageComponents, {usedComponents} from '../../src/plugins/pageComponents/remark';
import {PAGE_COMPONENTS} from '../../src/plugins/pageComponents';

const root = path.resolve(__dirname, '../..');

async function transform(mdx: string) {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkPageComponents);
  const tree = processor.parse(mdx);
  return (await processor.run(tree)) as unknown as {children: Array<{type: string; value?: string; data?: {estree?: {body: unknown[]}}}>};
}

describe('page components', () => {
  it('imports each page component a page uses, once, with its estree', async () => {
    const tree = await transform(
      'Text <PortsTable direction="inbound" />\n\n<PortsTable />\n\n<ReleaseNotes version="70" />\n\n<MenuPath id="x" />',
    );
    const esm = tree.children.filter((n) => n.type === 'mdxjsEsm');
    expect(esm.map((n) => n.value)).toEqual([
      "import PortsTable from '@site/src/components/PortsTable';",
      "import ReleaseNotes from '@site/src/components/ReleaseNotes';",
    ]);
    expect(esm.every((n) => n.data?.estree?.body.length === 1)).toBe(true);
  });

  it('leaves a page alone that imports the component itself or uses none', async () => {
    const tree = await transform("import PortsTable from './Other';\n\n<PortsTable />");
    expect(usedComponents(tree as never)).toEqual([]);
    expect((await transform('Just text.')).children.some((n) => n.type === 'mdxjsEsm')).toBe(false);
  });

  it('lists only components that exist, and none the theme also registers', () => {
    const registry = fs.readFileSync(path.join(root, 'src/theme/MDXComponents/index.tsx'), 'utf8');
    for (const name of PAGE_COMPONENTS) {
      expect(fs.existsSync(path.join(root, 'src/components', name, 'index.tsx')), name).toBe(true);
      expect(registry.includes(`components/${name}'`), `${name} is also in the registry`).toBe(false);
    }
  });
});
