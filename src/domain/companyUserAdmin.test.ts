import { describe, expect, it } from 'vitest';
import { approvalRight, memberChangeProblem, type CompanyMember } from './companyUserAdmin';

const company: CompanyMember[] = [
  { id: 3, roleName: 'admin', status: 'active' },
  { id: 2, roleName: 'buyer', status: 'active' },
  { id: 5, roleName: 'onlyData', status: 'active' },
];

describe('memberChangeProblem', () => {
  it('keeps the last administrator’s role and account', () => {
    expect(memberChangeProblem(company, 3, 3, { roleName: 'buyer' })).toBe('lastAdministrator');
    expect(memberChangeProblem(company, 3, 3, { deactivate: true })).toBe('lastAdministrator');
  });

  it('lets an administrator give up the role when another active administrator stays', () => {
    const two = [...company, { id: 9, roleName: 'admin', status: 'active' as const }];
    expect(memberChangeProblem(two, 3, 3, { roleName: 'buyer' })).toBeNull();
    expect(memberChangeProblem(two, 3, 9, { deactivate: true })).toBeNull();
  });

  it('does not count an invited or deactivated administrator', () => {
    const invited = [...company, { id: 9, roleName: 'admin', status: 'invited' as const }];
    expect(memberChangeProblem(invited, 3, 3, { roleName: 'approver' })).toBe('lastAdministrator');
  });

  it('refuses deactivating one’s own account even when other administrators stay', () => {
    const two = [...company, { id: 9, roleName: 'admin', status: 'active' as const }];
    expect(memberChangeProblem(two, 3, 3, { deactivate: true })).toBe('ownAccount');
  });

  it('lets the administrator change and deactivate others', () => {
    expect(memberChangeProblem(company, 3, 2, { roleName: 'approver' })).toBeNull();
    expect(memberChangeProblem(company, 3, 2, { deactivate: true })).toBeNull();
  });
});

describe('approvalRight', () => {
  it('follows the role: an approver always, a data-only user never', () => {
    expect(approvalRight('approver', undefined)).toEqual({ ok: true, canApprove: true });
    expect(approvalRight('approver', false)).toEqual({ ok: false });
    expect(approvalRight('onlyData', undefined, true)).toEqual({ ok: true, canApprove: false });
    expect(approvalRight('onlyData', true)).toEqual({ ok: false });
  });

  it('is a choice for an administrator or a buyer, kept when not sent', () => {
    expect(approvalRight('buyer', true)).toEqual({ ok: true, canApprove: true });
    expect(approvalRight('buyer', undefined, true)).toEqual({ ok: true, canApprove: true });
    expect(approvalRight('buyer', undefined)).toEqual({ ok: true, canApprove: false });
    expect(approvalRight('admin', undefined)).toEqual({ ok: true, canApprove: true });
    expect(approvalRight('admin', false)).toEqual({ ok: true, canApprove: false });
  });
});
