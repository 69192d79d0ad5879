/**
 * Legacy redirects (src/data/redirects.ts) for the locale being built: checks them against
 * the built routes, writes them next to the build for the production server
 * (`.redirects.json`) and nginx (`.nginx-redirects.map`), and has plugin-client-redirects
 * write the client redirect pages for static hosts.
 *
 * The list is computed here rather than in the config: plugin options end up in the site
 * config that every page's JavaScript carries, and 900 redirects would add 85 KB to it.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import clientRedirectsPlugin from '@docusaurus/plugin-client-redirects';
import type {PluginOptions as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';
import type {Brand} from '../../../brand';
import type {Locale} from '../../data/redirects';
import {allRedirects, nginxMap, resolvedRedirects, type ResolvedRedirect} from './load';

export type Options = {brand: Brand};

/**
 * The client redirect pages of a locale's build, relative to that build. A German target
 * reached from an English legacy path is an absolute URL: it belongs to the other build.
 */
function clientRedirects(resolved: readonly ResolvedRedirect[], locale: Locale, brand: Brand) {
  const localPrefix = locale === 'en' ? '' : `/${locale}`;
  const strip = (p: string) => (localPrefix && p.startsWith(localPrefix) ? p.slice(localPrefix.length) || '/' : p);
  return resolved.map(({from, to}) => {
    const crossLocale = locale === 'en' && to.startsWith('/de/');
    return {from: strip(from), to: crossLocale ? `${brand.url}${to}` : strip(to)};
  });
}

export default function legacyRedirectsPlugin(context: LoadContext, {brand}: Options): Plugin<void> {
  const locale = context.i18n.currentLocale as Locale;
  const resolved = resolvedRedirects(allRedirects(brand, path.join(context.siteDir, 'docs')), locale);
  const clientOptions: ClientRedirectsOptions = {
    id: 'default',
    fromExtensions: [],
    toExtensions: [],
    redirects: clientRedirects(resolved, locale, brand),
  };
  const clientPages = clientRedirectsPlugin(context, clientOptions);
  return {
    name: 'legacy-redirects',
    async postBuild(props) {
      const {routesPaths, outDir} = props;
      const routes = new Set(routesPaths);
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
      await clientPages?.postBuild?.(props);
    },
  };
}
