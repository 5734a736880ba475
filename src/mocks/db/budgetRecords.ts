/** Budgets in the demo state: cost centres an administrator created or changed (services/budgets.ts), and every centre as it is now. */
import type { BudgetPeriod } from '../../domain/budget';
import { getSeed, getState } from './store';
import type { SeedCostCenter } from './types';

/** A cost centre's budget fields beyond the seed's (a seeded centre without a record: a month, not archived). */
export interface BudgetRecordFields {
  period: BudgetPeriod;
  isArchived: boolean;
}

/** A centre an administrator created. */
export type StoredCostCenter = SeedCostCenter & BudgetRecordFields;

/** What an administrator changed of a seeded centre (its fields as they are now). */
export type CostCenterChangeRecord = Partial<Pick<SeedCostCenter, 'name' | 'limit' | 'isLimitHard' | 'canExceedAfterApproval'> & BudgetRecordFields>;

/**
 * Every cost centre as it is now: the seeded ones with what an administrator changed (a seeded centre
 * keeps a monthly period and its seeded kind until changed), then those administrators created.
 * Archived ones included.
 */
export function allCostCenters(): StoredCostCenter[] {
  const { costCenterChanges = {}, createdCostCenters = [] } = getState();
  const seeded = getSeed().costCenters.map((centre): StoredCostCenter => ({ period: 'month', isArchived: false, ...centre, ...costCenterChanges[centre.id] }));
  return createdCostCenters.length ? [...seeded, ...createdCostCenters] : seeded;
}

/** A cost centre as it is now (seeded or created, archived too), or undefined. */
export function findCostCenter(id: number | null | undefined): StoredCostCenter | undefined {
  return id === null || id === undefined ? undefined : allCostCenters().find((centre) => centre.id === id);
}
