import { describe, expect, it } from 'vitest';
import { formatAxisAmount, formatNumber, formatPercent } from './number';

describe('numbers', () => {
  it('groups thousands and writes decimals as each language does', () => {
    expect(formatNumber(99999, 'pl')).toBe('99\u00a0999');
    expect(formatNumber(99999, 'en')).toBe('99,999');
    expect(formatNumber(3.45, 'pl', 1)).toBe('3,5');
    expect(formatNumber(3.45, 'en', 1)).toBe('3.5');
  });

  it('writes a share as a percentage in the language of the page', () => {
    expect(formatPercent(0.466, 'pl')).toBe('46,6%');
    expect(formatPercent(0.466, 'en')).toBe('46.6%');
  });

  it('tells apart the ticks of a chart axis (no "1 tys., 2 tys., 2 tys.")', () => {
    const ticks = [0, 500, 1000, 1500, 2000, 2500];
    for (const locale of ['pl', 'en'] as const) expect(new Set(ticks.map((tick) => formatAxisAmount(tick, locale))).size).toBe(ticks.length);
    expect(formatAxisAmount(1500, 'pl')).toBe('1,5\u00a0tys.');
    expect(formatAxisAmount(1500, 'en')).toBe('1.5k');
  });
});
