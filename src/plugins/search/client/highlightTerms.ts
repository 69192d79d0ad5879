/**
 * Highlights the words of a search on the page a result led to: the `_highlight` query
 * parameters (repeated), marked in the article with the CSS Custom Highlight API, which
 * leaves the DOM (and React's hold on it) untouched. Browsers without the API show the page
 * as it is.
 */
import type {ClientModule} from '@docusaurus/types';
import {findMatches} from '../core/normalize';
import './highlightTerms.css';

export const HIGHLIGHT_NAME = 'search-terms';

type HighlightRegistry = {set: (name: string, h: unknown) => void; delete: (name: string) => void};
type CSSWithHighlights = {highlights?: HighlightRegistry};
declare const Highlight: new (...ranges: Range[]) => unknown;

function highlight(words: string[]): void {
  const registry = (globalThis.CSS as unknown as CSSWithHighlights | undefined)?.highlights;
  if (!registry || typeof Highlight === 'undefined') return;
  registry.delete(HIGHLIGHT_NAME);
  const root = document.querySelector('article');
  if (!root || words.length === 0) return;
  const ranges: Range[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue ?? '';
    for (const [start, end] of findMatches(text, words)) {
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, end);
      ranges.push(range);
    }
  }
  registry.set(HIGHLIGHT_NAME, new Highlight(...ranges));
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location}) {
    const words = new URLSearchParams(location.search)
      .getAll('_highlight')
      .map((w) => w.trim())
      .filter(Boolean);
    // After React has committed the new page.
    window.setTimeout(() => highlight(words.slice(0, 20)), 0);
  },
};

export default clientModule;
