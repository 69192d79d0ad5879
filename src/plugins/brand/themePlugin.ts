/**
 * Applies the brand's colours: writes a small stylesheet with Infima's primary colour scale
 * for light and dark mode, computed from `brand.colors`, and loads it as a client module.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Brand} from '../../../brand';

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) throw new Error(`brand colour ${JSON.stringify(hex)} must be a #rrggbb hex colour`);
  const n = Number.parseInt(m[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(rgb: Rgb): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.max(0, Math.min(255, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Mixes `rgb` towards black (negative `amount`) or white (positive), as Infima's scale does. */
export function shade(hex: string, amount: number): string {
  const rgb = parseHex(hex);
  const target = amount < 0 ? 0 : 255;
  const t = Math.abs(amount);
  return toHex(rgb.map((c) => c + (target - c) * t) as Rgb);
}

export function primaryScale(hex: string): string {
  const steps: Array<[string, number]> = [
    ['', 0],
    ['-dark', -0.1],
    ['-darker', -0.15],
    ['-darkest', -0.3],
    ['-light', 0.1],
    ['-lighter', 0.15],
    ['-lightest', 0.3],
  ];
  return steps.map(([suffix, amount]) => `  --ifm-color-primary${suffix}: ${shade(hex, amount)};`).join('\n');
}

export function brandCss(brand: Brand): string {
  // "html:root" and "html[data-theme]" outrank Infima's own \`:root\` rules, whatever the order
  // in which the bundler concatenates the stylesheets.
  return `/* Generated from the brand's colours (brand.ts). */
html:root {
${primaryScale(brand.colors.primary)}
}
html[data-theme='dark'] {
${primaryScale(brand.colors.primaryDark)}
}
`;
}

export default function brandThemePlugin(context: LoadContext, options: {brand: Brand}): Plugin<void> {
  const file = path.join(context.generatedFilesDir, 'brand-theme', 'brand-colors.css');
  // Written up front: Docusaurus collects client modules before it loads content.
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, brandCss(options.brand));
  return {
    name: 'brand-theme',
    getClientModules() {
      return [file];
    },
    // The bundler's persistent cache keys on the config file, not on BRAND_FILE: without the
    // brand in its version, a build under another brand would reuse pages compiled for the
    // previous one.
    configureWebpack(config) {
      const brandHash = crypto.createHash('sha256').update(JSON.stringify(options.brand)).digest('hex').slice(0, 12);
      const experiments = config.experiments as {cache?: {version?: string}} | undefined;
      if (experiments?.cache && typeof experiments.cache === 'object') {
        return {experiments: {cache: {...experiments.cache, version: `${experiments.cache.version ?? ''}-brand-${brandHash}`}}} as never;
      }
      const cache = config.cache as {type?: string; version?: string} | boolean | undefined;
      if (cache && typeof cache === 'object' && cache.type === 'filesystem') {
        return {cache: {...cache, version: `${cache.version ?? ''}-brand-${brandHash}`}} as never;
      }
      return {};
    },
  };
}
