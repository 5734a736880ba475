import { formatCount } from '../format/grouping';

/**
 * The largest quantity of one product in a cart, an order or a list (the contract's maximum), and the
 * sentence a shopper reads when a quantity goes over it — never the request's field name.
 */
export const MAX_LINE_QUANTITY = 100_000;

export function quantityMaximumMessage(locale: 'pl' | 'en' = 'pl'): string {
  return locale === 'en'
    ? `The maximum quantity is ${formatCount(MAX_LINE_QUANTITY, 'en')}.`
    : `Maksymalna ilość to ${formatCount(MAX_LINE_QUANTITY, 'pl')}.`;
}

/** Whether a quantity is within the maximum. */
export const withinQuantityMaximum = (quantity: number): boolean => quantity <= MAX_LINE_QUANTITY;
