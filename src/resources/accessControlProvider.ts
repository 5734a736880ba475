import type { AccessControlProvider } from '@refinedev/core';
import type { Acl } from '../generated/model';
import { getSession } from '../session';

/** Which acl flag (spec §6) a resource needs; resources not listed are open to every logged-in user. */
const RESOURCE_FLAGS: Partial<Record<string, keyof Acl>> = {
  'sales-invoices': 'invoices',
  reports: 'reports',
  'orders-for-acceptance': 'ordersForAcceptance',
};

export function canAccess(resource: string | undefined, acl: Acl | undefined): boolean {
  if (!acl) return false;
  const flag = resource ? RESOURCE_FLAGS[resource] : undefined;
  return flag ? Boolean(acl[flag]) : true;
}

export const accessControlProvider: AccessControlProvider = {
  can: async ({ resource }) => {
    const session = getSession();
    const allowed = session.isLoggedIn && canAccess(resource, session.currentUser?.acl);
    return allowed ? { can: true } : { can: false, reason: 'forbidden' };
  },
};
