import type { BaseRecord, DataProvider, GetListResponse, HttpError } from '@refinedev/core';
import { apiBase } from '../api/mutator';
import { isApiError } from '../api/ApiError';
import { toListQuery, type ListQuery } from './listQuery';
import { listSalesOrders } from './orders/ordersResource';

/** How one account resource reads its data from the generated API functions. */
export interface ResourceBinding {
  list: (query: ListQuery, signal?: AbortSignal) => Promise<GetListResponse<BaseRecord>>;
}

/** Resource name → its binding. Each resource folder contributes one entry. */
export const resourceBindings: Record<string, ResourceBinding> = {
  'sales-orders': { list: listSalesOrders },
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
  getOne: async ({ resource }) => unsupported('getOne', resource),
  create: async ({ resource }) => unsupported('create', resource),
  update: async ({ resource }) => unsupported('update', resource),
  deleteOne: async ({ resource }) => unsupported('deleteOne', resource),
};
