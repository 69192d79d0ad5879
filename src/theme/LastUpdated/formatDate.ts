/**
 * The date of a page's last change as `Intl.DateTimeFormat` writes it with
 * `{day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'}`, without Intl for the
 * site's languages: the first `Intl.DateTimeFormat` on a page loads the locale's data, about
 * 30 ms of start-up on every doc page (see src/plugins/startup/blogDates.ts). A unit test
 * compares it with Intl's output.
 */
const MONTHS: Record<string, readonly string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
};

export const LAST_UPDATED_FORMAT: Intl.DateTimeFormatOptions = {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'};

export function formatLastUpdated(timestamp: number, locale: string): string {
  const date = new Date(timestamp);
  const language = locale.split('-')[0] ?? '';
  const months = MONTHS[language];
  if (!months) return new Intl.DateTimeFormat(locale, LAST_UPDATED_FORMAT).format(date);
  const [day, month, year] = [date.getUTCDate(), months[date.getUTCMonth()], date.getUTCFullYear()];
  return language === 'de' ? `${day}. ${month} ${year}` : `${month} ${day}, ${year}`;
}
