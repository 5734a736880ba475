/**
 * Plain numbers and percentages as the shop writes them: "1 234,5" / "1,234.5", "46,6%" / "46.6%".
 * Amounts of money are in ../money.ts (formatAmount, formatPln). Formats are made on first use and
 * kept: making one costs a phone a long task (its locale data).
 */
import type { FormatLocale } from './date';

const INTL_LOCALE = { pl: 'pl-PL', en: 'en-GB' } as const;
const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: FormatLocale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}:${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[locale], options);
    formats.set(key, format);
  }
  return format;
}

/** A number with at most `maximumFractionDigits` decimals (0 unless told). */
export function formatNumber(value: number, locale: FormatLocale = 'pl', maximumFractionDigits = 0): string {
  return numberFormat(locale, { maximumFractionDigits }).format(value);
}

/** A share (0.466) as a percentage with one decimal at most: "46,6%" / "46.6%". */
export function formatPercent(share: number, locale: FormatLocale = 'pl'): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(share);
}

/** An amount on a chart's axis, short and exact enough to tell the ticks apart: "1,5 tys." / "1.5K". */
export function formatAxisAmount(value: number, locale: FormatLocale = 'pl'): string {
  return numberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}
