import { round2 } from '../../domain/money';
import type { CostCenter } from '../../generated/model';
import { allOrders } from '../db/store';
import type { Seed, SeedCostCenter, SeedOrder } from '../db/types';
import { orderTotals } from './order';

/**
 * Statuses whose orders use a cost centre's monthly limit. An order awaiting acceptance reserves its
 * value: otherwise two orders waiting at once could each be approved against the same remainder, and a
 * buyer would see more left than the approver can give. Accepting keeps the reservation (the order now
 * simply uses the limit); rejecting or cancelling releases it.
 */
const COUNTED = new Set(['awaitingAcceptance', 'accepted', 'inProgress', 'shipped', 'delivered']);

/** Whether the order uses its cost centre's limit this month (placed this month in a counted status). */
export function countsInLimit(order: SeedOrder, seed: Seed): boolean {
  return order.costCenterId !== null && order.createdAt.startsWith(seed.today.toISOString().slice(0, 7)) && COUNTED.has(order.status);
}

/** Net value of this month's orders on the cost centre (rejected and cancelled ones do not count), without `exceptOrderId`. */
export function limitUsed(costCenter: SeedCostCenter, seed: Seed, exceptOrderId?: number): number {
  const used = allOrders()
    .filter((order) => order.costCenterId === costCenter.id && order.id !== exceptOrderId && countsInLimit(order, seed))
    .reduce((sum, order) => sum + orderTotals(order).total.net, 0);
  return round2(used);
}

/** The cost centre as the API shows it; with `exceptOrderId`, as it was without that order (an approver's view of it). */
export function toCostCenter(costCenter: SeedCostCenter, seed: Seed, exceptOrderId?: number): CostCenter {
  const used = limitUsed(costCenter, seed, exceptOrderId);
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
