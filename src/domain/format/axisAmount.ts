/**
 * A chart axis's amounts in compact notation, the one number format still made by Intl (number.ts
 * says why the others are not): only the charts use it, and they use Intl themselves.
 */
import type { FormatLocale } from './date';

const INTL_LOCALE = { pl: 'pl-PL', en: 'en-GB' } as const;
const axisFormats = new Map<FormatLocale, Intl.NumberFormat>();

/** An amount on a chart's axis, short and exact enough to tell the ticks apart: "1,5 tys." / "1.5K". */
export function formatAxisAmount(value: number, locale: FormatLocale = 'pl'): string {
  let format = axisFormats.get(locale);
  if (!format) axisFormats.set(locale, (format = new Intl.NumberFormat(INTL_LOCALE[locale], { notation: 'compact', maximumFractionDigits: 1 })));
  return format.format(value);
}
