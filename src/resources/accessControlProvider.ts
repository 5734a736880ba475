import type { AccessControlProvider } from '@refinedev/core';
import type { Acl, CurrentUserResponse } from '../generated/model';
import { canBuy, canDecide } from '../domain/permissions';
import { getSession } from '../session';

/** Which acl flag (spec §6) a resource needs; resources not listed are open to every logged-in user. */
const RESOURCE_FLAGS: Partial<Record<string, keyof Acl>> = {
  'sales-invoices': 'invoices',
  reports: 'reports',
  'orders-for-acceptance': 'ordersForAcceptance',
};

/** Actions that decide on an order awaiting acceptance: approvers only, never the onlyData role. */
export const DECIDE_ACTIONS: readonly string[] = ['accept', 'reject'];
/** Actions that buy or change what was bought: never the onlyData role (it sees data only). */
export const BUY_ACTIONS: readonly string[] = ['create', 'edit', 'copy', 'reorder', 'pay'];

export function canAccess(resource: string | undefined, acl: Acl | undefined): boolean {
  if (!acl) return false;
  const flag = resource ? RESOURCE_FLAGS[resource] : undefined;
  return flag ? Boolean(acl[flag]) : true;
}

/** Whether the current user may do `action` on `resource`: the resource's acl flag, then the action's role rule. */
export function canPerform(resource: string | undefined, action: string, current: CurrentUserResponse | null | undefined): boolean {
  if (!current || !canAccess(resource, current.acl)) return false;
  if (DECIDE_ACTIONS.includes(action)) return canDecide(current);
  if (BUY_ACTIONS.includes(action)) return canBuy(current);
  return true;
}

export const accessControlProvider: AccessControlProvider = {
  can: async ({ resource, action }) => {
    const session = getSession();
    const allowed = session.isLoggedIn && canPerform(resource, action, session.currentUser);
    return allowed ? { can: true } : { can: false, reason: 'forbidden' };
  },
};
