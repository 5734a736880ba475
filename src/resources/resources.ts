import { ROUTES, type Locale } from '../routing/routePaths.ts';
import type { ResourceDescriptor } from './resourceDescriptor.ts';
import { spendOrders } from './dashboard/resource.ts';
import { salesOrders } from './orders/resource.ts';
import { ordersForAcceptance } from './acceptance/resource.ts';
import { salesInvoices } from './invoices/resource.ts';
import { budgets, costCentres } from './cost-centres/resource.ts';
import { notifications } from './notifications/resource.ts';
import { currentCompany, userSettings } from './settings/resource.ts';
import { deliveryAddresses } from './addresses/resource.ts';
import { frequentlyBought } from './frequently-bought/resource.ts';
import { shoppingListCycles, shoppingLists, shoppingListTypes } from './shopping-lists/resource.ts';
import { complaintDocuments, complaintOrders, complaints } from './complaints/resource.ts';
import { reports, reportTypes, spendingSummary } from './reports/resource.ts';
import { myOffer, offers, productSuggestions } from './offers/resource.ts';
import { miniCatalogueProducts, miniCatalogues } from './mini-catalogues/resource.ts';
import { companyUsers } from './company-users/resource.ts';
import { approvalRules, approverAbsences } from './approval-rules/resource.ts';
import { auditLog } from './audit-log/resource.ts';

/**
 * The account area's resources, one line each (see README.md). Their order is the order of Refine's
 * resource list and of the account's screens.
 */
export const RESOURCES = [
  spendOrders,
  salesOrders,
  ordersForAcceptance,
  salesInvoices,
  costCentres,
  budgets,
  notifications,
  userSettings,
  currentCompany,
  deliveryAddresses,
  frequentlyBought,
  shoppingLists,
  shoppingListTypes,
  shoppingListCycles,
  complaints,
  complaintOrders,
  complaintDocuments,
  reports,
  reportTypes,
  spendingSummary,
  offers,
  myOffer,
  productSuggestions,
  miniCatalogues,
  miniCatalogueProducts,
  companyUsers,
  approvalRules, approverAbsences,
  auditLog,
] as const satisfies readonly ResourceDescriptor[];

/** Refine's resource list: the resources that are not look-ups, with their list and detail paths in `locale`. */
export function refineResources(locale: Locale): { name: string; list?: string; show?: string }[] {
  return RESOURCES.filter((resource: ResourceDescriptor) => !resource.lookup).map(({ name, routes }: ResourceDescriptor) => ({
    name,
    ...(routes?.list ? { list: ROUTES[routes.list][locale] } : {}),
    // Refine names the record's id `:id`; the route table calls it `:slug`.
    ...(routes?.show ? { show: ROUTES[routes.show][locale].replace(':slug', ':id') } : {}),
  }));
}
