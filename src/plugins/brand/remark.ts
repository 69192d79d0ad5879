/**
 * Remark plugin: turns the `{product}` placeholder into the brand.
 *
 * - prose (text, MDX `{product}` expressions, JSX attribute values) → the brand's name;
 * - link and image URLs, link definitions, code blocks and inline code, and the JSX attributes
 *   `href`, `to`, `src` and `id` → the brand's slug.
 *
 * It runs before Docusaurus' own remark plugins, so headings, the table of contents and
 * excerpts already carry the brand's name.
 */
import type {Brand} from '../../../brand';
import {brandName, brandSlug, PLACEHOLDER} from '../../../brand';

type Node = {
  type: string;
  value?: unknown;
  url?: string;
  name?: string;
  children?: Node[];
  attributes?: Array<{type: string; name?: string; value?: unknown}>;
  data?: unknown;
};

const SLUG_ATTRIBUTES = new Set(['href', 'to', 'src', 'id']);

/** True for an MDX expression node that is exactly `{product}`. */
function isPlaceholderExpression(node: Node): boolean {
  return (
    (node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') &&
    typeof node.value === 'string' &&
    `{${node.value.trim()}}` === PLACEHOLDER
  );
}

export function transformTree(tree: Node, brand: Brand): void {
  const visit = (node: Node): void => {
    switch (node.type) {
      case 'text':
        if (typeof node.value === 'string') node.value = brandName(node.value, brand);
        break;
      case 'code':
      case 'inlineCode':
        if (typeof node.value === 'string') node.value = brandSlug(node.value, brand);
        break;
      case 'link':
      case 'image':
      case 'definition':
        if (node.url) node.url = brandSlug(node.url, brand);
        break;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        for (const attr of node.attributes ?? []) {
          if (attr.type === 'mdxJsxAttribute' && typeof attr.value === 'string') {
            attr.value = SLUG_ATTRIBUTES.has(attr.name ?? '') ? brandSlug(attr.value, brand) : brandName(attr.value, brand);
          }
        }
        break;
      default:
        break;
    }
    if (!node.children) return;
    node.children = node.children.map((child) => {
      if (!isPlaceholderExpression(child)) return child;
      const text: Node = {type: 'text', value: brand.name};
      // A `{product}` alone on a line is a flow expression: make it a paragraph.
      return child.type === 'mdxFlowExpression' ? {type: 'paragraph', children: [text]} : text;
    });
    node.children.forEach(visit);
  };
  visit(tree);
}

/** The remark plugin; pass the brand as its option. */
export default function remarkBrand(options: {brand: Brand}) {
  return (tree: Node): void => transformTree(tree, options.brand);
}
