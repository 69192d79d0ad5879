/**
 * Remark plugin: for each component of PAGE_COMPONENTS a page uses as `<X …>`, adds
 * `import X from '@site/src/components/X';` to the page (unless it imports X itself). See
 * ./index.ts for why.
 */
import {parse} from 'acorn';
import {PAGE_COMPONENTS, componentModule, type PageComponent} from './index';

type Node = {type: string; name?: string | null; value?: string; children?: Node[]; data?: Record<string, unknown>};

const NAMES: ReadonlySet<string> = new Set(PAGE_COMPONENTS);

/** The page components a tree uses, and the names its own imports bind. */
export function usedComponents(tree: Node): PageComponent[] {
  const used = new Set<PageComponent>();
  const imported = new Set<string>();
  const visit = (node: Node) => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name && NAMES.has(node.name)) {
      used.add(node.name as PageComponent);
    }
    if (node.type === 'mdxjsEsm' && node.value) {
      for (const m of node.value.matchAll(/\bimport\s+(\w+)/g)) imported.add(m[1]!);
    }
    node.children?.forEach(visit);
  };
  visit(tree);
  return [...used].filter((name) => !imported.has(name)).sort();
}

/** An MDX ESM node for `import name from 'module'`, with the estree MDX compiles from. */
function importNode(name: PageComponent): Node {
  const value = `import ${name} from '${componentModule(name)}';`;
  const estree = parse(value, {ecmaVersion: 'latest', sourceType: 'module'});
  return {type: 'mdxjsEsm', value, data: {estree}};
}

export default function remarkPageComponents() {
  return (tree: Node): void => {
    const names = usedComponents(tree);
    if (names.length) tree.children = [...names.map(importNode), ...(tree.children ?? [])];
  };
}
