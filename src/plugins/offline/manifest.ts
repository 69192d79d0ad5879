/** The web app manifest of a language's site (written by ./index.ts). */
import type {Brand} from '../../../brand';

export type ManifestInput = {
  brand: Pick<Brand, 'name' | 'logo' | 'colors'>;
  /** The site's title and tagline in the language (locale-strings.json). */
  title: string;
  tagline: string;
  /** BCP 47 language of the site (`en-US`, `de-DE`). */
  lang: string;
  /** The language's base URL (`/`, `/de/`). */
  baseUrl: string;
  /** The site's root base URL: the logo lives there for every language. */
  rootBaseUrl: string;
};

export function webAppManifest({brand, title, tagline, lang, baseUrl, rootBaseUrl}: ManifestInput): Record<string, unknown> {
  return {
    name: title,
    short_name: brand.name,
    description: tagline,
    lang,
    dir: 'ltr',
    id: baseUrl,
    start_url: baseUrl,
    // One service worker serves every language; the app of a language opens its own pages.
    scope: baseUrl,
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: brand.colors.primary,
    icons: [
      {src: `${rootBaseUrl}${brand.logo}`, sizes: 'any', type: brand.logo.endsWith('.svg') ? 'image/svg+xml' : 'image/png', purpose: 'any'},
    ],
  };
}
