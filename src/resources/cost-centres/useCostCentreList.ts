import { useList } from '@refinedev/core';
import type { CostCenter } from '../../generated/model';
import { COST_CENTRES_RESOURCE } from './resource';

/** The company's cost centres (one short list) through the data provider; the screen and the dashboard share it. */
export function useCostCentreList(enabled = true) {
  return useList<CostCenter>({ resource: COST_CENTRES_RESOURCE, pagination: { mode: 'off' }, queryOptions: { enabled } });
}
