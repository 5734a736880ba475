import { getCostCenters } from '../../generated/api/account/account';
import type { ListQuery } from '../listQuery';
import type { ResourceBinding } from '../resourceDescriptor';

/** The company's cost centres with their limits (GET cost-centers; one short list, no paging). */
export async function listCostCentres(_query: ListQuery, signal?: AbortSignal) {
  const response = await getCostCenters(undefined, signal);
  return { data: response.costCenters, total: response.costCenters.length };
}

export const costCentresBinding = { list: listCostCentres } satisfies ResourceBinding;
