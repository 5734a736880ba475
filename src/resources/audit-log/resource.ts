import type { ResourceDescriptor } from '../resourceDescriptor.ts';

export const AUDIT_LOG_RESOURCE = 'audit-log';

/** The company's audit log: who did what and when, read by the company's administrator. */
export const auditLog = {
  name: AUDIT_LOG_RESOURCE,
  routes: { list: 'dashboard-audit-log' },
  screens: { 'dashboard-audit-log': 'audit-log/AuditLogList' },
  binding: 'audit-log/auditLogResource#auditLogBinding',
  access: { actions: { list: 'manageCompanyUsers' } },
  menu: ['dashboard-audit-log'],
} as const satisfies ResourceDescriptor;
