/**
 * An order against its cost centre's monthly limit, as the approver decides it: what the limit had
 * left without the order, by how much the order goes over it, and whether the centre's rule
 * (src/domain/costCentre.ts) lets it through with an approval.
 */
import { amountOverLimit, costCentreDecision, type CostCentreDecision } from '../../domain/costCentre';
import { round2 } from '../../domain/money';
import type { CostCenter } from '../../generated/model';
import { findCostCenter } from '../db/budgetRecords';
import { getSeed } from '../db/store';
import type { SeedCompany, SeedOrder, SeedUser } from '../db/types';
import { toCostCenter } from '../presenters/costCenter';
import { orderTotals } from '../presenters/order';

/** The order's goods value as checkout compared it with the limit (net, after the promo code). */
export const orderLimitValue = (order: SeedOrder): number => {
  const totals = orderTotals(order);
  return round2(totals.total.net - totals.discount.net);
};

/** The order's cost centre as it stands without the order (null: none). */
export function centreWithoutOrder(order: SeedOrder): CostCenter | null {
  const seed = getSeed();
  const centre = order.costCenterId === null ? undefined : findCostCenter(order.costCenterId);
  return centre ? toCostCenter(centre, seed, order.id) : null;
}

/** For an order awaiting acceptance: by how much it goes over what its centre had left (0 within it); null for other orders. */
export function orderAmountOverLimit(order: SeedOrder): number | null {
  if (order.status !== 'awaitingAcceptance') return null;
  const centre = centreWithoutOrder(order);
  return centre ? round2(amountOverLimit(centre, orderLimitValue(order))) : 0;
}

/** The centre's rule for accepting the order now (an order without a centre is within any limit). */
export function acceptanceDecision(order: SeedOrder): { decision: CostCentreDecision; centre: CostCenter | null } {
  const centre = centreWithoutOrder(order);
  return { decision: centre ? costCentreDecision(centre, orderLimitValue(order)) : 'withinLimit', centre };
}

/** An approver of the company (the data-only role never is one): her own orders and changes need no other approval. */
export function isCompanyApprover(user: SeedUser, company: Pick<SeedCompany, 'id'>): boolean {
  return user.canApprove && user.roleName !== 'onlyData' && user.companyId === company.id;
}
