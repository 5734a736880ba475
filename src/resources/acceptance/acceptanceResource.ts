import { getSalesOrdersForAcceptance } from '../../generated/api/lists/lists';
import type { GetSalesOrdersForAcceptanceParams } from '../../generated/model';
import type { ListQuery } from '../listQuery';
import type { ResourceBinding } from '../resourceDescriptor';
// The key is written in the resource's descriptor (resource.ts); the screens import it from here too.
export { ACCEPTANCE_RESOURCE } from './resource';

/** The queue (spec §7 "Lists": GET sales-orders/order-for-acceptance), rows with `amountOverLimit`. */
export async function listOrdersForAcceptance(query: ListQuery, signal?: AbortSignal) {
  const response = await getSalesOrdersForAcceptance(query as GetSalesOrdersForAcceptanceParams, undefined, signal);
  return { data: response.salesOrders, total: response.countTotal, availableFilters: response.availableFilters };
}

/** The approvers' queue in the data provider. */
export const ordersForAcceptanceBinding = { list: listOrdersForAcceptance } satisfies ResourceBinding;
