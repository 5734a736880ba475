import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount } from './grouping';
import { formatNumber, formatPercent } from './number';

const INTL = { pl: 'pl-PL', en: 'en-GB' } as const;
const locales = fc.constantFrom<'pl' | 'en'>('pl', 'en');
/** Numbers of every kind: any double, amounts with a few decimals (where halves are), and huge and tiny ones. */
const numbers = fc.oneof(
  fc.double(),
  fc.integer({ min: -10_000_000, max: 10_000_000 }).map((n) => n / 1000),
  fc.integer({ min: -2_000_000, max: 2_000_000 }).map((n) => n / 10 + 0.05),
  fc.integer(),
  fc.constantFrom(0, -0, 1.005, 2.5, -2.5, 0.0005, 0.9995, 1e21, 1.5e-7, 5e-324, Number.MAX_VALUE, 99_999.95),
);

describe('numbers', () => {
  it('groups thousands and writes decimals as each language does', () => {
    expect(formatNumber(99999, 'pl')).toBe('99\u00a0999');
    expect(formatNumber(1234, 'pl')).toBe('1234');
    expect(formatNumber(99999, 'en')).toBe('99,999');
    expect(formatNumber(3.45, 'pl', 1)).toBe('3,5');
    expect(formatNumber(3.45, 'en', 1)).toBe('3.5');
    expect(formatNumber(1.005, 'pl', 2)).toBe('1,01');
  });

  it('writes every number exactly as Intl.NumberFormat does, without asking it', () => {
    fc.assert(
      fc.property(numbers, locales, fc.integer({ min: 0, max: 3 }), (value, locale, digits) => {
        expect(formatNumber(value, locale, digits)).toBe(new Intl.NumberFormat(INTL[locale], { maximumFractionDigits: digits }).format(value));
      }),
      { numRuns: 3000 },
    );
  });

  it('writes a share as a percentage in the language of the page', () => {
    expect(formatPercent(0.466, 'pl')).toBe('46,6%');
    expect(formatPercent(0.466, 'en')).toBe('46.6%');
    expect(formatPercent(12.3456, 'pl')).toBe('1234,6%');
  });

  it('writes every share as Intl.NumberFormat does a percentage (the point moved, not multiplied)', () => {
    fc.assert(
      fc.property(numbers, locales, (share, locale) => {
        expect(formatPercent(share, locale)).toBe(new Intl.NumberFormat(INTL[locale], { style: 'percent', maximumFractionDigits: 1 }).format(share));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('whole numbers of things', () => {
  it('are written as Intl.NumberFormat writes whole numbers', () => {
    fc.assert(
      fc.property(fc.integer(), locales, (count, locale) => {
        expect(formatCount(count, locale)).toBe(new Intl.NumberFormat(INTL[locale]).format(count));
      }),
      { numRuns: 2000 },
    );
  });
});
