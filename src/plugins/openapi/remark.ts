/**
 * Remark plugin: `<ApiOperation id="getAccounts" />` in a page gets the operation's data from
 * the OpenAPI description (src/data/openapi.json) as a prop at build time. Each page then
 * carries only the operations it shows, and the component stays small; an unknown id fails the
 * build with the id's name.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'acorn';
import {operationView} from './spec';

type Attribute = {type: string; name?: string; value?: unknown};
type Node = {type: string; name?: string | null; attributes?: Attribute[]; children?: Node[]};

export const SPEC_FILE = path.resolve(__dirname, '../../data/openapi.json');

let cached: {mtime: number; spec: Record<string, unknown>} | undefined;

function loadSpec(file: string): Record<string, unknown> {
  const mtime = fs.statSync(file).mtimeMs;
  if (!cached || cached.mtime !== mtime) cached = {mtime, spec: JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>};
  return cached.spec;
}

/** An MDX attribute whose value is the JSON expression of `value`. */
export function jsonAttribute(name: string, value: unknown): Attribute {
  const source = JSON.stringify(value);
  const estree = parse(`(${source})`, {ecmaVersion: 'latest', sourceType: 'module'});
  return {type: 'mdxJsxAttribute', name, value: {type: 'mdxJsxAttributeValueExpression', value: source, data: {estree}}};
}

export default function remarkApiOperations(options: {specFile?: string} = {}) {
  const specFile = options.specFile ?? SPEC_FILE;
  return (tree: Node): void => {
    const visit = (node: Node) => {
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'ApiOperation') {
        const id = node.attributes?.find((a) => a.name === 'id')?.value;
        if (typeof id !== 'string') throw new Error('<ApiOperation> needs an id="operationId" attribute');
        const view = operationView(loadSpec(specFile) as Parameters<typeof operationView>[0], id);
        node.attributes = [...(node.attributes ?? []).filter((a) => a.name !== 'operation'), jsonAttribute('operation', view)];
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}
