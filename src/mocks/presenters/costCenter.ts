import { round2 } from '../../domain/money';
import type { CostCenter } from '../../generated/model';
import { allOrders } from '../db/store';
import type { Seed, SeedCostCenter } from '../db/types';
import { orderTotals } from './order';

const COUNTED = new Set(['awaitingAcceptance', 'accepted', 'inProgress', 'shipped', 'delivered']);

/** Net value of this month's orders on the cost centre (rejected and cancelled ones do not count). */
export function limitUsed(costCenter: SeedCostCenter, seed: Seed): number {
  const month = seed.today.toISOString().slice(0, 7);
  const used = allOrders()
    .filter((order) => order.costCenterId === costCenter.id && order.createdAt.startsWith(month) && COUNTED.has(order.status))
    .reduce((sum, order) => sum + orderTotals(order).total.net, 0);
  return round2(used);
}

export function toCostCenter(costCenter: SeedCostCenter, seed: Seed): CostCenter {
  const used = limitUsed(costCenter, seed);
  return {
    id: costCenter.id,
    name: costCenter.name,
    limit: costCenter.limit,
    limitUsed: used,
    limitAvailable: costCenter.limit === null ? null : round2(Math.max(0, costCenter.limit - used)),
    isLimitHard: costCenter.isLimitHard,
    canExceedAfterApproval: costCenter.canExceedAfterApproval,
  };
}
