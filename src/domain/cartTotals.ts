/**
 * The money of a cart or an order. The unit price is rounded to grosze first, net and gross each
 * (the gross from the net and the VAT rate); a line's value is that unit price times the quantity,
 * net and gross each, so a line always reads "quantity × unit price shown = value" on every page
 * and document, whichever of net or gross the buyer sees (docs/adr/0002-line-values.md). Every
 * total is a sum of line amounts, so the lines, the VAT summary (VAT = gross − net per rate) and
 * the grand total agree to the grosz. All arithmetic is done in whole grosze (integers); amounts
 * leave as złoty with two decimals.
 */
import type { VatSummaryLine } from '../generated/model';
import { grossFromNet, round2 } from './money';

/** A net and a gross amount in złoty. */
export interface NetGross {
  net: number;
  gross: number;
}

/** One priced line: the unit net price, VAT rate in percent and deposit (kaucja) per unit, outside VAT. */
export interface TotalsLine {
  unitNet: number;
  quantity: number;
  vatRate: number;
  deposit: number | null;
}

export interface CartTotals {
  /** Each line's value (`lineValue`: the rounded unit net and unit gross, each × quantity). */
  lines: NetGross[];
  /** Sum of the lines (goods before the discount). */
  goods: NetGross;
  /** What the discount takes off the goods (split over VAT rates, gross per rate). */
  discount: NetGross;
  /** Deposits: net equals gross. */
  deposits: NetGross;
  delivery: NetGross;
  /** goods − discount + deposits + delivery. */
  grandTotal: NetGross;
  /** Goods after the discount plus delivery, by VAT rate (highest first); deposits are not in it. */
  vatSummary: VatSummaryLine[];
}

const toCents = (amount: number): number => Math.round(amount * 100);
const fromCents = (cents: number): number => cents / 100;
const grossCents = (netCents: number, vatRate: number): number => toCents(grossFromNet(fromCents(netCents), vatRate));

/** The unit price as shown: net rounded to grosze, gross from that net rounded to grosze. */
export function unitPrice(unitNet: number, vatRate: number): NetGross {
  return { net: round2(unitNet), gross: grossFromNet(unitNet, vatRate) };
}

/** Whole grosze of a unit amount times a quantity (rounded per line, for a fractional quantity). */
const timesQuantity = (unitCents: number, quantity: number): number => Math.round(unitCents * quantity);

/**
 * A line's value: the unit price shown (rounded to grosze, net and gross) times the quantity, net
 * and gross each — never computed from an unrounded price. The one rule of every line value.
 */
export function lineValue(unitNet: number, quantity: number, vatRate: number): NetGross {
  const unit = unitPrice(unitNet, vatRate);
  return { net: fromCents(timesQuantity(toCents(unit.net), quantity)), gross: fromCents(timesQuantity(toCents(unit.gross), quantity)) };
}

/**
 * Splits a discount (net, in grosze) over parts in proportion to their amounts, by the largest
 * remainder, so the shares add up exactly to the discount and none exceeds its part.
 */
export function splitProportionally(totalCents: number, partsCents: number[]): number[] {
  const base = partsCents.reduce((sum, part) => sum + part, 0);
  if (base <= 0 || totalCents <= 0) return partsCents.map(() => 0);
  const capped = Math.min(totalCents, base);
  const exact = partsCents.map((part) => (capped * part) / base);
  const shares = exact.map(Math.floor);
  let left = capped - shares.reduce((sum, share) => sum + share, 0);
  const order = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    if (shares[index] < partsCents[index]) {
      shares[index] += 1;
      left -= 1;
    }
  }
  return shares;
}

/**
 * Totals of priced lines with a discount on the goods (net, in złoty; capped at the goods' net)
 * and a delivery fee (net, at `deliveryVat`).
 */
export function cartTotals(lines: readonly TotalsLine[], options: { discountNet?: number; deliveryNet?: number; deliveryVat?: number } = {}): CartTotals {
  const deliveryVat = options.deliveryVat ?? 23;
  const lineValues = lines.map((line) => lineValue(line.unitNet, line.quantity, line.vatRate));
  const values = lines.map((line, index) => ({ net: toCents(lineValues[index].net), vatRate: line.vatRate }));
  const lineGross = lineValues.map((value) => toCents(value.gross));
  const depositCents = lines.reduce((sum, line) => sum + (line.deposit === null ? 0 : toCents(line.deposit) * line.quantity), 0);

  // Goods by VAT rate: sums of the lines' nets and grosses.
  const rates = [...new Set(values.map((value) => value.vatRate))].sort((a, b) => b - a);
  const byRate = rates.map((vatRate) => {
    let net = 0;
    let gross = 0;
    values.forEach((value, index) => {
      if (value.vatRate !== vatRate) return;
      net += value.net;
      gross += lineGross[index];
    });
    return { vatRate, net, gross };
  });

  // The discount is split over the rates by their net share; each share's gross comes from its net.
  const shares = splitProportionally(Math.max(0, toCents(options.discountNet ?? 0)), byRate.map((rate) => rate.net));
  const discountGross = shares.map((share, index) => grossCents(share, byRate[index].vatRate));

  const summary = byRate.map((rate, index) => ({ vatRate: rate.vatRate, net: rate.net - shares[index], gross: rate.gross - discountGross[index] }));
  const deliveryCents = Math.max(0, toCents(options.deliveryNet ?? 0));
  const deliveryGross = grossCents(deliveryCents, deliveryVat);
  if (deliveryCents > 0) {
    const row = summary.find((rate) => rate.vatRate === deliveryVat);
    if (row) {
      row.net += deliveryCents;
      row.gross += deliveryGross;
    } else {
      summary.push({ vatRate: deliveryVat, net: deliveryCents, gross: deliveryGross });
      summary.sort((a, b) => b.vatRate - a.vatRate);
    }
  }

  const goods = { net: byRate.reduce((sum, rate) => sum + rate.net, 0), gross: byRate.reduce((sum, rate) => sum + rate.gross, 0) };
  const discount = { net: shares.reduce((sum, share) => sum + share, 0), gross: discountGross.reduce((sum, gross) => sum + gross, 0) };
  const amounts = (net: number, gross: number): NetGross => ({ net: fromCents(net), gross: fromCents(gross) });
  return {
    lines: values.map((value, index) => amounts(value.net, lineGross[index])),
    goods: amounts(goods.net, goods.gross),
    discount: amounts(discount.net, discount.gross),
    deposits: amounts(depositCents, depositCents),
    delivery: amounts(deliveryCents, deliveryGross),
    grandTotal: amounts(goods.net - discount.net + depositCents + deliveryCents, goods.gross - discount.gross + depositCents + deliveryGross),
    vatSummary: summary.map((rate) => ({ vatRate: rate.vatRate, net: fromCents(rate.net), vat: fromCents(rate.gross - rate.net), gross: fromCents(rate.gross) })),
  };
}
