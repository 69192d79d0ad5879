/**
 * Code highlighting without Prism in the reader's browser at start-up.
 *
 * - The classic theme loads Prism (prism-react-renderer with its bundled grammars, plus our
 *   `additionalLanguages`) from a client module on every page; a patch (patches/
 *   @docusaurus+theme-classic+…+no-prism-client-module.patch) drops that client module.
 * - The swizzled CodeBlock (src/theme/CodeBlock/Content) renders highlighted markup with class
 *   names only (./html.ts); its colours are CSS generated here from ./themes.ts (./css.ts).
 *   The server bundle highlights every block; hydration keeps the server's markup, so a first
 *   visit never runs Prism. Only a client-side navigation to a page with code loads Prism, in
 *   a chunk of its own.
 * - `process.env.SERVER_BUNDLE` tells the CodeBlock which bundle it is in.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {codeColoursCss} from './css';
import {darkCodeTheme, lightCodeTheme} from './themes';

export default function highlightingPlugin(context: LoadContext): Plugin<void> {
  const cssFile = path.join(context.generatedFilesDir, 'highlighting', 'code-colours.css');
  fs.mkdirSync(path.dirname(cssFile), {recursive: true});
  const css = codeColoursCss(lightCodeTheme, darkCodeTheme);
  if (!fs.existsSync(cssFile) || fs.readFileSync(cssFile, 'utf8') !== css) fs.writeFileSync(cssFile, css);
  return {
    name: 'highlighting',
    getClientModules() {
      return [cssFile];
    },
    configureWebpack(_config, isServer, {currentBundler}) {
      return {plugins: [new currentBundler.instance.DefinePlugin({'process.env.SERVER_BUNDLE': JSON.stringify(isServer)})]};
    },
  };
}
