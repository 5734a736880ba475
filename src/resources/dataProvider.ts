import type { BaseKey, BaseRecord, CreateResponse, CustomResponse, DataProvider, DeleteOneResponse, GetListResponse, GetOneResponse, HttpError, UpdateResponse } from '@refinedev/core';
import { apiBase } from '../api/mutator';
import { isApiError } from '../api/ApiError';
import { toListQuery, type ListQuery } from './listQuery';
import { getOneSalesOrder, listSalesOrders, salesOrderActions, updateOneSalesOrder } from './orders/ordersResource';
import { getSalesInvoiceRecord, listSalesInvoices, salesInvoiceActions } from './invoices/invoicesResource';
import { listCostCentres } from './cost-centres/costCentresResource';
import { listSpendOrders } from './dashboard/spendResource';
import { ACCEPTANCE_RESOURCE, listOrdersForAcceptance } from './acceptance/acceptanceResource';
import { listNotifications, notificationActions, notificationCollectionActions } from './notifications/notificationsResource';
import { getCurrentCompanyRecord, listCurrentCompany, updateCurrentCompanyRecord, userSettingActions } from './settings/settingsResource';
import { createDeliveryAddressRecord, listDeliveryAddresses, updateDeliveryAddressRecord } from './addresses/addressesResource';
import { listFrequentlyBought } from './frequently-bought/frequentlyBoughtResource';
import {
  createShoppingListRecord, deleteShoppingListRecord, getShoppingListRecord, LIST_CYCLES_RESOURCE, LIST_TYPES_RESOURCE, listShoppingListCycles, listShoppingLists,
  listShoppingListTypes, SHOPPING_LISTS_RESOURCE, shoppingListActions, updateShoppingListRecord,
} from './shopping-lists/shoppingListsResource';
import {
  COMPLAINT_DOCUMENTS_RESOURCE, COMPLAINT_ORDERS_RESOURCE, complaintDocumentActions, COMPLAINTS_RESOURCE, createComplaintRecord, getComplaintRecord,
  listComplaintDocuments, listComplaintOrders, listComplaints,
} from './complaints/complaintsResource';
import {
  createReportRecord, deleteReportRecord, getSpendingSummaryRecord, listReports, listReportTypes, REPORT_TYPES_RESOURCE, REPORTS_RESOURCE, SPENDING_SUMMARY_RESOURCE,
} from './reports/reportsResource';
import {
  createOfferRequestRecord, listMyOfferProducts, listOffers, listProductSuggestions, MY_OFFER_RESOURCE, OFFERS_RESOURCE, PRODUCT_SUGGESTIONS_RESOURCE,
} from './offers/offersResource';
import { listMiniCatalogueProducts, listMiniCatalogues, MINI_CATALOGUE_PRODUCTS_RESOURCE, MINI_CATALOGUES_RESOURCE } from './mini-catalogues/miniCataloguesResource';
import { COMPANY_USERS_RESOURCE, createCompanyUserRecord, listCompanyUsers } from './company-users/companyUsersResource';

/** How one account resource reads its data from the generated API functions. */
export interface ResourceBinding {
  list: (query: ListQuery, signal?: AbortSignal) => Promise<GetListResponse<BaseRecord>>;
  /** One record by id (refine's getOne / useOne); resources without a detail screen leave it out. */
  one?: (id: BaseKey, signal?: AbortSignal) => Promise<GetOneResponse<BaseRecord>>;
  /** Changes one record (refine's update / useUpdate). */
  update?: (id: BaseKey, variables: never) => Promise<UpdateResponse<BaseRecord>>;
  /**
   * Further operations on one record by name (refine's custom / useCustomMutation with
   * `meta: { resource, action, id }` and the body as `values`), e.g. copy, pay, accept.
   */
  actions?: Record<string, (id: BaseKey, payload: never) => Promise<CustomResponse<unknown>>>;
  /** Adds a record (refine's create / useCreate). */
  create?: (variables: never) => Promise<CreateResponse<BaseRecord>>;
  /**
   * Operations on the resource as a whole by name (refine's custom / useCustomMutation with
   * `meta: { resource, action }` and no id), e.g. mark all notifications read.
   */
  collectionActions?: Record<string, (payload: never) => Promise<CustomResponse<unknown>>>;
  /** Deletes one record (refine's deleteOne / useDelete). */
  remove?: (id: BaseKey) => Promise<DeleteOneResponse<BaseRecord>>;
}

/** Resource name → its binding. Each resource folder contributes one entry. */
export const resourceBindings: Record<string, ResourceBinding> = {
  'sales-orders': { list: listSalesOrders, one: getOneSalesOrder, update: updateOneSalesOrder, actions: salesOrderActions },
  'sales-invoices': { list: listSalesInvoices, one: getSalesInvoiceRecord, actions: salesInvoiceActions },
  'cost-centres': { list: listCostCentres },
  /** The dashboard's monthly-spend chart: all the company's orders of its period, read page after page. */
  'spend-orders': { list: listSpendOrders },
  // The approvers' queue; its accept and reject are the 'sales-orders' actions.
  [ACCEPTANCE_RESOURCE]: { list: listOrdersForAcceptance },
  notifications: { list: listNotifications, actions: notificationActions, collectionActions: notificationCollectionActions },
  /** The user's switches: `set` with the setting's id (PATCH users/current/settings/{id}); there is nothing to list. */
  'user-settings': { list: async () => ({ data: [], total: 0 }), actions: userSettingActions },
  'current-company': { list: listCurrentCompany, one: getCurrentCompanyRecord, update: updateCurrentCompanyRecord },
  'delivery-addresses': { list: listDeliveryAddresses, create: createDeliveryAddressRecord, update: updateDeliveryAddressRecord },
  'frequently-bought': { list: listFrequentlyBought },
  [SHOPPING_LISTS_RESOURCE]: {
    list: listShoppingLists, one: getShoppingListRecord, create: createShoppingListRecord, update: updateShoppingListRecord, remove: deleteShoppingListRecord,
    actions: shoppingListActions,
  },
  [LIST_TYPES_RESOURCE]: { list: listShoppingListTypes },
  [LIST_CYCLES_RESOURCE]: { list: listShoppingListCycles },
  [COMPLAINTS_RESOURCE]: { list: listComplaints, one: getComplaintRecord, create: createComplaintRecord },
  // The complaint wizard's look-ups: orders to complain about; documents by number (autocomplete) and `load`, one document's positions.
  [COMPLAINT_ORDERS_RESOURCE]: { list: listComplaintOrders },
  [COMPLAINT_DOCUMENTS_RESOURCE]: { list: listComplaintDocuments, collectionActions: complaintDocumentActions },
  [REPORTS_RESOURCE]: { list: listReports, create: createReportRecord, remove: deleteReportRecord },
  [REPORT_TYPES_RESOURCE]: { list: listReportTypes },
  /** The chart's figures: one record per period, its id "from_to" (there is nothing to list). */
  [SPENDING_SUMMARY_RESOURCE]: { list: async () => ({ data: [], total: 0 }), one: getSpendingSummaryRecord },
  [OFFERS_RESOURCE]: { list: listOffers, create: createOfferRequestRecord },
  [MY_OFFER_RESOURCE]: { list: listMyOfferProducts },
  // The offer request's product picker: suggestions for the typed phrase (filter `query`).
  [PRODUCT_SUGGESTIONS_RESOURCE]: { list: listProductSuggestions },
  [MINI_CATALOGUES_RESOURCE]: { list: listMiniCatalogues },
  [MINI_CATALOGUE_PRODUCTS_RESOURCE]: { list: listMiniCatalogueProducts },
  [COMPANY_USERS_RESOURCE]: { list: listCompanyUsers, create: createCompanyUserRecord },
};

function bindingFor(resource: string): ResourceBinding {
  const binding = resourceBindings[resource];
  if (!binding) throw toHttpError(new Error(`Unknown resource: ${resource}`));
  return binding;
}

/** Refine expects `{ message, statusCode }`; the API's errors carry `{ status, code, message }`. */
export function toHttpError(error: unknown): HttpError {
  if (isApiError(error)) {
    // A 400 naming its field (`{ field }` beside code and message) also goes into refine's `errors`, so a form shows it beside the field.
    const field = (error.body as { field?: unknown } | undefined)?.field;
    const errors = typeof field === 'string' && error.status === 400 ? { errors: { [field]: error.message } } : {};
    return { message: error.message, statusCode: error.status, code: error.code, ...errors };
  }
  return { message: error instanceof Error ? error.message : String(error), statusCode: 500 };
}

function unsupported(action: string, resource: string): never {
  throw toHttpError(new Error(`${action} is not available for ${resource}`));
}

/**
 * The account area's data provider: maps each resource to the generated API functions
 * (not a generic REST provider), paging 24 rows with limit/offset and sorting with orderBy.
 */
export const dataProvider: DataProvider = {
  getApiUrl: () => `${apiBase()}/e-commerce/v1`,
  getList: async ({ resource, pagination, sorters, filters, meta }) => {
    try {
      const signal = meta?.queryContext?.signal as AbortSignal | undefined;
      const response = await bindingFor(resource).list(toListQuery({ pagination, sorters, filters }), signal);
      return response as GetListResponse<never>;
    } catch (error) {
      throw toHttpError(error);
    }
  },
  getOne: async ({ resource, id, meta }) => {
    const one = bindingFor(resource).one;
    if (!one) unsupported('getOne', resource);
    try {
      const signal = meta?.queryContext?.signal as AbortSignal | undefined;
      return (await one(id, signal)) as GetOneResponse<never>;
    } catch (error) {
      throw toHttpError(error);
    }
  },
  create: async ({ resource, variables }) => {
    const create = bindingFor(resource).create;
    if (!create) unsupported('create', resource);
    try {
      return (await create(variables as never)) as CreateResponse<never>;
    } catch (error) {
      throw toHttpError(error);
    }
  },
  update: async ({ resource, id, variables }) => {
    const update = bindingFor(resource).update;
    if (!update) unsupported('update', resource);
    try {
      return (await update(id, variables as never)) as UpdateResponse<never>;
    } catch (error) {
      throw toHttpError(error);
    }
  },
  custom: async ({ payload, meta }) => {
    const resource = String(meta?.resource ?? '');
    if (meta?.id === undefined) {
      // No record named: an operation on the whole resource.
      const collectionAction = bindingFor(resource).collectionActions?.[String(meta?.action ?? '')];
      if (!collectionAction) unsupported(`custom ${String(meta?.action)}`, resource);
      try {
        return (await collectionAction(payload as never)) as CustomResponse<never>;
      } catch (error) {
        throw toHttpError(error);
      }
    }
    const action = bindingFor(resource).actions?.[String(meta?.action ?? '')];
    if (!action) unsupported(`custom ${String(meta?.action)}`, resource);
    try {
      return (await action(meta.id as BaseKey, payload as never)) as CustomResponse<never>;
    } catch (error) {
      throw toHttpError(error);
    }
  },
  deleteOne: async ({ resource, id }) => {
    const remove = bindingFor(resource).remove;
    if (!remove) unsupported('deleteOne', resource);
    try {
      return (await remove(id)) as DeleteOneResponse<never>;
    } catch (error) {
      throw toHttpError(error);
    }
  },
};
