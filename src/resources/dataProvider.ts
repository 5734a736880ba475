import type { BaseKey, BaseRecord, CustomResponse, DataProvider, GetListResponse, GetOneResponse, HttpError, UpdateResponse } from '@refinedev/core';
import { apiBase } from '../api/mutator';
import { isApiError } from '../api/ApiError';
import { toListQuery, type ListQuery } from './listQuery';
import { getOneSalesOrder, listSalesOrders, salesOrderActions, updateOneSalesOrder } from './orders/ordersResource';
import { getSalesInvoiceRecord, listSalesInvoices, salesInvoiceActions } from './invoices/invoicesResource';
import { listCostCentres } from './cost-centres/costCentresResource';
import { listSpendOrders } from './dashboard/spendResource';
import { ACCEPTANCE_RESOURCE, listOrdersForAcceptance } from './acceptance/acceptanceResource';

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
};

function bindingFor(resource: string): ResourceBinding {
  const binding = resourceBindings[resource];
  if (!binding) throw toHttpError(new Error(`Unknown resource: ${resource}`));
  return binding;
}

/** Refine expects `{ message, statusCode }`; the API's errors carry `{ status, code, message }`. */
export function toHttpError(error: unknown): HttpError {
  if (isApiError(error)) return { message: error.message, statusCode: error.status, code: error.code };
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
  create: async ({ resource }) => unsupported('create', resource),
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
    const action = bindingFor(resource).actions?.[String(meta?.action ?? '')];
    if (!action || meta?.id === undefined) unsupported(`custom ${String(meta?.action)}`, resource);
    try {
      return (await action(meta.id as BaseKey, payload as never)) as CustomResponse<never>;
    } catch (error) {
      throw toHttpError(error);
    }
  },
  deleteOne: async ({ resource }) => unsupported('deleteOne', resource),
};
