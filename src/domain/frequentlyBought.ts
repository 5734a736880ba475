/**
 * "Często kupowane" (spec §7 "Search and products", §9): products the company bought often in a
 * period of days back. The periods and their default are the spec's; the demo API uses the same.
 */

/** The periods a buyer may choose, with the label key of each (Dzień, Tydzień, Miesiąc, Kwartał, Rok). */
export const FREQUENTLY_BOUGHT_PERIODS = [
  { days: 1, key: 'day' },
  { days: 7, key: 'week' },
  { days: 30, key: 'month' },
  { days: 90, key: 'quarter' },
  { days: 365, key: 'year' },
] as const;

export type FrequentlyBoughtPeriod = (typeof FREQUENTLY_BOUGHT_PERIODS)[number]['days'];

/** Spec §9: a month unless the buyer chooses otherwise. */
export const DEFAULT_FREQUENTLY_BOUGHT_PERIOD: FrequentlyBoughtPeriod = 30;

/** The account's frequently-bought listing shows 24 products a page. */
export const FREQUENTLY_BOUGHT_PAGE_SIZE = 24;

export function isFrequentlyBoughtPeriod(days: unknown): days is FrequentlyBoughtPeriod {
  return FREQUENTLY_BOUGHT_PERIODS.some((period) => period.days === days);
}

/**
 * The period a value (a URL filter, a select's value) names: one of the five, else the default.
 * A hand-edited URL with `period=5` shows the month rather than an error.
 */
export function periodFrom(value: unknown): FrequentlyBoughtPeriod {
  const candidate = Array.isArray(value) ? value[0] : value;
  const days = typeof candidate === 'number' ? candidate : typeof candidate === 'string' && /^\d+$/.test(candidate.trim()) ? Number(candidate) : NaN;
  return isFrequentlyBoughtPeriod(days) ? days : DEFAULT_FREQUENTLY_BOUGHT_PERIOD;
}
