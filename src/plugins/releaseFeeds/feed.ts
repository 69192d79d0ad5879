/**
 * The release feeds as XML: RSS 2.0 and Atom 1.0, one entry per change of src/data/releases.ts,
 * newest release first. Pure (no file system, no Docusaurus), so unit tests can parse the output.
 *
 * The feeds carry no publication date per entry: the fact base dates only a few releases, and
 * only by the month of an announcement. Every entry's `updated` is the date the release list
 * was last edited (`RELEASES_UPDATED`).
 */
import {AREAS, KINDS, RELEASES_UPDATED, releases as allReleases, type Release} from '../../data/releases';
import type {Localized} from '../../data/types';

export type FeedFormat = 'rss' | 'atom';
export type FeedLang = keyof Localized;

export type FeedOptions = {
  format: FeedFormat;
  lang: FeedLang;
  /** Absolute URL of the site, without a trailing slash (`https://docs.heron.example`). */
  siteUrl: string;
  /** The locale's base URL (`/` or `/de/`). */
  baseUrl: string;
  /** The brand's name and slug, for `{product}` in texts and slugs. */
  brand: {name: string; slug: string};
  /** Defaults to the releases of src/data/releases.ts. */
  releases?: readonly Release[];
  /** `YYYY-MM-DD`; defaults to `RELEASES_UPDATED`. */
  updated?: string;
};

/** The feed files, relative to a locale's output directory. */
export const FEED_FILES: Record<FeedFormat, string> = {
  rss: 'release-notes.rss.xml',
  atom: 'release-notes.atom.xml',
};

const TEXT: Record<FeedLang, {title: string; description: string}> = {
  en: {
    title: '{product} release notes',
    description: 'The documented changes of each {product} version, newest first.',
  },
  de: {
    title: 'Versionshinweise zu {product}',
    description: 'Die dokumentierten Änderungen jeder Version von {product}, die neueste zuerst.',
  },
};

/** Escapes text and attribute values; also drops characters XML 1.0 does not allow. */
export function escapeXml(value: string): string {
  return value
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

function rfc822(day: string): string {
  return new Date(`${day}T00:00:00Z`).toUTCString().replace('GMT', '+0000');
}

type Entry = {id: string; title: string; link: string; summary: string; categories: {term: string; label: string}[]};

function entries(options: FeedOptions, list: readonly Release[]): Entry[] {
  const {lang, siteUrl, baseUrl, brand} = options;
  const brandText = (s: string) => s.replaceAll('{product}', brand.name);
  const docUrl = (slug: string, anchor?: string) =>
    `${siteUrl}${baseUrl}docs/${slug.replaceAll('{product}', brand.slug)}${anchor ? `#${anchor}` : ''}`;
  return list.flatMap((release) =>
    release.changes.map((change) => {
      const own = release.slug ? docUrl(release.slug, `change-${change.id}`) : undefined;
      const guide = change.page ? docUrl(change.page, change.anchor) : undefined;
      const link = own ?? guide ?? docUrl('release-notes');
      return {
        id: `${docUrl('release-notes')}#${release.version}/${change.id}`,
        title: `${release.name[lang]}: ${brandText(change.title[lang])}`,
        link,
        summary: `${KINDS[change.kind][lang]} · ${AREAS[change.area][lang]}. ${brandText(change.text[lang])}`,
        categories: [
          {term: change.kind, label: KINDS[change.kind][lang]},
          {term: change.area, label: AREAS[change.area][lang]},
        ],
      };
    }),
  );
}

/** The whole feed document. */
export function releaseFeedXml(options: FeedOptions): string {
  const {format, lang, siteUrl, baseUrl, brand} = options;
  const list = options.releases ?? allReleases;
  const updated = options.updated ?? RELEASES_UPDATED;
  const e = escapeXml;
  const title = TEXT[lang].title.replaceAll('{product}', brand.name);
  const description = TEXT[lang].description.replaceAll('{product}', brand.name);
  const home = `${siteUrl}${baseUrl}docs/release-notes`;
  const self = `${siteUrl}${baseUrl}${FEED_FILES[format]}`;
  const items = entries(options, list);
  const lines: string[] = ['<?xml version="1.0" encoding="utf-8"?>'];
  if (format === 'atom') {
    lines.push(
      `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${e(lang)}">`,
      `  <id>${e(home)}</id>`,
      `  <title>${e(title)}</title>`,
      `  <subtitle>${e(description)}</subtitle>`,
      `  <updated>${e(updated)}T00:00:00Z</updated>`,
      `  <link rel="self" type="application/atom+xml" href="${e(self)}"/>`,
      `  <link rel="alternate" type="text/html" href="${e(home)}"/>`,
      `  <author><name>${e(brand.name)}</name></author>`,
    );
    for (const item of items) {
      lines.push(
        '  <entry>',
        `    <id>${e(item.id)}</id>`,
        `    <title>${e(item.title)}</title>`,
        `    <updated>${e(updated)}T00:00:00Z</updated>`,
        `    <link rel="alternate" type="text/html" href="${e(item.link)}"/>`,
        ...item.categories.map((c) => `    <category term="${e(c.term)}" label="${e(c.label)}"/>`),
        `    <summary type="text">${e(item.summary)}</summary>`,
        '  </entry>',
      );
    }
    lines.push('</feed>');
  } else {
    lines.push(
      '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
      '  <channel>',
      `    <title>${e(title)}</title>`,
      `    <link>${e(home)}</link>`,
      `    <description>${e(description)}</description>`,
      `    <language>${e(lang === 'de' ? 'de-DE' : 'en-US')}</language>`,
      `    <lastBuildDate>${e(rfc822(updated))}</lastBuildDate>`,
      `    <atom:link href="${e(self)}" rel="self" type="application/rss+xml"/>`,
    );
    for (const item of items) {
      lines.push(
        '    <item>',
        `      <title>${e(item.title)}</title>`,
        `      <link>${e(item.link)}</link>`,
        `      <guid isPermaLink="false">${e(item.id)}</guid>`,
        ...item.categories.map((c) => `      <category>${e(c.label)}</category>`),
        `      <description>${e(item.summary)}</description>`,
        '    </item>',
      );
    }
    lines.push('  </channel>', '</rss>');
  }
  return `${lines.join('\n')}\n`;
}
