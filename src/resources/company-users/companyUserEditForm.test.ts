import { describe, expect, it } from 'vitest';
import type { CompanyUser } from '../../generated/model';
import { approvalFor, companyUserChange, editValuesOf } from './companyUserEditForm';

const user: CompanyUser = {
  id: 2, firstName: 'Piotr', lastName: 'Zieliński', email: 'kupiec@firma.demo', login: 'kupiec@firma.demo', phone1: null, roleId: 2, roleName: 'buyer',
  isActive: true, status: 'active', canApprove: false, costCenters: [{ id: 11, name: 'Administracja' }], hasAllCostCenters: false,
};

describe('the edit form', () => {
  it('starts from the user: no centre ticked when she has all of them', () => {
    expect(editValuesOf(user)).toMatchObject({ roleId: '2', phone1: '', costCenterIds: [11], canApprove: false });
    expect(editValuesOf({ ...user, hasAllCostCenters: true }).costCenterIds).toEqual([]);
  });

  it('asks about the approval right only where the role leaves it open', () => {
    expect(approvalFor('2', true)).toEqual({ choice: true, canApprove: true });
    expect(approvalFor('3', false)).toEqual({ choice: false, canApprove: true });
    expect(approvalFor('4', true)).toEqual({ choice: false, canApprove: false });
  });

  it('sends every field trimmed, an empty phone as null, the approval right only when it is a choice', () => {
    expect(companyUserChange({ ...editValuesOf(user), firstName: ' Paweł ', canApprove: true })).toEqual({
      firstName: 'Paweł', lastName: 'Zieliński', phone1: null, roleId: 2, costCenterIds: [11], canApprove: true,
    });
    expect(companyUserChange({ ...editValuesOf(user), roleId: '3' })).not.toHaveProperty('canApprove');
  });
});
