/**
 * Blog post dates formatted at build time. `Intl.DateTimeFormat` costs a browser about 30 ms
 * the first time it is used on a page (it loads the locale's data); a blog post would pay that
 * while hydrating, to print the date the server already printed. The build formats every
 * post's date (./index.ts, global data of this plugin) with the options and calendar the theme
 * uses; the blog post header (src/theme/BlogPostItem/Header/Info) looks dates up there.
 */
export const BLOG_DATE_FORMAT: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
};

/** The key of a post's date (the blog plugin's `date`, a string in the browser). */
export const blogDateKey = (date: string | Date): string => new Date(date).toISOString();

export type StartupGlobalData = {blogDates: Record<string, string>};

/** The formatter of post dates for a locale (its calendar, if the locale sets one). */
export const blogDateFormatter = (locale: string, calendar?: string): Intl.DateTimeFormat =>
  new Intl.DateTimeFormat(locale, {calendar, ...BLOG_DATE_FORMAT});
