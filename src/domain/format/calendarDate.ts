/**
 * A calendar date as the shop writes it: "20.11.2026" (pl) or "20/11/2026" (en) — the part of
 * date.ts that a product tile's quantity needs, without the time zone's rules.
 */
export type FormatLocale = 'pl' | 'en';

const SEPARATOR = { pl: '.', en: '/' } as const;

export const twoDigits = (value: number) => String(value).padStart(2, '0');

export const numericDay = (clock: { year: number; month: number; day: number }, locale: FormatLocale) =>
  [twoDigits(clock.day), twoDigits(clock.month), String(clock.year)].join(SEPARATOR[locale]);

/**
 * A calendar date (`2026-11-20`, or the date part of an ISO date-time, as written): "20.11.2026" (pl)
 * or "20/11/2026" (en). For the date of a moment (an order's time) use formatDay.
 */
export function formatDate(iso: string, locale: FormatLocale = 'pl'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return iso;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime())) return iso;
  return numericDay({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }, locale);
}

