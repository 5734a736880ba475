import { useList } from '@refinedev/core';
import type { CostCenter } from '../../generated/model';

/** The company's cost centres (one short list) through the data provider; the screen and the dashboard share it. */
export function useCostCentreList(enabled = true) {
  return useList<CostCenter>({ resource: 'cost-centres', pagination: { mode: 'off' }, queryOptions: { enabled } });
}
