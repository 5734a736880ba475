/**
 * Budgets (the company's administrator): every cost centre of the company, archived ones included, with
 * its period, kind and users; adding, changing, archiving and restoring one. One short list, no paging.
 */
import type { BaseKey } from '@refinedev/core';
import { archiveCostCenter, createCostCenter, getCompanyCostCenters, restoreCostCenter, updateCostCenter } from '../../generated/api/account/account';
import type { CostCenterChange, CostCenterInput } from '../../generated/model';
import type { ListQuery } from '../listQuery';
import type { ResourceBinding } from '../resourceDescriptor';

export async function listBudgets(_query: ListQuery, signal?: AbortSignal) {
  const response = await getCompanyCostCenters(undefined, signal);
  return { data: response.costCenters, total: response.costCenters.length };
}

/** Adds a centre; answers it and the server's message. */
export async function createBudget(input: CostCenterInput) {
  const response = await createCostCenter(input);
  return { data: response.costCenter, message: response.message };
}

/** Changes a centre (only the fields sent); answers it and the server's message. */
export async function updateBudget(id: BaseKey, change: CostCenterChange) {
  const response = await updateCostCenter(Number(id), change);
  return { data: response.costCenter, message: response.message };
}

/** Archiving and restoring a centre: each answers it and the server's message. */
export const budgetActions = {
  archive: async (id: BaseKey) => ({ data: await archiveCostCenter(Number(id)) }),
  restore: async (id: BaseKey) => ({ data: await restoreCostCenter(Number(id)) }),
};

export type BudgetAction = keyof typeof budgetActions;

export const budgetsBinding = { list: listBudgets, create: createBudget, update: updateBudget, actions: budgetActions } satisfies ResourceBinding;
