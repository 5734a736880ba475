import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDay, formatLongDate, formatMonth, formatTime } from './date';

const warsaw = (locale: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { timeZone: 'Europe/Warsaw', ...options });

describe('formatDate', () => {
  it('formats ISO dates the Polish way, and the English way', () => {
    expect(formatDate('2026-11-20')).toBe('20.11.2026');
    expect(formatDate('2026-01-05', 'en')).toBe('05/01/2026');
  });
  it('reads the date of a date-time as written', () => {
    expect(formatDate('2026-03-01T23:30:00+01:00')).toBe('01.03.2026');
    expect(formatDate('2026-12-31T00:00:00Z', 'en')).toBe('31/12/2026');
  });
  it('returns what it cannot read', () => {
    expect(formatDate('soon')).toBe('soon');
  });
});

describe('moments in Warsaw', () => {
  it('writes the day, the time and both as Intl does in the Europe/Warsaw zone, summer and winter', () => {
    const numeric = { pl: warsaw('pl-PL', { day: '2-digit', month: '2-digit', year: 'numeric' }), en: warsaw('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric' }) };
    const time = warsaw('pl-PL', { hour: '2-digit', minute: '2-digit' });
    const long = { pl: warsaw('pl-PL', { day: 'numeric', month: 'long', year: 'numeric' }), en: warsaw('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }) };
    const weekday = { pl: warsaw('pl-PL', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }), en: warsaw('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }) };
    for (let month = 0; month < 12; month += 1) {
      for (const [day, hour] of [[1, 0], [9, 22], [10, 23], [28, 12]] as const) {
        const moment = new Date(Date.UTC(2026, month, day, hour, 7));
        for (const locale of ['pl', 'en'] as const) {
          const iso = moment.toISOString();
          expect(formatDay(iso, locale)).toBe(numeric[locale].format(moment));
          expect(formatDateTime(iso, locale)).toBe(`${numeric[locale].format(moment)}, ${time.format(moment)}`);
          expect(formatLongDate(moment, locale)).toBe(long[locale].format(moment));
          expect(formatLongDate(moment, locale, { weekday: true })).toBe(weekday[locale].format(moment));
        }
        expect(formatTime(moment)).toBe(time.format(moment));
      }
    }
  });

  it('puts an order placed late in the evening (UTC) on the next day in Warsaw', () => {
    expect(formatDay('2026-11-26T23:30:00Z')).toBe('27.11.2026');
    expect(formatDateTime('2026-06-30T22:15:00Z', 'en')).toBe('01/07/2026, 00:15');
  });

  it('keeps a bare date on its own day', () => {
    expect(formatLongDate('2026-12-31', 'pl', { weekday: true })).toBe('czwartek, 31 grudnia 2026');
    expect(formatDay('2026-01-01', 'en')).toBe('01/01/2026');
  });

  it('returns what it cannot read as given', () => {
    expect(formatDay('wkrótce')).toBe('wkrótce');
    expect(formatDateTime('wkrótce')).toBe('wkrótce');
    expect(formatLongDate('soon', 'en')).toBe('soon');
  });
});

describe('formatMonth', () => {
  it('writes a month short for an axis and long on its own, in both languages', () => {
    expect(formatMonth('2026-11', 'pl', 'short')).toBe('lis 26');
    expect(formatMonth('2026-09', 'en', 'short')).toBe('Sep 26');
    expect(formatMonth('2026-11')).toBe('listopad 2026');
    expect(formatMonth('2027-01-01', 'en')).toBe('January 2027');
    expect(formatMonth('2026-13', 'en')).toBe('2026-13');
  });
});
