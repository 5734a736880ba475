import { getSalesOrders } from '../../generated/api/lists/lists';
import type { GetSalesOrdersParams } from '../../generated/model';
import type { ListQuery } from '../listQuery';

/** The orders list (spec §7 "Lists": GET sales-orders). */
export async function listSalesOrders(query: ListQuery, signal?: AbortSignal) {
  const response = await getSalesOrders(query as GetSalesOrdersParams, undefined, signal);
  return { data: response.salesOrders, total: response.countTotal, availableFilters: response.availableFilters };
}
