/**
 * Sections of a doc page from its Markdown/MDX source, as a reader sees them: the brand in
 * place of `{product}`, menu paths and system defaults written out, the ports table's rows,
 * admonitions and tables as text; imports, comments and diagrams left out.
 *
 * Reading the source (rather than the built HTML) lets `docusaurus start` serve the same
 * index as the production build.
 */
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkFrontmatter from 'remark-frontmatter';
import remarkDirective from 'remark-directive';
import type {Brand} from '../../../brand';
import {brandName, brandSlug} from '../../../brand';
import {transformTree} from '../brand/remark';
import {menuPathText, type MenuPathId} from '../../data/menuPaths';
import {defaults, type DefaultId} from '../../data/defaults';
import {ports} from '../../data/ports';
import {starCodes, starCode} from '../../data/starCodes';
import type {Lang} from './core/text';

type Node = {
  type: string;
  value?: string;
  depth?: number;
  lang?: string | null;
  name?: string;
  attributes?: Array<{type: string; name?: string; value?: unknown}>;
  children?: Node[];
};

export type Section = {heading: string; hash: string; text: string};

const parser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx).use(remarkGfm).use(remarkDirective);

/** TOC levels (the spec's 2 to 3) start sections; deeper headings stay in their section. */
const SECTION_DEPTHS = new Set([2, 3]);
/** Block nodes after which a line break keeps words apart. */
const BLOCKS = new Set(['paragraph', 'heading', 'listItem', 'tableRow', 'tableCell', 'code', 'blockquote', 'containerDirective']);

function attribute(node: Node, name: string): string | undefined {
  const attr = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof attr?.value === 'string' ? attr.value : undefined;
}

/** Text of MDX components whose content comes from src/data. */
function componentText(node: Node, lang: Lang, brand: Brand): string | undefined {
  switch (node.name) {
    case 'MenuPath': {
      const id = attribute(node, 'id');
      return id ? menuPathText(id as MenuPathId) : undefined;
    }
    case 'Default': {
      const value = defaults[attribute(node, 'id') as DefaultId] as {code?: string; text?: Record<Lang, string>} | undefined;
      if (!value) return undefined;
      return value.code ? brandSlug(value.code, brand) : value.text?.[lang];
    }
    case 'PortsTable':
      return ports.map((p) => `${p.port ?? ''} ${p.transport} ${p.service} ${p.purpose[lang]}`).join('\n');
    case 'StarCodeTable': {
      const areas = attribute(node, 'area')
        ?.split(',')
        .map((a) => a.trim());
      return starCodes
        .filter((c) => !areas || areas.includes(c.area))
        .map((c) => `${c.code} ${c.feature[lang]}`)
        .join('\n');
    }
    case 'StarCode': {
      const id = attribute(node, 'id');
      return id ? starCode(id).code : undefined;
    }
    default:
      return undefined;
  }
}

/** The heading's text and its explicit id (`## Title {/* #id *\/}`). */
function headingOf(node: Node, lang: Lang, brand: Brand): {text: string; id: string} {
  let id = '';
  const parts: string[] = [];
  for (const child of node.children ?? []) {
    const idMatch = child.type === 'mdxTextExpression' ? /^\s*\/\*\s*#([\w-]+)\s*\*\/\s*$/.exec(child.value ?? '') : null;
    if (idMatch) id = idMatch[1] ?? '';
    else parts.push(textOf(child, lang, brand));
  }
  const text = parts.join('').replace(/\s+/g, ' ').trim();
  return {text, id};
}

function textOf(node: Node, lang: Lang, brand: Brand): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
      return node.value ?? '';
    case 'code':
      return node.lang === 'mermaid' ? '' : `${node.value ?? ''}\n`;
    case 'yaml':
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
    case 'html':
      return '';
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement': {
      const own = componentText(node, lang, brand);
      if (own !== undefined) return own;
      break;
    }
    default:
      break;
  }
  const inner = (node.children ?? []).map((c) => textOf(c, lang, brand)).join('');
  return BLOCKS.has(node.type) ? `${inner}\n` : inner;
}

/** Sections of a page: the intro (heading '') and one per level-2/3 heading. */
export function extractSections(source: string, lang: Lang, brand: Brand): Section[] {
  const tree = parser.parse(source) as Node;
  transformTree(tree as Parameters<typeof transformTree>[0], brand);
  const sections: Section[] = [{heading: '', hash: '', text: ''}];
  for (const node of tree.children ?? []) {
    if (node.type === 'heading' && SECTION_DEPTHS.has(node.depth ?? 0)) {
      const {text, id} = headingOf(node, lang, brand);
      sections.push({heading: text, hash: id, text: ''});
      continue;
    }
    if (node.type === 'heading' && node.depth === 1) continue;
    const current = sections[sections.length - 1];
    if (current) current.text += textOf(node, lang, brand);
  }
  return sections.map((s) => ({
    ...s,
    text: brandName(
      s.text
        .replace(/[ \t]+/g, ' ')
        .replace(/\n{2,}/g, '\n')
        .trim(),
      brand,
    ),
  }));
}

/**
 * Everything besides the source that decides the sections: the brand, the data the MDX
 * components show, and this module's own code. Part of the cache key.
 */
export function extractorFingerprint(brand: Brand): string {
  return JSON.stringify([
    brand.name,
    brand.slug,
    menuPathText.toString(),
    defaults,
    ports,
    starCodes,
    extractSections.toString(),
    textOf.toString(),
  ]);
}
