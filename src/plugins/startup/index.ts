/**
 * Less main-thread work while a page starts. Lighthouse's mobile run multiplies every task by
 * four; a task over 50 ms there blocks the reader's input (total blocking time).
 *
 * - theme-common's `useShallowMemoObject` (used by the mobile docs menu and by code blocks'
 *   word wrap) sorts object keys with `localeCompare`, whose first call loads the browser's
 *   collation data: ./reactUtils.js sorts by code unit. The replacement applies to
 *   theme-common's own relative imports of that module only.
 * - Blog post dates are formatted at build time (./blogDates.ts), not with `Intl` while a post
 *   hydrates.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {BLOG_DATE_FORMAT, blogDateKey, type StartupGlobalData} from './blogDates';

type BlogContent = {blogPosts: Array<{metadata: {date: string | Date}}>};

/** theme-common's module by file (the package's exports do not list it). */
export const REACT_UTILS_FILE = path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'utils', 'reactUtils.js');
const THEME_COMMON = `${path.sep}@docusaurus${path.sep}theme-common${path.sep}lib${path.sep}`;
export const REACT_UTILS_REQUEST = /^(?:\.\/|(?:\.\.\/)+)(?:utils\/)?reactUtils(?:\.js)?$/;

export default function startupPlugin(context: LoadContext): Plugin<void> {
  return {
    name: 'startup',
    async allContentLoaded({allContent, actions}) {
      const {currentLocale, localeConfigs} = context.i18n;
      const format = new Intl.DateTimeFormat(currentLocale, {
        calendar: localeConfigs[currentLocale]?.calendar,
        ...BLOG_DATE_FORMAT,
      });
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      const blogDates = Object.fromEntries(
        (blog?.blogPosts ?? []).map(({metadata}) => [blogDateKey(metadata.date), format.format(new Date(metadata.date))]),
      );
      actions.setGlobalData({blogDates} satisfies StartupGlobalData);
    },
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        resolve: {alias: {'@startup/theme-common-react-utils$': REACT_UTILS_FILE}},
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            REACT_UTILS_REQUEST,
            (resource: {context?: string; request: string}) => {
              if (resource.context?.includes(THEME_COMMON)) resource.request = path.join(__dirname, 'reactUtils.js');
            },
          ),
        ],
      };
    },
  };
}
