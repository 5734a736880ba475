/** The cost centres a logged-in user orders on, and the approvers' count of orders waiting for them. */
import type { CostCenter } from '../../generated/model';
import { allOrders, getSeed } from '../db/store';
import type { SeedCompany, SeedCostCenter, SeedUser } from '../db/types';
import { toCostCenter } from '../presenters/costCenter';

/**
 * The company's cost centres. Every user of a company may order on all of them (the user's default
 * is preselected); a private customer has none.
 */
export function companyCostCenters(company: SeedCompany): SeedCostCenter[] {
  return company.isPrivateCustomer ? [] : getSeed().costCenters.filter((centre) => centre.companyId === company.id);
}

export function costCentersOf(company: SeedCompany): CostCenter[] {
  const seed = getSeed();
  return companyCostCenters(company).map((centre) => toCostCenter(centre, seed));
}

/** The centre preselected at checkout: the user's default when it is the company's, else the first. */
export function defaultCostCenterId(user: SeedUser, company: SeedCompany): number | null {
  const centres = companyCostCenters(company);
  return (centres.find((centre) => centre.id === user.defaultCostCenterId) ?? centres[0])?.id ?? null;
}

/** Spec §6: approvers see how many of the company's orders wait for acceptance; others get 0. */
export function countOrdersForAcceptance(user: SeedUser, company: SeedCompany): number {
  if (!user.canApprove) return 0;
  return allOrders().filter((order) => order.companyId === company.id && order.status === 'awaitingAcceptance').length;
}
