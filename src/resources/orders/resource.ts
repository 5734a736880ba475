import type { ResourceDescriptor } from '../resourceDescriptor.ts';

export const SALES_ORDERS_RESOURCE = 'sales-orders';

/** The account's orders: the list, one order, its comment and what is done to it (copy, pay, accept, reject, remove a line). */
export const salesOrders = {
  name: SALES_ORDERS_RESOURCE,
  routes: { list: 'dashboard-orders', show: 'dashboard-orders-slug' },
  screens: { 'dashboard-orders': 'orders/OrdersList', 'dashboard-orders-slug': 'orders/OrderShow' },
  binding: 'orders/ordersResource#salesOrdersBinding',
  menu: ['dashboard-orders'],
} as const satisfies ResourceDescriptor;
