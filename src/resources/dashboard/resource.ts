import type { ResourceDescriptor } from '../resourceDescriptor.ts';

export const SPEND_ORDERS_RESOURCE = 'spend-orders';

/** The dashboard: its monthly-spend chart reads all the company's orders of its period, page after page. */
export const spendOrders = {
  name: SPEND_ORDERS_RESOURCE,
  screens: { dashboard: 'dashboard/Dashboard' },
  binding: 'dashboard/spendResource#spendOrdersBinding',
  lookup: true,
} as const satisfies ResourceDescriptor;
