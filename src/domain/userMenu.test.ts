import { describe, expect, it } from 'vitest';
import { userPermissions, visibleMenuItems } from './userMenu';

const acl = { invoices: false, reports: false, ordersForAcceptance: false, catalogSubsetType: null };

describe('account menu permissions', () => {
  it('gives every user the basic entries', () => {
    expect([...userPermissions(acl, null)].sort()).toEqual(['complaints', 'dashboard', 'notifications', 'orders', 'settings', 'shoppingLists']);
  });
  it('adds acl flags, offers and the derived catalogSubsets', () => {
    const permissions = userPermissions({ invoices: true, reports: true, ordersForAcceptance: true, catalogSubsetType: 'whitelist' }, { hasOffer: true });
    for (const key of ['invoices', 'reports', 'ordersForAcceptance', 'offers', 'catalogSubsets']) expect(permissions.has(key)).toBe(true);
  });
  it('lets the administrator of a company customer manage its users, nobody else', () => {
    const company = { hasOffer: false, isPrivateCustomer: false };
    expect(userPermissions(acl, company, { roleName: 'admin' }).has('companyUsers')).toBe(true);
    expect(userPermissions(acl, company, { roleName: 'buyer' }).has('companyUsers')).toBe(false);
    expect(userPermissions(acl, { ...company, isPrivateCustomer: true }, { roleName: 'admin' }).has('companyUsers')).toBe(false);
    expect(userPermissions(acl, company).has('companyUsers')).toBe(false);
  });
  it('shows a company’s cost centres to every user of a company customer, not to a private customer', () => {
    expect(userPermissions(acl, { isPrivateCustomer: false }, { roleName: 'buyer' }).has('costCenters')).toBe(true);
    expect(userPermissions(acl, { isPrivateCustomer: true }, { roleName: 'admin' }).has('costCenters')).toBe(false);
  });
  it('filters entries', () => {
    const items = [{ slug: 'a', permission: 'orders' }, { slug: 'b', permission: 'invoices' }, { slug: 'c' }];
    expect(visibleMenuItems(items, userPermissions(acl, null)).map((item) => item.slug)).toEqual(['a', 'c']);
  });
});
