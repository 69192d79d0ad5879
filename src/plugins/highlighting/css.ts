/**
 * The code colours as CSS, from the Prism themes in ./themes.ts: the block's colour and
 * background as custom properties, and one rule per token type, for light mode (the default)
 * and dark mode. The highlighted markup (./html.ts) carries class names only, so hydration
 * never has to repaint a code block when the reader's mode differs from the server's.
 */
import type {PrismTheme} from 'prism-react-renderer';

const LIGHT = ":root:not([data-theme='dark'])";
const DARK = ":root[data-theme='dark']";

const kebab = (property: string) => property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function declarations(style: Record<string, unknown>): string {
  return Object.entries(style)
    .filter(([, value]) => typeof value === 'string' || typeof value === 'number')
    .map(([property, value]) => `${kebab(property)}:${String(value)}`)
    .join(';');
}

function themeCss(scope: string, theme: PrismTheme): string {
  const rules = [`${scope}{--prism-color:${theme.plain.color};--prism-background-color:${theme.plain.backgroundColor}}`];
  for (const entry of theme.styles) {
    const prefixes = entry.languages?.length
      ? entry.languages.map((language) => `${scope} .prism-code.language-${language}`)
      : [`${scope} .prism-code`];
    const selectors = prefixes.flatMap((prefix) => entry.types.map((type) => `${prefix} .token.${type}`));
    const body = declarations(entry.style as Record<string, unknown>);
    if (body) rules.push(`${selectors.join(',')}{${body}}`);
  }
  return rules.join('\n');
}

export function codeColoursCss(light: PrismTheme, dark: PrismTheme): string {
  return `/* Generated from src/plugins/highlighting/themes.ts */\n${themeCss(LIGHT, light)}\n${themeCss(DARK, dark)}\n`;
}
