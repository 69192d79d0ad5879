/**
 * The site's UI strings (`<Translate id>`) for code that runs at build time: the German
 * messages of `i18n/de/code.json`, so that a table in a page's Markdown has the same headings
 * as on the page. Node only (reads the file).
 */
import fs from 'node:fs';
import path from 'node:path';
import {brandName} from '../../../brandText';
import type {Translator} from './components';

/** Fills `{name}` placeholders that have a value; others stay as written. */
export function interpolate(message: string, values: Record<string, string | number> = {}): string {
  return message.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** A translator from a table of messages (id → message); ids it lacks fall back to the default message. */
export function translator(messages: Record<string, string>, brand: {name: string; slug: string}): Translator {
  return (id, message, values) => interpolate(brandName(messages[id] ?? message, brand), values);
}

/** The messages of a locale's `code.json`; none for the default locale, whose messages are the defaults. */
export function readMessages(siteDir: string, locale: string, defaultLocale = 'en'): Record<string, string> {
  if (locale === defaultLocale) return {};
  const file = path.join(siteDir, 'i18n', locale, 'code.json');
  if (!fs.existsSync(file)) return {};
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, {message?: string}>;
  return Object.fromEntries(Object.entries(data).flatMap(([id, v]) => (typeof v?.message === 'string' ? [[id, v.message]] : [])));
}
