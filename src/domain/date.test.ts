import { describe, expect, it } from 'vitest';
import { formatDate } from './date';

describe('formatDate', () => {
  it('formats ISO dates the Polish way', () => {
    expect(formatDate('2026-11-20')).toBe('20.11.2026');
    expect(formatDate('2026-01-05', 'en')).toBe('05/01/2026');
  });
  it('returns what it cannot read', () => {
    expect(formatDate('soon')).toBe('soon');
  });
});
