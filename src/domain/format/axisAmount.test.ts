import { describe, expect, it } from 'vitest';
import { formatAxisAmount } from './axisAmount';

describe('a chart axis', () => {
  it('tells apart the ticks of a chart axis (no "1 tys., 2 tys., 2 tys.")', () => {
    const ticks = [0, 500, 1000, 1500, 2000, 2500];
    for (const locale of ['pl', 'en'] as const) expect(new Set(ticks.map((tick) => formatAxisAmount(tick, locale))).size).toBe(ticks.length);
    expect(formatAxisAmount(1500, 'pl')).toBe('1,5\u00a0tys.');
    expect(formatAxisAmount(1500, 'en')).toBe('1.5k');
  });
});
