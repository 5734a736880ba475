import type { Money } from '../generated/model';

/** Polish number format with exactly two decimals: "1234,50", "12 345,50" (U+00A0 groups 5+ digits). */
const amountFormat = new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Polish currency format: "1234,50 zł" (U+00A0 before "zł"). */
const plnFormat = new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN' });

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

/** "1234,50" / "12 345,50" (no currency). */
export function formatAmount(amount: number): string {
  return amountFormat.format(round2(amount));
}

/** "1234,50 zł" / "12 345,50 zł". */
export function formatPln(amount: number): string {
  return plnFormat.format(round2(amount));
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
