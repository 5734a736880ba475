/**
 * The cost centres a logged-in user orders on (src/domain/orderPolicy/allowedCostCentres.ts: the ones
 * an administrator ticked for her, else all of her company's), and the approvers' count of orders
 * waiting for them. Every path that shows or picks a centre (GET cost-centers, GET checkout, the
 * cart's limits, placing an order) asks `userCostCenters`.
 */
import { allowedCostCentreIds, preselectedCostCentreId } from '../../domain/orderPolicy';
import type { CostCenter } from '../../generated/model';
import { getSeed, getState } from '../db/store';
import type { SeedCompany, SeedCostCenter, SeedUser } from '../db/types';
import { countOrdersToDecide } from './orderApproval';
import { allCostCenters } from '../db/budgetRecords';
import { toCostCenter } from '../presenters/costCenter';

/**
 * The company's cost centres in use, as an administrator last changed them (a private customer has
 * none). Archived centres are left out: nobody is offered one and placing an order on one is refused.
 */
export function companyCostCenters(company: SeedCompany): SeedCostCenter[] {
  return company.isPrivateCustomer ? [] : allCostCenters().filter((centre) => centre.companyId === company.id && !centre.isArchived);
}

/** The centres an administrator ticked for a user, when added or changed later (undefined: no assignment, as every seeded user). */
export function assignedCostCenterIds(userId: number): number[] | undefined {
  const state = getState();
  return state.userCostCenters?.[userId] ?? (state.companyUsers ?? []).find((account) => account.user.id === userId)?.costCenterIds;
}

/** The centres the user may order on. */
export function userCostCenters(user: SeedUser, company: SeedCompany): SeedCostCenter[] {
  const centres = companyCostCenters(company);
  const allowed = allowedCostCentreIds(centres.map((centre) => centre.id), assignedCostCenterIds(user.id));
  return centres.filter((centre) => allowed.includes(centre.id));
}

/** The user's centres as the API shows them (with what is used and left in each centre's current period). */
export function costCentersOf(user: SeedUser, company: SeedCompany): CostCenter[] {
  const seed = getSeed();
  return userCostCenters(user, company).map((centre) => toCostCenter(centre, seed));
}

/** The centre preselected at checkout: the user's default when she may use it, else her first. */
export function defaultCostCenterId(user: SeedUser, company: SeedCompany): number | null {
  return preselectedCostCentreId(userCostCenters(user, company).map((centre) => centre.id), user.defaultCostCenterId);
}

/** Spec §6: approvers see how many of the company's orders wait for acceptance; others get 0. */
export function countOrdersForAcceptance(user: SeedUser, company: SeedCompany): number {
  // Only the orders she may decide now: the approval rules' levels (services/orderApproval.ts).
  return countOrdersToDecide(user, company.id);
}
