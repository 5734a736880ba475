import type { AccessControlProvider } from '@refinedev/core';
import type { Acl, CurrentUserResponse } from '../generated/model';
import { canBuy, canDecide, canManageCompanyUsers } from '../domain/permissions';
import { canChangeCompanyData } from '../domain/accountSettings';
import { getSession } from '../session';
import type { ActionRule, ActionRuleName, ResourceDescriptor } from './resourceDescriptor';
import { RESOURCES } from './resources';

/** Actions that decide on an order awaiting acceptance: approvers only, never the onlyData role. */
export const DECIDE_ACTIONS: readonly string[] = ['accept', 'reject'];
/** Actions that buy or change what was bought: never the onlyData role (it sees data only). */
export const BUY_ACTIONS: readonly string[] = ['create', 'edit', 'copy', 'reorder', 'pay'];

/** Which acl flag (spec §6) a resource needs, from the resources' descriptors; resources without one are open to every logged-in user. */
export const RESOURCE_FLAGS: Readonly<Partial<Record<string, keyof Acl>>> = Object.fromEntries(
  RESOURCES.flatMap(({ name, access }: ResourceDescriptor) => (access?.flag ? [[name, access.flag]] : [])),
);

/** The rules a descriptor may name for a single action (see ActionRuleName). */
export const RULES: Readonly<Record<ActionRuleName, ActionRule>> = {
  // Offers are negotiated with companies.
  companyCustomer: (current) => current.company?.isPrivateCustomer === false,
  // The company's users are managed by its administrator.
  manageCompanyUsers: canManageCompanyUsers,
  changeCompanyData: canChangeCompanyData,
  // Adding and changing delivery addresses needs the acl flag createAddress (spec §6).
  createAddress: (current) => current.acl.createAddress,
};

/** Rules of single actions on a resource, from the resources' descriptors, checked before the general ones. */
export const ACTION_RULES: Readonly<Partial<Record<string, Partial<Record<string, ActionRule>>>>> = Object.fromEntries(
  RESOURCES.flatMap(({ name, access }: ResourceDescriptor) =>
    access?.actions ? [[name, Object.fromEntries(Object.entries(access.actions).map(([action, rule]) => [action, RULES[rule!]]))]] : [],
  ),
);

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
