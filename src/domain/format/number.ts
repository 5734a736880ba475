/**
 * Plain numbers and percentages as the shop writes them: "1 234,5" / "1,234.5", "46,6%" / "46.6%".
 * Amounts of money are in ../money.ts (formatAmount, formatPln).
 *
 * Written by hand, exactly as Intl.NumberFormat('pl-PL') and ('en-GB') write them: the first Intl
 * number or date format a page makes loads the browser's locale data, 25–50 ms of main thread here
 * (a long task on a phone), and the account area wrote its first number while it started. Only a
 * chart's axis (formatAxisAmount, the reports page, whose charts use Intl themselves) still asks Intl.
 */
import type { FormatLocale } from './date';

const NBSP = '\u00a0';

/** The digits of a finite number ≥ 0 without an exponent: 1.5e-7 → ["0", "00000015"], 1e21 → ["1000…", ""]. */
function plainDigits(value: number): [whole: string, fraction: string] {
  // The shortest digits that read back as the number: what Intl rounds, too (1.005 is "1.005", not 1.00499…).
  const [mantissa = '0', exponentText = '0'] = String(value).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const digits = whole + fraction;
  const point = whole.length + Number(exponentText);
  if (point <= 0) return ['0', '0'.repeat(-point) + digits];
  if (point >= digits.length) return [digits.padEnd(point, '0'), ''];
  return [digits.slice(0, point), digits.slice(point)];
}

/** Adds one to a string of decimal digits ("199" → "200", "99" → "100"). */
function increment(digits: string): string {
  let carry = 1;
  let result = '';
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    const sum = Number(digits[index]) + carry;
    result = String(sum % 10) + result;
    carry = sum >= 10 ? 1 : 0;
  }
  return carry ? `1${result}` : result;
}

/** Rounds the digits to `fractionDigits` decimals, half away from zero, as Intl does. */
function roundDigits([whole, fraction]: [string, string], fractionDigits: number): [string, string] {
  if (fraction.length <= fractionDigits) return [whole, fraction];
  const kept = whole + fraction.slice(0, fractionDigits);
  const rounded = Number(fraction[fractionDigits]) >= 5 ? increment(kept).padStart(kept.length, '0') : kept;
  const split = rounded.length - fractionDigits;
  return [rounded.slice(0, split).replace(/^0+(?=\d)/, '') || '0', rounded.slice(split)];
}

/** The integer part grouped as each language does: Polish from five digits on (U+00A0), English from four (","). */
export function groupThousands(whole: string, locale: FormatLocale): string {
  if (locale === 'en') return whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return whole.length > 4 ? whole.replace(/\B(?=(\d{3})+$)/g, NBSP) : whole;
}

/**
 * A number written with `minimumFractionDigits` to `maximumFractionDigits` decimals; `shift` moves
 * the decimal point right first (2 for a percentage: exact, as Intl does, not a multiplication).
 */
export function writeDecimal(value: number, locale: FormatLocale, maximumFractionDigits: number, minimumFractionDigits = 0, shift = 0): string {
  if (Number.isNaN(value)) return 'NaN';
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  if (!Number.isFinite(value)) return `${sign}∞`;
  let [whole, fraction] = plainDigits(Math.abs(value));
  if (shift) [whole, fraction] = [(whole + fraction.padEnd(shift, '0').slice(0, shift)).replace(/^0+(?=\d)/, ''), fraction.slice(shift)];
  [whole, fraction] = roundDigits([whole, fraction], maximumFractionDigits);
  fraction = fraction.replace(/0+$/, '').padEnd(minimumFractionDigits, '0');
  const point = locale === 'en' ? '.' : ',';
  return `${sign}${groupThousands(whole, locale)}${fraction ? point + fraction : ''}`;
}

/** A number with at most `maximumFractionDigits` decimals (0 unless told). */
export function formatNumber(value: number, locale: FormatLocale = 'pl', maximumFractionDigits = 0): string {
  return writeDecimal(value, locale, maximumFractionDigits);
}

/** A share (0.466) as a percentage with one decimal at most: "46,6%" / "46.6%". */
export function formatPercent(share: number, locale: FormatLocale = 'pl'): string {
  return `${writeDecimal(share, locale, 1, 0, 2)}%`;
}

const INTL_LOCALE = { pl: 'pl-PL', en: 'en-GB' } as const;
const axisFormats = new Map<FormatLocale, Intl.NumberFormat>();

/** An amount on a chart's axis, short and exact enough to tell the ticks apart: "1,5 tys." / "1.5K". */
export function formatAxisAmount(value: number, locale: FormatLocale = 'pl'): string {
  let format = axisFormats.get(locale);
  if (!format) axisFormats.set(locale, (format = new Intl.NumberFormat(INTL_LOCALE[locale], { notation: 'compact', maximumFractionDigits: 1 })));
  return format.format(value);
}
