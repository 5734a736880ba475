import type { AccessControlProvider } from '@refinedev/core';
import type { Acl, CurrentUserResponse } from '../generated/model';
import { canBuy, canDecide, canManageCompanyUsers } from '../domain/permissions';
import { canChangeCompanyData } from '../domain/accountSettings';
import { getSession } from '../session';

/** Which acl flag (spec §6) a resource needs; resources not listed are open to every logged-in user. */
const RESOURCE_FLAGS: Partial<Record<string, keyof Acl>> = {
  'sales-invoices': 'invoices',
  reports: 'reports',
  'orders-for-acceptance': 'ordersForAcceptance',
  // Spec §6: the mini-catalogues follow from the existence of a catalogue subset type.
  'mini-catalogues': 'catalogSubsetType',
  'mini-catalogue-products': 'catalogSubsetType',
};

/** Actions that decide on an order awaiting acceptance: approvers only, never the onlyData role. */
export const DECIDE_ACTIONS: readonly string[] = ['accept', 'reject'];
/** Actions that buy or change what was bought: never the onlyData role (it sees data only). */
export const BUY_ACTIONS: readonly string[] = ['create', 'edit', 'copy', 'reorder', 'pay'];

const isCompanyCustomer = (current: CurrentUserResponse): boolean => current.company?.isPrivateCustomer === false;

/**
 * Rules of single actions on a resource, checked before the general ones: adding and changing
 * delivery addresses needs the acl flag createAddress (spec §6); the company's data is changed by
 * its administrator.
 */
const ACTION_RULES: Partial<Record<string, Partial<Record<string, (current: CurrentUserResponse) => boolean>>>> = {
  'delivery-addresses': { create: (current) => current.acl.createAddress, edit: (current) => current.acl.createAddress },
  'current-company': { edit: canChangeCompanyData },
  // Offers are negotiated with companies; the company's users are managed by its administrator.
  offers: { list: isCompanyCustomer, create: isCompanyCustomer },
  'my-offer': { list: isCompanyCustomer },
  'company-users': { list: canManageCompanyUsers, create: canManageCompanyUsers },
};

export function canAccess(resource: string | undefined, acl: Acl | undefined): boolean {
  if (!acl) return false;
  const flag = resource ? RESOURCE_FLAGS[resource] : undefined;
  return flag ? Boolean(acl[flag]) : true;
}

/** Whether the current user may do `action` on `resource`: the resource's acl flag, then the action's role rule. */
export function canPerform(resource: string | undefined, action: string, current: CurrentUserResponse | null | undefined): boolean {
  if (!current || !canAccess(resource, current.acl)) return false;
  const rule = resource ? ACTION_RULES[resource]?.[action] : undefined;
  if (rule && !rule(current)) return false;
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
