/**
 * `npm run check:pages -- <file or folder>…`: the checks a writer runs on the pages they
 * changed, in seconds and without a site build. For each English page given (or each page in
 * a folder given) and its German twin:
 *
 * - the MDX parses (the parser the search index uses: MDX, GFM, directives);
 * - the content check's findings for these pages (front matter, plan, heading ids, twin,
 *   brand, menu paths, German terms, English left in German);
 * - links to other pages by file resolve, and their anchors exist; a link to a planned page
 *   that is not written yet is reported as pending, not as an error;
 * - MDX components are registered, and their ids exist in src/data.
 *
 * The build still has the last word (it renders every page and checks every link).
 */
import fs from 'node:fs';
import path from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkFrontmatter from 'remark-frontmatter';
import remarkDirective from 'remark-directive';
import matter from 'gray-matter';
import {loadPagePlan} from '../src/data/pagePlan';
import {defaultBrand} from '../brand';
import {checkContent, DE_DOCS, fileNameForSlug, headingIds, listDocs} from './content/checks';
import {menuPaths} from '../src/data/menuPaths';
import {defaults} from '../src/data/defaults';
import {starCodes, STAR_CODE_AREAS} from '../src/data/starCodes';
import {FOUNDATION_PAGES} from '../src/data/foundationPages';
import {PAGE_COMPONENTS} from '../src/plugins/pageComponents';

const siteDir = path.resolve(__dirname, '..');
const enRoot = path.join(siteDir, 'docs');
const deRoot = path.join(siteDir, DE_DOCS);
const parser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx).use(remarkGfm).use(remarkDirective);

/** The components pages may use: the keys of src/theme/MDXComponents, and the page components. */
function registeredComponents(): Set<string> {
  const source = fs.readFileSync(path.join(siteDir, 'src/theme/MDXComponents/index.tsx'), 'utf8');
  const body = source.slice(source.lastIndexOf('export default {'));
  return new Set([...[...body.matchAll(/^\s+([A-Z]\w*)[,:]/gm)].map((m) => m[1]!), ...PAGE_COMPONENTS]);
}

type Finding = {file: string; line?: number; message: string; pending?: boolean};

function relOf(arg: string): string[] {
  const abs = path.resolve(arg);
  const inDe = abs.startsWith(deRoot);
  const root = inDe ? deRoot : enRoot;
  if (!abs.startsWith(root)) throw new Error(`${arg} is not under docs/ or ${DE_DOCS}/`);
  const stat = fs.statSync(abs);
  if (stat.isDirectory()) return listDocs(abs).map((d) => path.relative(root, path.join(abs, d.rel)).split(path.sep).join('/'));
  return [path.relative(root, abs).split(path.sep).join('/')];
}

type Node = {
  type: string;
  name?: string | null;
  url?: string;
  attributes?: Array<{type: string; name?: string; value?: unknown}>;
  children?: Node[];
  position?: {start: {line: number}};
};

function walk(node: Node, visit: (n: Node) => void): void {
  visit(node);
  for (const child of node.children ?? []) walk(child, visit);
}

const attr = (node: Node, name: string) => {
  const a = node.attributes?.find((x) => x.type === 'mdxJsxAttribute' && x.name === name);
  return typeof a?.value === 'string' ? a.value : undefined;
};

const plan = loadPagePlan();
const plannedFiles = new Set(plan.map((p) => fileNameForSlug(p.slug)));
const components = registeredComponents();
const findings: Finding[] = [];

/** Anchors a page offers: explicit heading ids plus the row ids our table components write. */
function anchorsOf(file: string): Set<string> {
  const source = fs.readFileSync(file, 'utf8');
  const ids = new Set(headingIds(matter(source).content));
  for (const m of source.matchAll(/<(PortsTable|StarCodeTable)\b/g)) {
    if (m[1] === 'PortsTable')
      ['http', 'https', 'sip', 'sip-tls', 'rtp', 'snmp', 'tftp', 'smtp', 'ntp', 'syslog'].forEach((p) => ids.add(`port-${p}`));
    if (m[1] === 'StarCodeTable') starCodes.forEach((c) => ids.add(`star-${c.id}`));
  }
  return ids;
}

function checkFile(root: string, rel: string, label: string): void {
  const file = path.join(root, rel);
  const shown = path.relative(siteDir, file);
  if (!fs.existsSync(file)) {
    findings.push({file: shown, message: `missing (${label})`});
    return;
  }
  const source = fs.readFileSync(file, 'utf8');
  let tree: Node;
  try {
    tree = parser.parse(source) as Node;
  } catch (error) {
    const e = error as {message: string; line?: number};
    findings.push({file: shown, line: e.line, message: `MDX does not parse: ${e.message}`});
    return;
  }
  // Components a page imports itself (before the lead registers them globally).
  const imported = new Set<string>();
  walk(tree, (node) => {
    const value = (node as {value?: string}).value;
    if (node.type === 'mdxjsEsm' && value)
      for (const m of value.matchAll(/import\s+(\w+)\s+from\s+'@site\/src\/components\//g)) imported.add(m[1]!);
  });
  walk(tree, (node) => {
    const line = node.position?.start.line;
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name && /^[A-Z]/.test(node.name)) {
      if (!components.has(node.name) && !imported.has(node.name)) {
        findings.push({
          file: shown,
          line,
          message: `<${node.name}> is neither registered in src/theme/MDXComponents, nor a page component (src/plugins/pageComponents), nor imported from @site/src/components/`,
        });
      }
      const id = attr(node, 'id');
      if (node.name === 'MenuPath' && !(id && id in menuPaths))
        findings.push({file: shown, line, message: `MenuPath id "${id}" is not in src/data/menuPaths`});
      if (node.name === 'Default' && !(id && id in defaults))
        findings.push({file: shown, line, message: `Default id "${id}" is not in src/data/defaults`});
      if (node.name === 'StarCode' && !starCodes.some((c) => c.id === id))
        findings.push({file: shown, line, message: `StarCode id "${id}" is not in src/data/starCodes.ts`});
      if (node.name === 'StarCodeTable') {
        for (const a of (attr(node, 'area') ?? '').split(',').filter(Boolean)) {
          if (!(a.trim() in STAR_CODE_AREAS)) findings.push({file: shown, line, message: `StarCodeTable area "${a}" is unknown`});
        }
      }
    }
    if (node.type === 'link' && node.url && !/^[a-z]+:/i.test(node.url) && !node.url.startsWith('#') && !node.url.startsWith('/')) {
      const [target = '', anchor] = node.url.split('#');
      if (!/\.mdx?$/.test(target)) return;
      const resolved = path.resolve(path.dirname(file), target);
      const enTarget = path.join(enRoot, path.relative(root, resolved));
      if (!fs.existsSync(enTarget)) {
        const base = path.basename(target).replace(/\.mdx?$/, '');
        if (plannedFiles.has(base))
          findings.push({file: shown, line, pending: true, message: `links to ${target}, a planned page not written yet`});
        else findings.push({file: shown, line, message: `links to ${target}, which does not exist and is not in the plan`});
        return;
      }
      if (anchor) {
        const twin = fs.existsSync(resolved) ? resolved : enTarget;
        if (!anchorsOf(twin).has(anchor))
          findings.push({file: shown, line, message: `links to ${target}#${anchor}; that page has no such heading id`});
      }
    }
    if (node.type === 'link' && node.url?.startsWith('/docs/')) {
      findings.push({file: shown, line, message: `links to the URL ${node.url}; link to the file (…/page.md) instead`});
    }
  });
}

const args = process.argv.slice(2);
if (args.length === 0) {
  console.error('usage: npm run check:pages -- <page.md | folder>… (English or German paths)');
  process.exit(2);
}
const rels = [...new Set(args.flatMap(relOf))].sort();
for (const rel of rels) {
  checkFile(enRoot, rel, 'English page');
  checkFile(deRoot, rel, 'German twin');
}
const {problems} = checkContent({
  siteDir,
  plan,
  brandName: defaultBrand.name,
  completeSections: [],
  requiredSlugs: [...FOUNDATION_PAGES],
  minWords: 300,
});
for (const p of problems) {
  const rel = p.file.replace(/^docs\//, '').replace(`${DE_DOCS}/`, '');
  if (rels.includes(rel)) findings.push({file: p.file, message: p.message});
}

const errors = findings.filter((f) => !f.pending);
const pending = findings.filter((f) => f.pending);
for (const f of [...errors, ...pending])
  console.log(`${f.pending ? 'pending' : 'error  '} ${f.file}${f.line ? `:${f.line}` : ''}: ${f.message}`);
console.log(
  `check:pages: ${rels.length} page(s) in two languages, ${errors.length} error(s), ${pending.length} link(s) to planned pages not written yet`,
);
process.exit(errors.length ? 1 : 0);
