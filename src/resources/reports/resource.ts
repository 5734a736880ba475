import type { ResourceDescriptor } from '../resourceDescriptor.ts';

export const REPORTS_RESOURCE = 'reports';
export const REPORT_TYPES_RESOURCE = 'report-types';
export const SPENDING_SUMMARY_RESOURCE = 'spending-summary';

/** The user's reports (acl reports): the list, ordering and deleting one. */
export const reports = {
  name: REPORTS_RESOURCE,
  routes: { list: 'dashboard-reports' },
  screens: { 'dashboard-reports': 'reports/ReportsPage' },
  binding: 'reports/reportsResource#reportsBinding',
  access: { flag: 'reports' },
  menu: ['dashboard-reports'],
} as const satisfies ResourceDescriptor;

/** The report types the user may order (the order form's select). */
export const reportTypes = {
  name: REPORT_TYPES_RESOURCE,
  binding: 'reports/reportsResource#reportTypesBinding',
  lookup: true,
} as const satisfies ResourceDescriptor;

/** The reports page's chart: one record per period, its id "from_to" (there is nothing to list). */
export const spendingSummary = {
  name: SPENDING_SUMMARY_RESOURCE,
  binding: 'reports/reportsResource#spendingSummaryBinding',
  lookup: true,
} as const satisfies ResourceDescriptor;
