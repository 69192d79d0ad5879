/**
 * A doc page as plain Markdown, from its MDX source: what an AI assistant (or a reader who
 * copies the page) needs, without MDX.
 *
 * - front matter → `# Title` and a `> description` line;
 * - `{product}` → the brand's name in prose, its slug in code and URLs (src/plugins/brand);
 * - code blocks that show a repository file (`file=<rootDir>/…`) get the file's content;
 * - links → absolute URLs of the site (a link to another page's file → that page's URL);
 * - heading-id comments (`{/* #id *\/}`), imports and other expressions removed;
 * - the site's MDX components → Markdown (./components.ts); admonitions → quotes with their label;
 * - other JSX: HTML elements by their Markdown equivalent, unknown components by their content.
 */
import path from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkStringify from 'remark-stringify';
import codeImport from 'remark-code-import';
import {VFile} from 'vfile';
import {transformTree} from '../brand/remark';
import remarkPendingLinks from '../pendingLinks/remark';
import {INLINE_COMPONENTS, renderComponent, type MdNode, type RenderContext} from './components';

type Attribute = {type: string; name?: string; value?: unknown};
type Node = MdNode & {
  name?: string | null;
  attributes?: Attribute[];
  label?: string | null;
  identifier?: string;
  alt?: string | null;
  data?: {directiveLabel?: boolean};
};

/** The admonition keywords of Docusaurus (its `DefaultAdmonitionOptions`). */
export const ADMONITIONS = ['secondary', 'info', 'success', 'danger', 'note', 'tip', 'warning', 'important', 'caution'];

/** `:::note Title` → `:::note[Title]`, as Docusaurus rewrites it before parsing (its admonitionTitleToDirectiveLabel). */
export function admonitionTitles(source: string): string {
  const re = new RegExp(`^(?<quote>(> ?)*)(?<indent>( +|\\t+))?(?<directive>:{3,}(${ADMONITIONS.join('|')})) +(?<title>.*)$`, 'gm');
  return source.replace(re, (...args) => {
    const g = args.at(-1) as Record<string, string | undefined>;
    return `${g.quote ?? ''}${g.indent ?? ''}${g.directive}[${g.title}]`;
  });
}

export type PageContext = RenderContext & {
  /** The page's source file (absolute): relative links and code imports resolve from it. */
  file: string;
  /** The site directory: `<rootDir>` of code imports. */
  siteDir: string;
  /** The page's permalink for a doc source file (absolute path), undefined for other files. */
  permalinkOf: (absoluteFile: string) => string | undefined;
  /** Absolute URL of a site path that already carries the locale (`/de/docs/x`). */
  absolute: (permalink: string) => string;
  /** Called for what the export leaves out (an expression, an unknown component without content). */
  warn?: (message: string) => void;
};

const parser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx).use(remarkGfm).use(remarkDirective);
const serializer = unified()
  .use(remarkGfm, {tablePipeAlign: false})
  .use(remarkStringify, {bullet: '-', emphasis: '_', strong: '*', fences: true, rule: '-', listItemIndent: 'one'});

const PROTOCOL = /^[a-z][a-z0-9+.-]*:/i;

/** A link's URL as an absolute URL of the site (or as written, for other sites and protocols). */
export function resolveUrl(url: string, ctx: PageContext): string {
  if (PROTOCOL.test(url) || url.startsWith('//')) return url;
  if (url.startsWith('#')) return `${ctx.pageUrl}${url}`;
  if (url.startsWith('/')) return ctx.url(url);
  const [target = '', hash = ''] = url.split(/(?=#)/);
  if (/\.mdx?$/.test(target)) {
    const file = path.resolve(path.dirname(ctx.file), decodeURIComponent(target));
    const permalink = ctx.permalinkOf(file);
    if (permalink) return `${ctx.absolute(permalink)}${hash}`;
    ctx.warn?.(`a link to ${target} that is no doc page`);
  }
  // Other relative URLs resolve against the page's URL, as the browser does.
  return new URL(url, `${ctx.pageUrl}`).href;
}

function attributes(node: Node): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const a of node.attributes ?? []) {
    if (a.type === 'mdxJsxAttribute' && a.name && typeof a.value === 'string') out[a.name] = a.value;
  }
  return out;
}

/** The plain text of a node (labels, alt texts). */
function plain(node: MdNode): string {
  return node.value ?? (node.children ?? []).map(plain).join('');
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** An expression's text if it is a string literal (`{'<'}`), '' for a comment, undefined otherwise. */
function expressionText(value: string): string | undefined {
  const v = value.trim();
  if (v === '' || /^\/\*[\s\S]*\*\/$/.test(v) || /^\/\/[^\n]*$/.test(v)) return '';
  const literal = /^(['"`])([\s\S]*)\1$/.exec(v);
  return literal && !/\$\{/.test(literal[2] ?? '') ? (literal[2] ?? '').replace(/\\(.)/g, '$1') : undefined;
}

/** Lines that are only a Docusaurus magic comment (`// highlight-next-line`): the page does not show them. */
const MAGIC_COMMENT = /^\s*(?:\/\/|#|--|%|;|\/\*|<!--|\{\/\*)\s*highlight-(?:next-line|start|end)\s*(?:\*\/|-->|\*\/\})?\s*$/;

/** HTML elements written in a page, by their Markdown equivalent. */
function htmlElement(node: Node, children: MdNode[], ctx: PageContext, inline: boolean): MdNode[] {
  const props = attributes(node);
  switch (node.name) {
    case 'br':
      return [{type: 'html', value: '<br>'}];
    case 'a':
      return props.href ? [{type: 'link', url: resolveUrl(props.href, ctx), children}] : children;
    case 'strong':
    case 'b':
      return [{type: 'strong', children}];
    case 'em':
    case 'i':
      return [{type: 'emphasis', children}];
    case 'code':
      return [{type: 'inlineCode', value: children.map(plain).join('')}];
    case 'summary':
      return inline
        ? [{type: 'strong', children}]
        : [{type: 'paragraph', children: [{type: 'strong', children: children.flatMap((c) => c.children ?? [c])}]}];
    default:
      return children;
  }
}

function transform(nodes: Node[], ctx: PageContext, inline: boolean): MdNode[] {
  return nodes.flatMap((node) => transformNode(node, ctx, inline));
}

function transformNode(node: Node, ctx: PageContext, inline: boolean): MdNode[] {
  const kids = () => transform((node.children ?? []) as Node[], ctx, node.type === 'paragraph' || node.type === 'heading' || inline);
  switch (node.type) {
    case 'yaml':
    case 'mdxjsEsm':
      return [];
    case 'mdxFlowExpression':
    case 'mdxTextExpression': {
      const value = expressionText(node.value ?? '');
      if (value === undefined) ctx.warn?.(`left out the expression {${node.value}}`);
      if (!value) return [];
      return node.type === 'mdxFlowExpression' ? [{type: 'paragraph', children: [{type: 'text', value}]}] : [{type: 'text', value}];
    }
    case 'heading': {
      const children = kids();
      // The id comment leaves a space behind the heading's text.
      const last = children.at(-1);
      if (last?.type === 'text' && last.value) last.value = last.value.replace(/\s+$/, '');
      return [{type: 'heading', depth: node.depth, children}];
    }
    case 'link':
      return [{type: 'link', url: resolveUrl(node.url ?? '', ctx), children: kids()}];
    case 'definition':
      return [{...node, url: resolveUrl(node.url ?? '', ctx)}];
    case 'image':
      // Images of the site are bundled under hashed names; the export keeps their description.
      return PROTOCOL.test(node.url ?? '') ? [node] : node.alt ? [{type: 'text', value: node.alt}] : [];
    case 'code': {
      const meta = (node.meta ?? '').match(/title=("[^"]*"|'[^']*'|\S+)/)?.[0] ?? null;
      const value = (node.value ?? '')
        .split('\n')
        .filter((line) => !MAGIC_COMMENT.test(line))
        .join('\n');
      return [{type: 'code', lang: node.lang ?? null, meta, value}];
    }
    case 'containerDirective': {
      const children = (node.children ?? []) as Node[];
      const labelNode = children[0]?.data?.directiveLabel ? children[0] : undefined;
      const body = transform(labelNode ? children.slice(1) : children, ctx, false);
      const name = node.name ?? '';
      if (!ADMONITIONS.includes(name)) return body;
      const label = labelNode
        ? transform((labelNode.children ?? []) as Node[], ctx, true)
        : [{type: 'text', value: capitalize(ctx.t(`theme.admonition.${name}`, name))}];
      const heading: MdNode = {
        type: 'strong',
        children: [...label, {type: 'text', value: labelNode ? '' : ':'}].filter((n) => n.value !== ''),
      };
      const first = body[0];
      // "> **Tip:** First sentence …": the label starts the first paragraph.
      if (first?.type === 'paragraph') first.children = [heading, {type: 'text', value: ' '}, ...(first.children ?? [])];
      else body.unshift({type: 'paragraph', children: [heading]});
      return [{type: 'blockquote', children: body}];
    }
    case 'leafDirective':
    case 'textDirective': {
      // Not a directive the site uses: the text as written (`10:30`, `sip:alice`), as Docusaurus shows it.
      const marker = node.type === 'leafDirective' ? '::' : ':';
      const label = (node.children ?? []).length ? [{type: 'text', value: '['}, ...kids(), {type: 'text', value: ']'}] : [];
      const parts: MdNode[] = [{type: 'text', value: `${marker}${node.name ?? ''}`}, ...label];
      return node.type === 'leafDirective' ? [{type: 'paragraph', children: parts}] : parts;
    }
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement': {
      const name = node.name ?? '';
      const textPosition = node.type === 'mdxJsxTextElement';
      const rendered = renderComponent(name, attributes(node), ctx);
      if (rendered) {
        // A block component in a sentence (or an inline one on its own line) still reads as written.
        if (textPosition || !INLINE_COMPONENTS.has(name)) return rendered;
        return [{type: 'paragraph', children: rendered}];
      }
      const children = kids();
      if (/^[a-z]/.test(name)) return htmlElement(node, children, ctx, textPosition);
      if (children.length === 0) ctx.warn?.(`left out <${name}>, which has no Markdown form`);
      // A tab or another wrapper: its label, then its content.
      const label = attributes(node).label;
      return label && !textPosition
        ? [{type: 'paragraph', children: [{type: 'strong', children: [{type: 'text', value: label}]}]}, ...children]
        : children;
    }
    default:
      return node.children ? [{...node, children: kids()}] : [node];
  }
}

/** The page's Markdown: `# Title`, the description as a quote, then the content. */
export function pageToMarkdown(source: string, page: {title: string; description?: string}, ctx: PageContext): string {
  const file = new VFile({path: ctx.file, value: source});
  const tree = parser.parse(admonitionTitles(source)) as Node;
  // Repository files shown in code blocks, then the brand, then links to pages not written yet.
  codeImport({rootDir: ctx.siteDir})(tree as never, file);
  transformTree(tree as Parameters<typeof transformTree>[0], ctx.brand as Parameters<typeof transformTree>[1]);
  remarkPendingLinks()(tree as Parameters<ReturnType<typeof remarkPendingLinks>>[0], {path: ctx.file});
  const content = transform((tree.children ?? []) as Node[], ctx, false);
  const hasTitle = content.find((n) => n.type !== 'html')?.type === 'heading' && content[0]?.depth === 1;
  const head: MdNode[] = hasTitle ? [] : [{type: 'heading', depth: 1, children: [{type: 'text', value: page.title}]}];
  if (page.description)
    head.push({type: 'blockquote', children: [{type: 'paragraph', children: [{type: 'text', value: page.description}]}]});
  const root = {type: 'root', children: [...head, ...content]};
  return serializer.stringify(root as never);
}
