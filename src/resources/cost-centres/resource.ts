import type { ResourceDescriptor } from '../resourceDescriptor.ts';

export const COST_CENTRES_RESOURCE = 'cost-centres';
export const BUDGETS_RESOURCE = 'budgets';

/** The company's cost centres with their limits (also the options of a new company user's cost centre). */
export const costCentres = {
  name: COST_CENTRES_RESOURCE,
  routes: { list: 'dashboard-cost-centres' },
  screens: { 'dashboard-cost-centres': 'cost-centres/CostCentresList' },
  binding: 'cost-centres/costCentresResource#costCentresBinding',
  menu: ['dashboard-cost-centres'],
} as const satisfies ResourceDescriptor;

/**
 * Budgets: every cost centre of the company as its administrator manages them (archived ones too),
 * drawn by the cost-centres screen for the administrator.
 */
export const budgets = {
  name: BUDGETS_RESOURCE,
  lookup: true,
  binding: 'cost-centres/budgetsResource#budgetsBinding',
  access: { actions: { list: 'manageCompanyUsers', create: 'manageCompanyUsers', edit: 'manageCompanyUsers' } },
} as const satisfies ResourceDescriptor;
