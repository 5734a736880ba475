import { describe, expect, it } from 'vitest';
import { formatDate } from './date';

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
