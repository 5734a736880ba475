import { getSalesOrdersForAcceptance } from '../../generated/api/lists/lists';
import type { GetSalesOrdersForAcceptanceParams } from '../../generated/model';
import type { ListQuery } from '../listQuery';

/**
 * The refine resource of the approvers' queue (its acl flag is `ordersForAcceptance`). Its rows are
 * orders: accept and reject run as the `sales-orders` resource's actions (see useOrderDecisions).
 */
export const ACCEPTANCE_RESOURCE = 'orders-for-acceptance';

/** The queue (spec §7 "Lists": GET sales-orders/order-for-acceptance), rows with `amountOverLimit`. */
export async function listOrdersForAcceptance(query: ListQuery, signal?: AbortSignal) {
  const response = await getSalesOrdersForAcceptance(query as GetSalesOrdersForAcceptanceParams, undefined, signal);
  return { data: response.salesOrders, total: response.countTotal, availableFilters: response.availableFilters };
}
