import type { ResourceDescriptor } from '../resourceDescriptor.ts';

export const APPROVAL_RULES_RESOURCE = 'approval-rules';
export const APPROVER_ABSENCES_RESOURCE = 'approver-absences';

/** The company's approval rules (levels by threshold, each with its approver): kept by the company's administrator. */
export const approvalRules = {
  name: APPROVAL_RULES_RESOURCE,
  routes: { list: 'dashboard-approval-rules' },
  screens: { 'dashboard-approval-rules': 'approval-rules/ApprovalRulesPage' },
  binding: 'approval-rules/approvalRulesResource#approvalRulesBinding',
  access: { actions: { list: 'manageCompanyUsers', create: 'manageCompanyUsers', edit: 'manageCompanyUsers', delete: 'manageCompanyUsers' } },
  menu: ['dashboard-approval-rules'],
} as const satisfies ResourceDescriptor;

/** Approvers' absences with their substitutes, on the approval rules' screen. */
export const approverAbsences = {
  name: APPROVER_ABSENCES_RESOURCE,
  lookup: true,
  binding: 'approval-rules/approvalRulesResource#approverAbsencesBinding',
} as const satisfies ResourceDescriptor;
