import { inPeriod, periodRange, type BudgetPeriod } from '../../domain/budget';
import { round2 } from '../../domain/money';
import type { CostCenter } from '../../generated/model';
import { findCostCenter } from '../db/budgetRecords';
import { allOrders } from '../db/store';
import type { Seed, SeedCostCenter, SeedOrder } from '../db/types';
import { orderTotals } from './order';

/**
 * Statuses whose orders use a cost centre's limit. An order awaiting acceptance reserves its
 * value: otherwise two orders waiting at once could each be approved against the same remainder, and a
 * buyer would see more left than the approver can give. Accepting keeps the reservation (the order now
 * simply uses the limit); rejecting or cancelling releases it.
 */
const COUNTED = new Set(['awaitingAcceptance', 'accepted', 'inProgress', 'shipped', 'delivered']);

/** The period a centre's limit covers (a centre the demo does not know: a month). */
function periodOf(costCenterId: number): BudgetPeriod {
  return findCostCenter(costCenterId)?.period ?? 'month';
}

/** The first and last day of the centre's current period. */
export function currentPeriodRange(costCenterId: number, seed: Seed): { from: string; to: string } {
  return periodRange(seed.today, periodOf(costCenterId));
}

/** Whether the order uses its cost centre's limit now (placed in the centre's current period, in a counted status). */
export function countsInLimit(order: SeedOrder, seed: Seed): boolean {
  return order.costCenterId !== null && COUNTED.has(order.status) && inPeriod(order.createdAt, currentPeriodRange(order.costCenterId, seed));
}

/** Net value of the current period's orders on the cost centre (rejected and cancelled ones do not count), without `exceptOrderId`. */
export function limitUsed(costCenter: SeedCostCenter, seed: Seed, exceptOrderId?: number): number {
  const range = currentPeriodRange(costCenter.id, seed);
  const used = allOrders()
    .filter((order) => order.costCenterId === costCenter.id && order.id !== exceptOrderId && COUNTED.has(order.status) && inPeriod(order.createdAt, range))
    .reduce((sum, order) => sum + orderTotals(order).total.net, 0);
  return round2(used);
}

/**
 * The cost centre as the API shows it, with its limit, kind and period as they are now (whatever
 * record the caller holds); with `exceptOrderId`, as it was without that order (an approver's view of it).
 */
export function toCostCenter(costCenter: SeedCostCenter, seed: Seed, exceptOrderId?: number): CostCenter {
  const current = findCostCenter(costCenter.id) ?? costCenter;
  const used = limitUsed(current, seed, exceptOrderId);
  return {
    id: current.id,
    name: current.name,
    limit: current.limit,
    limitUsed: used,
    limitAvailable: current.limit === null ? null : round2(Math.max(0, current.limit - used)),
    isLimitHard: current.isLimitHard,
    canExceedAfterApproval: current.canExceedAfterApproval,
  };
}
