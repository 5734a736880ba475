import type { Money } from '../generated/model';
import { DECIMAL_POINT, groupThousands } from './format/grouping';

export const CURRENCY_PREFIX = '';
export const CURRENCY_POSTFIX = 'zł';

/** Rounds half away from zero to two decimals, immune to binary artefacts (1.005 → 1.01). */
export function round2(value: number): number {
  if (!Number.isFinite(value)) return value;
  const sign = value < 0 ? -1 : 1;
  const shifted = Number(`${Number(Math.abs(value).toPrecision(15))}e2`);
  const rounded = Number(`${Math.round(shifted)}e-2`);
  return rounded === 0 ? 0 : sign * rounded;
}

/** Gross from net and a VAT rate in percent, computed in whole grosze. */
export function grossFromNet(net: number, vatRate: number): number {
  const netCents = Math.round(round2(net) * 100);
  const grossCents = netCents * (100 + vatRate);
  const sign = grossCents < 0 ? -1 : 1;
  return (sign * Math.round(Math.abs(grossCents) / 100)) / 100;
}

const NBSP = '\u00a0';

/** The languages amounts are written in. */
export type MoneyLocale = 'pl' | 'en';

/**
 * "1234,50" / "12 345,50" / "-5,50" (no currency) in Polish, thousands grouped by U+00A0 from five
 * digits on; "1,234.50" / "-5.50" in English: exactly two decimals, as Intl.NumberFormat('pl-PL') and
 * ('en-GB') write them. Built by hand (format/number.ts says why); every price goes through here.
 */
export function formatAmount(amount: number, locale: MoneyLocale = 'pl'): string {
  const value = round2(amount);
  if (!Number.isFinite(value)) return String(value);
  // The shortest digits that read back as the amount (what Intl writes too); rounded to grosze, the
  // amount has two decimals at most. From 1e21 on JavaScript writes an exponent: "1.5e+21".
  const [mantissa = '0', exponent] = String(Math.abs(value)).split('e+');
  let [whole = '0', fraction = ''] = mantissa.split('.');
  if (exponent) [whole, fraction] = [whole + fraction.padEnd(Number(exponent), '0'), ''];
  return `${value < 0 ? '-' : ''}${groupThousands(whole, locale)}${DECIMAL_POINT[locale]}${fraction.padEnd(2, '0')}`;
}

/** The currency around an amount: "1234,50 zł" in Polish, "PLN 1,234.50" in English. */
export const CURRENCY = {
  pl: { prefix: CURRENCY_PREFIX, postfix: CURRENCY_POSTFIX },
  en: { prefix: 'PLN', postfix: '' },
} as const satisfies Record<MoneyLocale, { prefix: string; postfix: string }>;

/** "1234,50 zł" / "12 345,50 zł" in Polish, "PLN 1,234.50" / "-PLN 5.50" in English. */
export function formatPln(amount: number, locale: MoneyLocale = 'pl'): string {
  const written = formatAmount(amount, locale);
  if (locale === 'pl') return `${written}${NBSP}${CURRENCY_POSTFIX}`;
  if (!/\d/.test(written)) return `${CURRENCY.en.prefix}${written}`;
  return written.startsWith('-') ? `-${CURRENCY.en.prefix}${NBSP}${written.slice(1)}` : `${CURRENCY.en.prefix}${NBSP}${written}`;
}

/** A Money written for a language: its formatted amounts and currency in that language's way. */
export function moneyInLocale<T extends Money>(value: T, locale: MoneyLocale): T {
  return { ...value, netFormatted: formatAmount(value.net, locale), grossFormatted: formatAmount(value.gross, locale), currencyPrefix: CURRENCY[locale].prefix, currencyPostfix: CURRENCY[locale].postfix };
}

/** The Money object from a net amount and VAT rate (percent). */
export function money(net: number, vatRate: number): Money {
  return moneyFromNetGross(net, grossFromNet(net, vatRate));
}

/** The Money object from already known net and gross amounts. */
export function moneyFromNetGross(net: number, gross: number): Money {
  const n = round2(net);
  const g = round2(gross);
  return {
    net: n,
    gross: g,
    netFormatted: formatAmount(n),
    grossFormatted: formatAmount(g),
    currencyPrefix: CURRENCY_PREFIX,
    currencyPostfix: CURRENCY_POSTFIX,
  };
}

/** Zero złoty. */
export const ZERO_MONEY: Money = moneyFromNetGross(0, 0);

/** Sum of Money objects: nets and grosses are added separately (line-wise VAT). */
export function sumMoney(list: readonly Pick<Money, 'net' | 'gross'>[]): Money {
  let netCents = 0;
  let grossCents = 0;
  for (const item of list) {
    netCents += Math.round(round2(item.net) * 100);
    grossCents += Math.round(round2(item.gross) * 100);
  }
  return moneyFromNetGross(netCents / 100, grossCents / 100);
}

/** A Money multiplied by a quantity (net and gross each, e.g. a cart line). */
export function multiplyMoney(unit: Pick<Money, 'net' | 'gross'>, quantity: number): Money {
  return moneyFromNetGross(
    Math.round(round2(unit.net) * 100 * quantity) / 100,
    Math.round(round2(unit.gross) * 100 * quantity) / 100,
  );
}
