import type { SalesOrderSummary } from '../../generated/model';
import { formatMoney } from '../../domain/price';

/** The order's value as the user sees prices (net or gross setting), e.g. "1 234,56 zł". */
export function orderValue(order: Pick<SalesOrderSummary, 'grandTotal'>, showNetPrices: boolean): string {
  const { grandTotal } = order;
  return formatMoney(grandTotal, showNetPrices);
}

/** By how much (net PLN) the order goes over its cost centre's remaining limit; 0 when it does not. */
export function overLimit(order: Pick<SalesOrderSummary, 'amountOverLimit'>): number {
  return Math.max(0, order.amountOverLimit ?? 0);
}
