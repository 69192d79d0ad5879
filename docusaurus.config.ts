/**
 * Site configuration: one named constant per concern, assembled at the end.
 *
 * Environment (read here and nowhere else):
 * - BRAND_FILE: JSON file with another brand (see brand.ts);
 * - DOCUSAURUS_CURRENT_LOCALE: set by Docusaurus for the locale being built or served;
 * - SOURCE_MAPS=1: browser scripts with source maps, for `npm run bench:profile` (not for hosting).
 */
import type {Config, PluginConfig, PluginModule} from '@docusaurus/types';
import type {Options as ThemeOptions} from '@docusaurus/theme-classic';
import type {UserThemeConfig as ThemeConfig} from '@docusaurus/theme-common';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import type {Options as PagesOptions} from '@docusaurus/plugin-content-pages';
import type {Options as SitemapOptions} from '@docusaurus/plugin-sitemap';
import {brandName, brandSlug, loadBrand} from './brand';
import {loadPagePlan} from './src/data/pagePlan';
import {localeStrings} from './localeStrings';
import {announcementHtml, latestRelease} from './src/data/releases';
import remarkBrand from './src/plugins/brand/remark';
import remarkPendingLinks from './src/plugins/pendingLinks/remark';
import remarkCodeImport from 'remark-code-import';
import remarkApiOperations from './src/plugins/openapi/remark';
import remarkPageComponents from './src/plugins/pageComponents/remark';
import releaseFeedsPlugin from './src/plugins/releaseFeeds';
import {brandFrontMatter} from './src/plugins/brand/frontMatter';
import brandedDocsPlugin from './src/plugins/brand/docsPlugin';
import brandThemePlugin from './src/plugins/brand/themePlugin';
import {createSidebarItemsGenerator} from './src/plugins/sidebar/orderByPlan';
import legacyRedirectsPlugin from './src/plugins/redirects';
import searchPlugin from './src/plugins/search';
import highlightingPlugin from './src/plugins/highlighting';
import startupPlugin from './src/plugins/startup';
import markdownExportPlugin from './src/plugins/markdownExport';
import offlinePlugin from './src/plugins/offline';
import {shallowAwareVcs} from './src/plugins/lastUpdate/vcs';
import {darkCodeTheme, lightCodeTheme} from './src/plugins/highlighting/themes';

// ---- Environment, computed once ---------------------------------------------------------
const brand = loadBrand();
// `docusaurus start` without --locale sets the variable to the string "undefined".
const rawLocale = process.env.DOCUSAURUS_CURRENT_LOCALE;
const locale = rawLocale && rawLocale !== 'undefined' ? rawLocale : 'en';
const baseUrl = '/';
const localeBaseUrl = locale === 'en' ? baseUrl : `${baseUrl}${locale}/`;
const strings = localeStrings(locale, brand, localeBaseUrl);
const sourceMaps = process.env.SOURCE_MAPS === '1';

/** The landing page of the administrator guide (the navbar's Documentation entry). */
const LANDING_DOC_ID = 'admin/getting-started/pbx-documentation';
const SOFTPHONE_DOC_ID = 'softphone/softphone';

/** The browser bundles with source maps (the server bundle needs none). */
const sourceMapsPlugin: PluginModule = () => ({
  name: 'source-maps',
  configureWebpack: (_config, isServer) => (isServer ? {} : {devtool: 'source-map'}),
});

// ---- Content plugins ----------------------------------------------------------------------
const remarkPlugins: Pick<DocsOptions, 'beforeDefaultRemarkPlugins'> = {
  // Code blocks with `file=<rootDir>/examples/…` show a file of the repository (tested there), then
  // the brand is written into them like into any other code. Components used by a few pages are
  // imported into those pages only (src/plugins/pageComponents).
  beforeDefaultRemarkPlugins: [
    [remarkCodeImport, {rootDir: __dirname}],
    [remarkBrand, {brand}],
    remarkPendingLinks,
    remarkApiOperations,
    remarkPageComponents,
  ],
};

const docsOptions = {
  path: 'docs',
  routeBasePath: 'docs',
  sidebarPath: './sidebars.ts',
  sidebarItemsGenerator: createSidebarItemsGenerator(brand),
  sidebarCollapsible: true,
  sidebarCollapsed: true,
  breadcrumbs: true,
  // The date of each page's last change, from git (none for a file git does not know).
  showLastUpdateTime: true,
  lastVersion: 'current',
  versions: {current: {label: 'Next', path: ''}},
  ...remarkPlugins,
} satisfies DocsOptions;

const blogOptions = {
  path: 'blog',
  routeBasePath: 'blog',
  blogTitle: 'Blog',
  blogDescription: 'News from the documentation: new guides, languages and tools',
  blogSidebarTitle: 'Recent posts',
  showReadingTime: true,
  blogSidebarCount: 'ALL',
  authorsMapPath: 'authors.yml',
  tags: 'tags.yml',
  onInlineTags: 'throw',
  onInlineAuthors: 'throw',
  onUntruncatedBlogPosts: 'throw',
  feedOptions: {type: null},
  ...remarkPlugins,
} satisfies BlogOptions;

const pagesOptions = {...remarkPlugins} satisfies PagesOptions;

const sitemapOptions = {
  changefreq: null,
  priority: null,
  ignorePatterns: ['/search', '/de/search', '/markdown-page', '/de/markdown-page'],
} satisfies SitemapOptions;

const themeOptions = {
  customCss: ['./src/css/custom.css'],
} satisfies ThemeOptions;

// Search contexts are the page plan's guides (admin, softphone), looked up by branded slug.
const searchContextBySlug = new Map(loadPagePlan().map((p) => [brandSlug(`/${p.slug}`, brand), p.sidebar]));

const plugins: PluginConfig[] = [
  // The docs plugin, wrapped to brand category labels and slugs (src/plugins/brand).
  [brandedDocsPlugin as PluginModule, {...docsOptions, brand}],
  ['@docusaurus/plugin-content-blog', blogOptions],
  ['@docusaurus/plugin-content-pages', pagesOptions],
  ['@docusaurus/plugin-sitemap', sitemapOptions],
  [brandThemePlugin as PluginModule, {brand}],
  // Prism only on pages with code (src/theme/CodeBlock).
  highlightingPlugin as PluginModule,
  // Less main-thread work at start-up (src/plugins/startup).
  startupPlugin as PluginModule,
  // Legacy URLs: 301s for our servers and client redirect pages for static hosts.
  [legacyRedirectsPlugin as PluginModule, {brand}],
  // RSS and Atom feeds of the release notes, per language (src/plugins/releaseFeeds).
  [releaseFeedsPlugin as PluginModule, {brand}],
  // Every doc page as Markdown (`….md`), llms.txt and llms-full.txt (src/plugins/markdownExport).
  [markdownExportPlugin as PluginModule, {brand}],
  // Offline reading: the web app manifest and the service worker's registration after load
  // (src/plugins/offline; the worker itself is made by scripts/postbuild.ts).
  [offlinePlugin as PluginModule, {brand, title: strings.siteTitle, tagline: strings.tagline, rootBaseUrl: baseUrl}],
  // Source maps for profiling the start-up by source file and function (bench/profile.ts).
  ...(sourceMaps ? [sourceMapsPlugin] : []),
];

// ---- Theme: navbar, footer, colour mode -----------------------------------------------------
const navbar = {
  title: brand.name,
  logo: {alt: `${brand.name} logo`, src: brand.logo, width: 32, height: 32},
  hideOnScroll: false,
  items: [
    {type: 'doc', docId: LANDING_DOC_ID, label: 'Documentation', position: 'right'},
    {type: 'doc', docId: SOFTPHONE_DOC_ID, label: 'Softphone', position: 'right'},
    {type: 'search', position: 'right'},
    {type: 'localeDropdown', position: 'right'},
    {
      type: 'docsVersionDropdown',
      position: 'right',
      dropdownItemsAfter: [
        {type: 'html', value: '<hr class="dropdown__divider">'},
        {to: '/docs/release-notes', label: strings.versionDropdownReleaseNotes},
      ],
      dropdownActiveClassDisabled: true,
    },
  ],
} satisfies ThemeConfig['navbar'];

const footer = {
  style: 'dark',
  links: [
    {
      title: 'Resources',
      items: [
        {label: 'Forum', href: brand.links.forum},
        {label: 'Customer portal', href: brand.links.customerPortal},
        {label: 'API docs', href: brand.links.apiDocs},
        {label: 'Support desk', href: brand.links.supportDesk},
      ],
    },
    {
      title: 'Mobile and desktop apps',
      items: [
        {label: 'Android', href: brand.links.android},
        {label: 'iOS', href: brand.links.ios},
        {label: 'Windows', href: brand.links.windows},
        {label: 'macOS', href: brand.links.macos},
      ],
    },
    {
      title: 'Company',
      items: [
        {label: 'About', href: brand.links.about},
        {label: 'Blog', to: '/blog'},
        {label: 'Privacy policy', href: brand.links.privacy},
        {label: 'Contact', href: brand.links.contact},
      ],
    },
    {
      title: 'Social',
      items: [
        {label: 'LinkedIn', href: brand.links.linkedin},
        {label: 'X', href: brand.links.x},
        {label: 'YouTube', href: brand.links.youtube},
      ],
    },
  ],
  copyright: strings.copyright,
} satisfies ThemeConfig['footer'];

const themeConfig = {
  image: brand.socialCard,
  metadata: [{name: 'theme-color', content: brand.colors.primary}],
  colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true},
  // The newest release of src/data/releases.ts, through the template of locale-strings.json.
  announcementBar: {
    id: `release-${latestRelease.version.replaceAll('.', '-')}`,
    content: brandName(
      announcementHtml(
        strings.announcement,
        latestRelease,
        locale === 'de' ? 'de' : 'en',
        `${localeBaseUrl}docs/${brandSlug(latestRelease.slug ?? 'release-notes', brand)}`,
      ),
      brand,
    ),
    backgroundColor: 'var(--site-announcement-bg)',
    textColor: 'var(--site-announcement-fg)',
    isCloseable: true,
  },
  docs: {sidebar: {hideable: false, autoCollapseCategories: false}, versionPersistence: 'localStorage'},
  tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
  navbar,
  footer,
  prism: {
    theme: lightCodeTheme,
    darkTheme: darkCodeTheme,
    additionalLanguages: ['bash', 'json', 'nginx', 'ini', 'http', 'yaml'],
  },
} satisfies ThemeConfig;

// ---- The site -----------------------------------------------------------------------------
const config = {
  title: strings.siteTitle,
  tagline: strings.tagline,
  favicon: 'img/favicon.svg',
  url: brand.url,
  baseUrl,
  trailingSlash: undefined,
  titleDelimiter: '|',
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  customFields: {brand},
  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'de'],
    localeConfigs: {
      en: {label: 'English', direction: 'ltr', htmlLang: 'en-US', calendar: 'gregory', path: 'en'},
      de: {label: 'Deutsch', direction: 'ltr', htmlLang: 'de-DE', calendar: 'gregory', path: 'de'},
    },
  },
  future: {
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: true,
      // The spec fixes the colour-mode storage key as plain `theme`.
      siteStorageNamespacing: false,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
    },
    faster: true,
    // Docusaurus's eager git reader for the pages' last-change dates, minus the wrong dates of
    // a shallow clone (src/plugins/lastUpdate/vcs.ts).
    experimental_vcs: shallowAwareVcs(),
  },
  markdown: {
    format: 'mdx',
    mermaid: true,
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
    parseFrontMatter: async (params) => {
      const result = await params.defaultParseFrontMatter(params);
      return {...result, frontMatter: brandFrontMatter(result.frontMatter, brand)};
    },
  },
  themes: [
    ['@docusaurus/theme-classic', themeOptions],
    '@docusaurus/theme-mermaid',
    // Local search (src/plugins/search): index per locale and guide, navbar box, /search
    // page. A theme after the classic theme, so its SearchBar replaces the classic no-op.
    [searchPlugin as PluginModule, {brand, contextOf: (slug: string) => searchContextBySlug.get(slug)}],
  ],
  clientModules: [
    './src/clientModules/chunkLoadError.ts',
    './src/clientModules/announcementBarId.ts',
    './src/clientModules/prefetch.ts',
    './src/clientModules/hashTarget.ts',
    './src/clientModules/print.ts',
  ],
  plugins,
  themeConfig,
} satisfies Config;

export default config;
