/**
 * Plain numbers and percentages as the shop writes them: "1 234,5" / "1,234.5", "46,6%" / "46.6%".
 * Amounts of money are in ../money.ts (formatAmount, formatPln).
 *
 * Written by hand, exactly as Intl.NumberFormat('pl-PL') and ('en-GB') write them: the first Intl
 * number or date format a page makes loads the browser's locale data, 25–50 ms of main thread here
 * (a long task on a phone), and the account area wrote its first number while it started. Only a
 * chart's axis (axisAmount.ts: the charts use Intl themselves) still asks Intl.
 */
import type { FormatLocale } from './date';
import { DECIMAL_POINT, groupThousands } from './grouping';

/**
 * A number written with at most `maximumFractionDigits` decimals; `shift` moves the decimal point
 * right first (2 for a percentage: exact, as Intl does, not a multiplication).
 */
function writeDecimal(value: number, locale: FormatLocale, maximumFractionDigits: number, shift = 0): string {
  if (Number.isNaN(value)) return 'NaN';
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  if (!Number.isFinite(value)) return `${sign}∞`;
  // The shortest digits that read back as the number, which Intl rounds too (1.005 is "1.005", not
  // 1.00499…), as an integer of units of the last decimal kept, rounded half away from zero.
  const [mantissa = '0', exponent = '0'] = String(Math.abs(value)).split('e');
  const [whole = '', fraction = ''] = mantissa.split('.');
  const scale = Number(exponent) - fraction.length + shift + maximumFractionDigits;
  const digits = BigInt(whole + fraction);
  const unit = 10n ** BigInt(Math.abs(scale));
  const units = scale >= 0 ? digits * unit : (digits * 2n + unit) / (2n * unit);
  const written = units.toString().padStart(maximumFractionDigits + 1, '0');
  const point = written.length - maximumFractionDigits;
  const decimals = written.slice(point).replace(/0+$/, '');
  return `${sign}${groupThousands(written.slice(0, point), locale)}${decimals ? DECIMAL_POINT[locale] + decimals : ''}`;
}

/** A number with at most `maximumFractionDigits` decimals (0 unless told). */
export function formatNumber(value: number, locale: FormatLocale = 'pl', maximumFractionDigits = 0): string {
  return writeDecimal(value, locale, maximumFractionDigits);
}

/** A share (0.466) as a percentage with one decimal at most: "46,6%" / "46.6%". */
export function formatPercent(share: number, locale: FormatLocale = 'pl'): string {
  return `${writeDecimal(share, locale, 1, 2)}%`;
}
