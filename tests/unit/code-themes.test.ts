import {describe, expect, it} from 'vitest';
import {Prism} from 'prism-react-renderer';
import {darkCodeTheme, lightCodeTheme} from '../../src/plugins/highlighting/themes';
import {codeColoursCss} from '../../src/plugins/highlighting/css';
import {plainHtml, type LineOptions} from '../../src/plugins/highlighting/html';
import {highlightHtml} from '../../src/plugins/highlighting/highlight';

// Bash is one of our additional languages; load it as the theme does.
(globalThis as {Prism?: unknown}).Prism = Prism;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Prism's grammars register themselves on a global while they load
require('prismjs/components/prism-bash');
delete (globalThis as {Prism?: unknown}).Prism;

const highlight = (code: string, language: string, options: LineOptions) => highlightHtml(Prism, code, language, options);

function rgb(colour: string): [number, number, number] {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour);
  if (hex) return [0, 2, 4].map((i) => Number.parseInt(hex[1]!.slice(i, i + 2), 16)) as [number, number, number];
  const fn = /^rgb\((\d+),\s*(\d+),\s*(\d+)\)$/.exec(colour);
  if (fn) return [Number(fn[1]), Number(fn[2]), Number(fn[3])];
  throw new Error(`unknown colour ${colour}`);
}

function contrast(a: string, b: string): number {
  const luminance = (c: string) => {
    const [r, g, bl] = rgb(c).map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('code themes', () => {
  for (const [name, theme] of Object.entries({light: lightCodeTheme, dark: darkCodeTheme})) {
    it(`every ${name} token colour reaches 4.5:1 against the code background`, () => {
      const background = theme.plain.backgroundColor!;
      const colours = [theme.plain.color!, ...theme.styles.flatMap((s) => (s.style.color ? [s.style.color] : []))];
      for (const colour of colours) expect(contrast(colour, background), colour).toBeGreaterThanOrEqual(4.5);
    });
  }
});

describe('code colours as CSS', () => {
  const css = codeColoursCss(lightCodeTheme, darkCodeTheme);
  const rules = css.split('\n').filter((line) => line.includes('{'));
  const ruleFor = (scope: string, type: string) =>
    rules.find(
      (r) =>
        r.startsWith(scope) &&
        r
          .split('{')[0]!
          .split(',')
          .some((s) => s.trim().endsWith(` .token.${type}`)),
    );

  it('sets the block colours per mode as custom properties', () => {
    expect(css).toContain(
      `:root:not([data-theme='dark']){--prism-color:${lightCodeTheme.plain.color};--prism-background-color:${lightCodeTheme.plain.backgroundColor}}`,
    );
    expect(css).toContain(
      `:root[data-theme='dark']{--prism-color:${darkCodeTheme.plain.color};--prism-background-color:${darkCodeTheme.plain.backgroundColor}}`,
    );
  });

  it('gives every token type of each theme a rule in its own mode only', () => {
    for (const [scope, theme] of [
      [":root:not([data-theme='dark'])", lightCodeTheme],
      [":root[data-theme='dark']", darkCodeTheme],
    ] as const) {
      for (const entry of theme.styles) {
        for (const type of entry.types) {
          const rule = ruleFor(scope, type);
          expect(rule, `${scope} ${type}`).toBeDefined();
          if (entry.style.color) expect(css).toContain(entry.style.color);
        }
      }
    }
    // The light comment colour is not used for dark comments.
    expect(ruleFor(":root[data-theme='dark']", 'comment')).not.toContain('#6e6e62');
    expect(ruleFor(":root:not([data-theme='dark'])", 'comment')).toContain('color:#6e6e62');
  });

  it('writes style properties as CSS properties', () => {
    expect(css).toMatch(/font-style:italic/);
    // No camelCase property names (fontStyle) left.
    expect(css).not.toMatch(/[{;][a-z]+[A-Z]/);
  });
});

describe('highlighted markup', () => {
  it('renders tokens with class names, no inline colours, and escapes the text', () => {
    const html = highlight('# open the SIP port\nufw allow 5060/udp && echo "<ok>"\n\necho done', 'bash', {});
    expect(html).toContain('<span class="token comment"># open the SIP port</span>');
    expect(html).toContain('&lt;ok&gt;');
    expect(html).toContain('&amp;&amp;');
    expect(html).not.toContain('style=');
    // One line element per line; an empty line is its line break alone.
    expect(html.match(/<div class="token-line">/g)).toHaveLength(4);
    expect(html).toContain('<div class="token-line"><br></div>');
  });

  it('keeps unknown languages and plain text as plain lines', () => {
    expect(highlight('a < b', 'no-such-language', {})).toBe('<div class="token-line"><span class="token plain">a &lt; b</span><br></div>');
    expect(plainHtml('x\ny')).toBe(
      '<div class="token-line"><span class="token plain">x</span><br></div><div class="token-line"><span class="token plain">y</span><br></div>',
    );
  });

  it('adds the classes of highlighted lines and line numbers', () => {
    const html = plainHtml('a\nb', {
      lineClassNames: {1: ['theme-code-block-highlighted-line']},
      numbered: {line: 'L', number: 'N', content: 'C'},
    });
    expect(html).toBe(
      '<div class="token-line L"><span class="N"></span><span class="C"><span class="token plain">a</span></span><br></div>' +
        '<div class="token-line theme-code-block-highlighted-line L"><span class="N"></span><span class="C"><span class="token plain">b</span></span><br></div>',
    );
  });
});
