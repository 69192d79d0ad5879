/**
 * Highlighting with a Prism instance (prism-react-renderer's, with the site's languages) into
 * the markup of ./html.ts. Imported by the CodeBlock's highlighter chunk and the server
 * bundle only, never at a browser's start-up.
 */
import {normalizeTokens, type Prism as PrismInstance} from 'prism-react-renderer';
import {linesHtml, plainHtml, type LineOptions, type Token} from './html';

/** Highlighted lines; languages Prism does not know come out as plain text. */
export function highlightHtml(prism: typeof PrismInstance, code: string, language: string, options: LineOptions = {}): string {
  const grammar = prism.languages[language.toLowerCase()];
  if (!grammar) return plainHtml(code, options);
  return linesHtml(normalizeTokens(prism.tokenize(code, grammar)) as Token[][], options);
}
