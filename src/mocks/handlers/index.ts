/**
 * The registry of the demo API: every implemented contract operation under its operationId.
 * MSW tries handlers in this order, so the catch-all `products/:slug` stays last
 * (products/search, products/bestsellers... must be matched before it).
 */
import type { OperationHandler } from '../http/operation';
import { accountOperations } from './account';
import { approvalRulesOperations } from './approval-rules';
import { budgetsOperations } from './budgets';
import { auditLogOperations } from './audit-log';
import { cartOperations } from './cart';
import { checkoutOperations } from './checkout';
import { complaintDemoHandlers, complaintsOperations } from './complaints';
import { demoOnlyHandlers } from './demo-only';
import { contentOperations } from './content-and-reports';
import { errorPageContentOperations } from './error-page-content';
import { listsOperations } from './lists';
import { searchAndProductsOperations } from './search-and-products';
import { registrationAndPasswordOperations, sessionAndUserOperations } from './session-and-user';
import { settingsAndMenusOperations } from './settings-and-menus';
import { shoppingListsOperations } from './shopping-lists';

const { getProduct, ...productOperations } = searchAndProductsOperations;
// `sales-orders/:id` would also match the fixed paths (count-order-for-acceptance, ...): it comes after them.
const { getSalesOrder, ...checkoutOnlyOperations } = checkoutOperations;

export const implementedOperations: Record<string, OperationHandler> = {
  ...sessionAndUserOperations,
  ...registrationAndPasswordOperations,
  ...settingsAndMenusOperations,
  ...errorPageContentOperations,
  ...productOperations,
  ...cartOperations,
  ...listsOperations,
  ...contentOperations,
  ...accountOperations,
  ...approvalRulesOperations,
  ...budgetsOperations,
  ...auditLogOperations,
  ...checkoutOnlyOperations,
  ...shoppingListsOperations,
  // Its own `complaints/:id` comes after its fixed paths (search/orders, document-data, ...).
  ...complaintsOperations,
  getSalesOrder,
  getProduct,
};

/** All handlers, for setupWorker / setupServer / getResponse (the demo-only ones outside the contract too). */
export const handlers: OperationHandler[] = [...Object.values(implementedOperations), ...demoOnlyHandlers, ...complaintDemoHandlers];
