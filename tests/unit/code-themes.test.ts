import {describe, expect, it} from 'vitest';
import {darkCodeTheme, lightCodeTheme} from '../../src/plugins/highlighting/themes';

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
