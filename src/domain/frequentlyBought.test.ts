import { describe, expect, it } from 'vitest';
import { DEFAULT_FREQUENTLY_BOUGHT_PERIOD, FREQUENTLY_BOUGHT_PERIODS, isFrequentlyBoughtPeriod, periodFrom } from './frequentlyBought';

describe('frequently bought periods', () => {
  it('are Dzień=1, Tydzień=7, Miesiąc=30, Kwartał=90, Rok=365 with a month by default (spec §9)', () => {
    expect(FREQUENTLY_BOUGHT_PERIODS.map((period) => [period.key, period.days])).toEqual([
      ['day', 1], ['week', 7], ['month', 30], ['quarter', 90], ['year', 365],
    ]);
    expect(DEFAULT_FREQUENTLY_BOUGHT_PERIOD).toBe(30);
  });

  it('reads a period from a URL value, a number or a list, falling back to the month', () => {
    expect(periodFrom('7')).toBe(7);
    expect(periodFrom(365)).toBe(365);
    expect(periodFrom(['90'])).toBe(90);
    expect(periodFrom(' 1 ')).toBe(1);
    expect(periodFrom(undefined)).toBe(30);
    expect(periodFrom('5')).toBe(30);
    expect(periodFrom('7d')).toBe(30);
    expect(periodFrom('')).toBe(30);
    expect(isFrequentlyBoughtPeriod(90)).toBe(true);
    expect(isFrequentlyBoughtPeriod(31)).toBe(false);
  });
});
