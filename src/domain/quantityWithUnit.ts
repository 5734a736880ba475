/**
 * A quantity and its unit as a line of an order, an invoice or an offer reads: "1 ryza", "5 ryz",
 * "12 500 szt.", "2 reams". Apart from unitCount.ts, whose inflection the storefront's first scripts
 * carry (the texts' `unit` format), so that they do not carry the number format too.
 */
import type { FormatLocale } from './format/date';
import { formatNumber } from './format/number';
import { unitFor } from './unitCount';

export function quantityWithUnit(quantity: number, uom: string, locale: FormatLocale): string {
  return `${formatNumber(quantity, locale, 3)} ${unitFor(uom, quantity, locale)}`;
}
