/**
 * Prism with the languages of `themeConfig.prism`, for ./index.tsx: the server bundle uses it
 * for every block; browsers load it (a chunk of its own) only after a client-side navigation.
 */
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import {highlightHtml} from '@site/src/plugins/highlighting/highlight';
import type {LineOptions} from '@site/src/plugins/highlighting/html';

prismIncludeLanguages(Prism);

export default function highlight(code: string, language: string, options: LineOptions): string {
  return highlightHtml(Prism, code, language, options);
}
