import { describe, expect, it } from 'vitest';
import { formatDate, formatMediumDate } from './date';

describe('formatDate', () => {
  it('formats ISO dates the Polish way', () => {
    expect(formatDate('2026-11-20')).toBe('20.11.2026');
    expect(formatDate('2026-01-05', 'en')).toBe('05/01/2026');
  });
  it('reads the date of a date-time and keeps the calendar day (UTC)', () => {
    expect(formatDate('2026-03-01T23:30:00+01:00')).toBe('01.03.2026');
    expect(formatDate('2026-12-31T00:00:00Z', 'en')).toBe('31/12/2026');
  });
  it('returns what it cannot read', () => {
    expect(formatDate('soon')).toBe('soon');
  });
});

describe('formatMediumDate', () => {
  it('writes a day as Intl.DateTimeFormat does with dateStyle "medium", in both languages', () => {
    const intl = { pl: new Intl.DateTimeFormat('pl-PL', { dateStyle: 'medium' }), en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' }) };
    for (let month = 0; month < 12; month += 1) {
      for (const day of [1, 9, 10, 28]) {
        const moment = new Date(2026, month, day, 23, 59);
        for (const locale of ['pl', 'en'] as const) {
          expect(formatMediumDate(moment, locale)).toBe(intl[locale].format(moment));
          expect(formatMediumDate(moment.toISOString(), locale)).toBe(intl[locale].format(moment));
        }
      }
    }
  });

  it('returns what it cannot read as given', () => {
    expect(formatMediumDate('wkrótce')).toBe('wkrótce');
  });
});
