/**
 * The `{product}` placeholder and its substitution. Apart from brand.ts (which reads brand
 * files from disk) so that browser code can import it.
 */

/** The placeholder authors write. */
export const PLACEHOLDER = '{product}';

type Named = {name: string; slug: string};

/** `{product}` → the brand's name (for prose, titles, labels). */
export function brandName(text: string, brand: Named): string {
  return text.replaceAll(PLACEHOLDER, brand.name);
}

/** `{product}` → the brand's slug (for URLs, slugs, identifiers and code). */
export function brandSlug(text: string, brand: Named): string {
  return text.replaceAll(PLACEHOLDER, brand.slug);
}
