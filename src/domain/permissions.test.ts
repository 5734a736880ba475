import { describe, expect, it } from 'vitest';
import { canBuy, canDecide, canManageCompanyUsers, canSeeAcceptanceQueue, isOnlyData, type PermissionSubject } from './permissions';

const subject = (roleName: string, ordersForAcceptance: boolean, roleId = 2): PermissionSubject => ({
  user: { roleId, roleName },
  acl: { ordersForAcceptance },
});

describe('permissions', () => {
  it('a buyer buys but does not decide or see the queue', () => {
    const buyer = subject('buyer', false);
    expect(canBuy(buyer)).toBe(true);
    expect(canSeeAcceptanceQueue(buyer)).toBe(false);
    expect(canDecide(buyer)).toBe(false);
  });

  it('an approver buys, sees the queue and decides', () => {
    const approver = subject('admin', true, 1);
    expect(canBuy(approver)).toBe(true);
    expect(canSeeAcceptanceQueue(approver)).toBe(true);
    expect(canDecide(approver)).toBe(true);
  });

  it('the onlyData role neither buys nor decides, even with the approver flag', () => {
    const reader = subject('onlyData', true, 4);
    expect(isOnlyData(reader)).toBe(true);
    expect(canBuy(reader)).toBe(false);
    expect(canDecide(reader)).toBe(false);
    // It may still look at the queue: data-only users see data.
    expect(canSeeAcceptanceQueue(reader)).toBe(true);
  });

  it('guests and missing users may do nothing', () => {
    const guest = subject('noAccess', true, 0);
    expect(canBuy(guest)).toBe(false);
    expect(canDecide(guest)).toBe(false);
    expect(canSeeAcceptanceQueue(guest)).toBe(false);
    expect(canBuy(null)).toBe(false);
    expect(canDecide(undefined)).toBe(false);
  });

  it('an acl without the approver flag does not decide', () => {
    expect(canDecide({ user: { roleId: 1, roleName: 'admin' }, acl: {} })).toBe(false);
  });
});

describe('canManageCompanyUsers', () => {
  const company = { isPrivateCustomer: false };
  it('is the administrator of a company customer', () => {
    expect(canManageCompanyUsers({ user: { roleName: 'admin' }, company })).toBe(true);
  });
  it('is nobody else: other roles, a private customer, no company or no user', () => {
    for (const roleName of ['buyer', 'approver', 'onlyData', 'noAccess']) expect(canManageCompanyUsers({ user: { roleName }, company })).toBe(false);
    expect(canManageCompanyUsers({ user: { roleName: 'admin' }, company: { isPrivateCustomer: true } })).toBe(false);
    expect(canManageCompanyUsers({ user: { roleName: 'admin' }, company: null })).toBe(false);
    expect(canManageCompanyUsers(null)).toBe(false);
  });
});
