/**
 * Thousands grouped as pl-PL and en-GB group them, for every number the shop writes by hand
 * (money.ts, number.ts). Apart from number.ts so the storefront's first scripts carry only this.
 */
import type { FormatLocale } from './date';

/** The integer part grouped as each language does: Polish from five digits on (U+00A0), English from four (","). */
export function groupThousands(whole: string, locale: FormatLocale): string {
  if (locale === 'en') return whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return whole.length > 4 ? whole.replace(/\B(?=(\d{3})+$)/g, '\u00a0') : whole;
}

/** The decimal point of each language. */
export const DECIMAL_POINT = { pl: ',', en: '.' } as const satisfies Record<FormatLocale, string>;

/** A whole number of things (a quantity, a limit): "100 000" / "100,000". */
export function formatCount(count: number, locale: FormatLocale): string {
  return `${count < 0 ? '-' : ''}${groupThousands(String(Math.abs(Math.round(count))), locale)}`;
}
