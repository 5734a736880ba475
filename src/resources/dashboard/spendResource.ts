import { getSalesOrders } from '../../generated/api/lists/lists';
import type { GetSalesOrdersParams, SalesOrderSummary } from '../../generated/model';
import type { ListQuery } from '../listQuery';
import type { ResourceBinding } from '../resourceDescriptor';

/** The API's largest page: the spend chart reads the period's orders in as few calls as it can. */
const PAGE = 500;

/**
 * The company's orders placed since `filters.dateFrom` (the chart's first month), every page of them:
 * the rows the monthly-spend chart adds up (src/domain/monthlySpend). Newest first, as the list sorts.
 */
export async function listSpendOrders(query: ListQuery, signal?: AbortSignal) {
  const dateFrom = query.filters?.dateFrom;
  const orders: SalesOrderSummary[] = [];
  let total: number;
  do {
    const params: GetSalesOrdersParams = { limit: PAGE, offset: orders.length, orderBy: 'createdAt', orderDirection: 'DESC', scope: 'company' };
    if (dateFrom?.length) params.filters = { dateFrom };
    const response = await getSalesOrders(params, undefined, signal);
    orders.push(...response.salesOrders);
    total = response.countTotal;
    // A page shorter than asked for is the last one (500 is the contract's largest page), whatever
    // `countTotal` says: a total that grew or is wrong must not keep the chart loading page after page.
    if (response.salesOrders.length < PAGE) break;
  } while (orders.length < total);
  return { data: orders, total };
}

export const spendOrdersBinding = { list: listSpendOrders } satisfies ResourceBinding;
