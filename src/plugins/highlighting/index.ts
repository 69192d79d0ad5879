/**
 * Code highlighting only where there is code. The classic theme loads Prism (prism-react-
 * renderer with its bundled grammars, plus our `additionalLanguages`) from a client module,
 * so every page downloads and runs it at start-up. This plugin drops that client module; the
 * swizzled CodeBlock (src/theme/CodeBlock) loads Prism with the languages in a chunk of its
 * own when a page has a code block. `process.env.SERVER_BUNDLE` tells the CodeBlock which
 * bundle it is in.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const PRISM_CLIENT_MODULE = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages').replace(/\.js$/, '');

export default function highlightingPlugin(): Plugin<void> {
  return {
    name: 'highlighting',
    configureWebpack(_config, isServer, {currentBundler}) {
      return {
        resolve: {alias: {[`${PRISM_CLIENT_MODULE}$`]: path.join(__dirname, 'noClientModule.ts')}},
        plugins: [new currentBundler.instance.DefinePlugin({'process.env.SERVER_BUNDLE': JSON.stringify(isServer)})],
      };
    },
  };
}
