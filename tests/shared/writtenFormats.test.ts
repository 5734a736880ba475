import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay } from '../../src/domain/format/date';
import { formatPercent } from '../../src/domain/format/number';
import { formatPln } from '../../src/domain/money';
import { formatProblems } from './writtenFormats';

describe('formatProblems', () => {
  it('accepts what the shop\'s formatters write, in each language', () => {
    for (const locale of ['pl', 'en'] as const) {
      const text = `Razem ${formatPln(20416.14, locale)}, rabat ${formatPln(-5.5, locale)}, ${formatPln(999, locale)}; ${formatDay('2026-11-26', locale)}, ${formatDateTime('2026-11-26T08:30:00Z', locale)}; ${formatPercent(0.466, locale)}`;
      expect(formatProblems(text, locale), text).toEqual([]);
    }
  });

  it('finds an amount, a day and a percentage written the other language\'s way', () => {
    expect(formatProblems('Total 20 416,14 zł on 26.11.2026, 46,6%', 'en')).toEqual(['amount "20 416,14 zł"', 'day "26.11.2026"', 'percent "46,6%"']);
    expect(formatProblems('Razem PLN 1,234.50, 26/11/2026, 46.6%', 'pl')).toEqual(['amount "PLN 1,234.50"', 'day "26/11/2026"', 'percent "46.6%"']);
  });
});
