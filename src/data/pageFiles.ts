/** Where a planned page's file lives: the file name is the slug without `{product}`. */

/** `{product}-pbx-documentation` → `pbx-documentation` (no braces in file names). */
export function fileNameForSlug(slug: string): string {
  return slug.replace(/^\{product\}-?/, '').replace(/-?\{product\}-?/g, '-');
}

/** The German docs tree, relative to the site directory. */
export const DE_DOCS = 'i18n/de/docusaurus-plugin-content-docs/current';
