/** The date of a page's last change (src/theme/LastUpdated/formatDate.ts) reads as Intl writes it. */
import {describe, it, expect} from 'vitest';
import {formatLastUpdated, LAST_UPDATED_FORMAT} from '../../src/theme/LastUpdated/formatDate';

describe('last updated date', () => {
  it('is what Intl.DateTimeFormat writes, in English and German, for every month and around midnight UTC', () => {
    for (const locale of ['en', 'en-US', 'de', 'de-DE']) {
      const intl = new Intl.DateTimeFormat(locale, LAST_UPDATED_FORMAT);
      for (let month = 0; month < 12; month += 1) {
        for (const time of [Date.UTC(2026, month, 1, 0, 0, 0), Date.UTC(2025, month, 28, 23, 59, 59)]) {
          expect(formatLastUpdated(time, locale), `${locale} ${new Date(time).toISOString()}`).toBe(intl.format(time));
        }
      }
    }
  });

  it('falls back to Intl for other languages', () => {
    const time = Date.UTC(2026, 10, 23);
    expect(formatLastUpdated(time, 'fr')).toBe(new Intl.DateTimeFormat('fr', LAST_UPDATED_FORMAT).format(time));
  });
});
