import type { Money } from '../generated/model';

/** Discount percent from the old and the current price, rounded; 0 when there is none. */
export function discountPercent(oldPrice: number | null | undefined, price: number): number {
  if (oldPrice === null || oldPrice === undefined || !(oldPrice > 0) || !(price < oldPrice)) return 0;
  return Math.round(((oldPrice - price) / oldPrice) * 100);
}

/** The amount shown: net or gross per the user's setting. */
export function moneyAmount(money: Pick<Money, 'net' | 'gross'>, showNetPrices: boolean): number {
  return showNetPrices ? money.net : money.gross;
}

/** What the API writes of an amount: its formatted net and gross and the currency around them. */
export type WrittenMoney = Pick<Money, 'netFormatted' | 'grossFormatted' | 'currencyPostfix'> & { currencyPrefix?: string };

/** "123,45 zł" / "PLN 123.45" from the API's formatted strings (non-breaking space before the currency). */
export function formatMoney(money: WrittenMoney, showNetPrices: boolean): string {
  const amount = showNetPrices ? money.netFormatted : money.grossFormatted;
  const prefix = money.currencyPrefix ? `${money.currencyPrefix}\u00a0` : '';
  const postfix = money.currencyPostfix ? `\u00a0${money.currencyPostfix}` : '';
  return `${prefix}${amount}${postfix}`;
}

/**
 * "Najniższa cena z 30 dni" is shown when an old price exists and the product is not outlet.
 */
export function showsLowestPrice30Days(product: { priceBeforeDiscountObject: Money | null; outletType: string | null }): boolean {
  return product.priceBeforeDiscountObject !== null && !product.outletType;
}
