/**
 * Legacy redirects: checks them against the built routes, and writes them next to the build
 * for the production server (`.redirects.json`) and nginx (`.nginx-redirects.map`).
 * The client-side redirect pages come from plugin-client-redirects, fed from the same list.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Redirect, Locale} from '../../data/redirects';
import {nginxMap, resolvedRedirects} from './load';

export type Options = {redirects: Redirect[]};

export default function legacyRedirectsPlugin(context: LoadContext, {redirects}: Options): Plugin<void> {
  const locale = context.i18n.currentLocale as Locale;
  return {
    name: 'legacy-redirects',
    async postBuild({routesPaths, outDir}) {
      const routes = new Set(routesPaths);
      const resolved = resolvedRedirects(redirects, locale);
      const problems: string[] = [];
      const localPrefix = locale === 'en' ? '' : `/${locale}`;
      for (const r of resolved) {
        if (routes.has(r.from)) problems.push(`${r.from} is a real page; a redirect must not shadow it`);
        const sameLocale = localPrefix === '' ? !r.to.startsWith('/de/') : r.to.startsWith(`${localPrefix}/`);
        if (sameLocale && !routes.has(r.to)) problems.push(`${r.from} leads to ${r.to}, which was not built`);
      }
      if (problems.length) throw new Error(`Legacy redirects are wrong:\n- ${problems.join('\n- ')}`);
      await fs.writeFile(path.join(outDir, '.redirects.json'), `${JSON.stringify(resolved.map(({from, to}) => ({from, to})))}\n`);
      await fs.writeFile(path.join(outDir, '.nginx-redirects.map'), nginxMap(resolved));
    },
  };
}
