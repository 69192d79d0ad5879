/**
 * The code colours: prism-react-renderer's GitHub (light) and Dracula (dark) themes, with the
 * token colours that missed 4.5:1 against the block's background darkened (light) or lightened
 * (dark) until they reach it. tests/unit/code-themes.test.ts checks every token colour.
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

/** Replaces token colours, keeping everything else of the theme. */
function recolour(theme: PrismTheme, colours: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((s) => {
      const colour = s.style.color?.toLowerCase();
      return colour && colours[colour] ? {...s, style: {...s.style, color: colours[colour]}} : s;
    }),
  };
}

export const lightCodeTheme = recolour(themes.github, {
  '#999988': '#6e6e62', // comments
  '#e3116c': '#d51066', // strings
  '#36acaa': '#267877', // numbers, variables, constants
  '#00a4db': '#00769e', // keywords, attribute names
  '#d73a49': '#c83644', // functions
});

export const darkCodeTheme = recolour(themes.dracula, {
  'rgb(98, 114, 164)': '#8995bb', // comments
});
