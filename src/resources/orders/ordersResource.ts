import type { BaseKey } from '@refinedev/core';
import { copySalesOrder, getSalesOrder, getSalesOrders, paySalesOrder, updateSalesOrder, acceptSalesOrder, rejectSalesOrder } from '../../generated/api/lists/lists';
import { deleteSalesOrderItem } from '../../generated/api/cart/cart';
import type { GetSalesOrdersParams, SalesOrderChange, SalesOrderCopy, SalesOrderRejection, SalesOrderAcceptance, CartItemRemoval } from '../../generated/model';
import type { ListQuery } from '../listQuery';
import { splitScope } from '../filters/listFilters';
import type { ResourceBinding } from '../resourceDescriptor';

/** The orders list (spec §7 "Lists": GET sales-orders); the scope filter travels as the `scope` parameter. */
export async function listSalesOrders(query: ListQuery, signal?: AbortSignal) {
  const response = await getSalesOrders(splitScope(query) as GetSalesOrdersParams, undefined, signal);
  return { data: response.salesOrders, total: response.countTotal, availableFilters: response.availableFilters };
}

/** One order with its lines, documents and history (GET sales-orders/{id}). */
export async function getOneSalesOrder(id: BaseKey, signal?: AbortSignal) {
  const response = await getSalesOrder(Number(id), undefined, signal);
  return { data: response.salesOrder };
}

/** Comment or client order number (PATCH sales-orders/{id}). */
export async function updateOneSalesOrder(id: BaseKey, variables: SalesOrderChange) {
  const response = await updateSalesOrder(Number(id), variables);
  return { data: response.salesOrder, message: response.message };
}

/**
 * What can be done to one order besides reading and updating it, by action name (dataProvider.custom
 * with `meta: { resource: SALES_ORDERS_RESOURCE, action, id }`). Each answers `{ data }` for Refine.
 */
export const salesOrderActions = {
  copy: async (id: BaseKey, payload: SalesOrderCopy) => ({ data: await copySalesOrder(Number(id), payload) }),
  pay: async (id: BaseKey) => ({ data: await paySalesOrder(Number(id)) }),
  accept: async (id: BaseKey, payload?: SalesOrderAcceptance) => ({ data: await acceptSalesOrder(Number(id), payload) }),
  reject: async (id: BaseKey, payload: SalesOrderRejection) => ({ data: await rejectSalesOrder(Number(id), payload) }),
  removeItem: async (id: BaseKey, payload: CartItemRemoval) => ({ data: await deleteSalesOrderItem(Number(id), payload) }),
};

export type SalesOrderAction = keyof typeof salesOrderActions;

export const salesOrdersBinding = { list: listSalesOrders, one: getOneSalesOrder, update: updateOneSalesOrder, actions: salesOrderActions } satisfies ResourceBinding;
