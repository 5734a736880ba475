/**
 * The account menu (spec §6): a static per-locale list filtered by permissions. Every logged-in
 * user has the basic ones; acl flags add the rest; catalogSubsets is derived (from the existence of a
 * catalog subset type), costCenters from the company (not a private customer's). Company users are
 * managed by the company's administrators.
 */
import { canManageCompanyUsers } from './permissions';

export interface MenuAcl {
  invoices: boolean;
  reports: boolean;
  ordersForAcceptance?: boolean;
  catalogSubsetType: unknown;
}

export function userPermissions(
  acl: MenuAcl,
  company: { hasOffer?: boolean; isPrivateCustomer?: boolean } | null | undefined,
  user?: { roleName: string } | null,
): Set<string> {
  const permissions = new Set(['dashboard', 'orders', 'complaints', 'shoppingLists', 'notifications', 'settings']);
  if (acl.invoices) permissions.add('invoices');
  if (acl.reports) permissions.add('reports');
  if (acl.ordersForAcceptance) permissions.add('ordersForAcceptance');
  if (company?.hasOffer) permissions.add('offers');
  if (acl.catalogSubsetType !== null && acl.catalogSubsetType !== undefined) permissions.add('catalogSubsets');
  // A company's users order on its cost centres (their limits; the administrator manages them).
  if (company && !company.isPrivateCustomer) permissions.add('costCenters');
  if (user && canManageCompanyUsers({ user, company })) permissions.add('companyUsers');
  return permissions;
}

export function visibleMenuItems<T extends { permission?: string | null }>(items: readonly T[], permissions: ReadonlySet<string>): T[] {
  return items.filter((item) => !item.permission || permissions.has(item.permission));
}
