/**
 * Swizzled (eject, small): the blog post's date and reading time, with the date formatted at
 * build time (src/plugins/startup/blogDates.ts) instead of with `Intl.DateTimeFormat` while
 * the post hydrates. A date the build did not format (none should be missing) falls back to
 * `Intl`, as the theme does.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {usePluginData} from '@docusaurus/useGlobalData';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluralForm} from '@docusaurus/theme-common';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogPostItem/Header/Info';
import {blogDateFormatter, blogDateKey, type StartupGlobalData} from '@site/src/plugins/startup/blogDates';
import styles from './styles.module.css';

function useFormattedDate(date: string): string {
  const {blogDates} = usePluginData('startup') as StartupGlobalData;
  const {
    i18n: {currentLocale, localeConfigs},
  } = useDocusaurusContext();
  return blogDates[blogDateKey(date)] ?? blogDateFormatter(currentLocale, localeConfigs[currentLocale]?.calendar).format(new Date(date));
}

function ReadingTime({readingTime}: {readingTime: number}): ReactNode {
  const {selectMessage} = usePluralForm();
  const minutes = Math.ceil(readingTime);
  return (
    <>
      {selectMessage(
        minutes,
        translate(
          {
            id: 'theme.blog.post.readingTime.plurals',
            description:
              'Pluralized label for "{readingTime} min read". Use as much plural forms (separated by "|") as your language support (see https://www.unicode.org/cldr/cldr-aux/charts/34/supplemental/language_plural_rules.html)',
            message: 'One min read|{readingTime} min read',
          },
          {readingTime: minutes},
        ),
      )}
    </>
  );
}

export default function BlogPostItemHeaderInfo({className}: Props): ReactNode {
  const {metadata} = useBlogPost();
  const {date, readingTime} = metadata;
  const formattedDate = useFormattedDate(date);
  return (
    <div className={clsx(styles.container, 'margin-vert--md', className)}>
      <time dateTime={date}>{formattedDate}</time>
      {typeof readingTime !== 'undefined' && (
        <>
          {' · '}
          <ReadingTime readingTime={readingTime} />
        </>
      )}
    </div>
  );
}
