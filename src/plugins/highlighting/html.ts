/**
 * Highlighted code as HTML: Prism's tokens (normalized into lines by prism-react-renderer, as
 * the theme does) as `<span class="token …">`, one `<div class="token-line">` per line, the
 * markup of the theme's CodeBlock, without inline colours: the colours come from CSS
 * (./css.ts), so the same markup is right in light and dark mode.
 *
 * No Prism here (see ./highlight.ts): browsers load it only when they
 * have to highlight code themselves.
 */
export type LineOptions = {
  /** Extra classes per line (0-based), from the theme's magic comments. */
  lineClassNames?: Record<number, string[]>;
  /** Classes for numbered lines, or undefined for no numbers. */
  numbered?: {line: string; number: string; content: string};
};

/** A token of prism-react-renderer's `normalizeTokens`. */
export type Token = {types: string[]; content: string; empty?: boolean};

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;'};
const escapeHtml = (text: string): string => text.replace(/[&<>]/g, (c) => ESCAPES[c]!);

function lineHtml(tokens: Token[], index: number, options: LineOptions): string {
  const classes = ['token-line', ...(options.lineClassNames?.[index] ?? [])];
  if (options.numbered) classes.push(options.numbered.line);
  const inner = tokens
    .filter((t) => t.content && t.content !== '\n')
    .map((t) => `<span class="token ${t.types.join(' ')}">${escapeHtml(t.content)}</span>`)
    .join('');
  const body = options.numbered
    ? `<span class="${options.numbered.number}"></span><span class="${options.numbered.content}">${inner}</span>`
    : inner;
  return `<div class="${classes.join(' ')}">${body}<br></div>`;
}

/** The markup of tokenized lines. */
export function linesHtml(lines: Token[][], options: LineOptions = {}): string {
  return lines.map((tokens, i) => lineHtml(tokens, i, options)).join('');
}

/** Lines of plain text, in the same markup (before the highlighter is loaded). */
export function plainHtml(code: string, options: LineOptions = {}): string {
  return linesHtml(
    code.split(/\r\n|\r|\n/).map((line) => [{types: ['plain'], content: line}]),
    options,
  );
}
