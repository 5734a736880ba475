import type { ResourceDescriptor } from '../resourceDescriptor.ts';

export const COST_CENTRES_RESOURCE = 'cost-centres';

/** The company's cost centres with their limits (also the options of a new company user's cost centre). */
export const costCentres = {
  name: COST_CENTRES_RESOURCE,
  routes: { list: 'dashboard-cost-centres' },
  screens: { 'dashboard-cost-centres': 'cost-centres/CostCentresList' },
  binding: 'cost-centres/costCentresResource#costCentresBinding',
  menu: ['dashboard-cost-centres'],
} as const satisfies ResourceDescriptor;
