/**
 * Remark plugin: a link to a page the page plan lists but nobody has written yet renders as its
 * text, not as a link. The guide is written in parts, and a finished page may name a planned
 * one; Docusaurus would fail the build on the missing file. Links to files that are neither
 * written nor planned are left alone, so the build still fails on those. `npm run
 * check:content` lists the pending links.
 */
import fs from 'node:fs';
import path from 'node:path';
import {loadPagePlan} from '../../data/pagePlan';
import {DE_DOCS, fileNameForSlug} from '../../data/pageFiles';

type Node = {type: string; url?: string; children?: Node[]};
type VFile = {path?: string; history?: string[]};

const planned = new Set(loadPagePlan().map((p) => fileNameForSlug(p.slug)));

/** Whether a relative link to a Markdown file points at a planned page that does not exist yet. */
export function isPendingLink(url: string, fromFile: string): boolean {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('/') || url.startsWith('#')) return false;
  const target = url.split('#')[0]!;
  if (!/\.mdx?$/.test(target)) return false;
  const resolved = path.resolve(path.dirname(fromFile), decodeURIComponent(target));
  if (fs.existsSync(resolved)) return false;
  // A German page's link falls back to the English page where the twin is missing.
  const marker = `${path.sep}${DE_DOCS.split('/').join(path.sep)}${path.sep}`;
  const at = resolved.indexOf(marker);
  if (at >= 0 && fs.existsSync(path.join(resolved.slice(0, at), 'docs', resolved.slice(at + marker.length)))) return false;
  return planned.has(path.basename(target).replace(/\.mdx?$/, ''));
}

export default function remarkPendingLinks() {
  return (tree: Node, file: VFile): void => {
    const from = file.path ?? file.history?.[0];
    if (!from) return;
    const visit = (node: Node) => {
      if (!node.children) return;
      node.children = node.children.flatMap((child) => {
        if (child.type === 'link' && child.url && isPendingLink(child.url, from)) return child.children ?? [];
        visit(child);
        return [child];
      });
    };
    visit(tree);
  };
}
