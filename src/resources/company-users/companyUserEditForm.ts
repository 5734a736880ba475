/**
 * The "edit company user" dialog's form: name, phone, role, the cost centres she may order on (none
 * ticked: all of the company's) and the approval right, which the role may decide
 * (src/domain/companyUserAdmin.ts). The field rules are the add form's (companyUserSchema).
 */
import { approvalRight, approvalRightIsChoice } from '../../domain/companyUserAdmin';
import { companyRoleName } from '../../domain/companyUser';
import type { CompanyUser, CompanyUserChange } from '../../generated/model';
import type { CompanyUserFormValues } from './companyUserForm';

export interface CompanyUserEditValues extends CompanyUserFormValues {
  canApprove: boolean;
}

export const editValuesOf = (user: CompanyUser): CompanyUserEditValues => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  phone1: user.phone1 ?? '',
  roleId: String(user.roleId),
  costCenterIds: user.hasAllCostCenters ? [] : user.costCenters.map((centre) => centre.id),
  canApprove: user.canApprove,
});

/** The approval right the chosen role gives: `choice` when the form asks, else fixed by the role. */
export function approvalFor(roleId: string, wanted: boolean): { choice: boolean; canApprove: boolean } {
  const roleName = companyRoleName(Number(roleId));
  if (!roleName) return { choice: false, canApprove: false };
  if (approvalRightIsChoice(roleName)) return { choice: true, canApprove: wanted };
  const right = approvalRight(roleName, undefined);
  return { choice: false, canApprove: right.ok && right.canApprove };
}

/** PATCH companies/current/users/{id}'s body: every field of the form, trimmed; the approval right as the role allows it. */
export function companyUserChange(values: CompanyUserEditValues): CompanyUserChange {
  const phone = values.phone1.trim();
  const approval = approvalFor(values.roleId, values.canApprove);
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    phone1: phone || null,
    roleId: Number(values.roleId),
    costCenterIds: values.costCenterIds,
    ...(approval.choice ? { canApprove: approval.canApprove } : {}),
  };
}
