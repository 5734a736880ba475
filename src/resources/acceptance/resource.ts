import type { ResourceDescriptor } from '../resourceDescriptor.ts';

/** The approvers' queue (its rows are orders: accept and reject run as the orders' actions, see useOrderDecisions). */
export const ACCEPTANCE_RESOURCE = 'orders-for-acceptance';

export const ordersForAcceptance = {
  name: ACCEPTANCE_RESOURCE,
  routes: { list: 'dashboard-acceptance' },
  screens: { 'dashboard-acceptance': 'acceptance/AcceptanceList' },
  binding: 'acceptance/acceptanceResource#ordersForAcceptanceBinding',
  access: { flag: 'ordersForAcceptance' },
  menu: ['dashboard-acceptance'],
} as const satisfies ResourceDescriptor;
