import type { BaseKey, CreateResponse, CustomResponse, DataProvider, DeleteOneResponse, GetListResponse, GetOneResponse, HttpError, UpdateResponse } from '@refinedev/core';
import { apiBase } from '../api/mutator';
import { isApiError } from '../api/ApiError';
import { toListQuery } from './listQuery';
import type { ResourceBinding, ResourceDescriptor } from './resourceDescriptor';
import { RESOURCES } from './resources';

export type { ResourceBinding };

/**
 * The resources' data modules (each folder's `*Resource.ts`), loaded with the data provider: each
 * exports the bindings its folder's descriptors name (`binding: "orders/ordersResource#salesOrdersBinding"`).
 */
const DATA_MODULES = import.meta.glob<Record<string, unknown>>('./*/*Resource.ts', { eager: true });

/** The binding a descriptor names; a name that leads nowhere stops the account area at once. */
export function bindingOf({ name, binding }: ResourceDescriptor): ResourceBinding {
  const [module, exported] = binding.split('#');
  const found = DATA_MODULES[`./${module}.ts`]?.[exported] as ResourceBinding | undefined;
  if (typeof found?.list !== 'function') throw new Error(`No binding ${binding} for the resource ${name}`);
  return found;
}

/** Resource name → its binding, from the resources' descriptors (resources.ts). */
export const resourceBindings: Record<string, ResourceBinding> = Object.fromEntries(RESOURCES.map((resource) => [resource.name, bindingOf(resource)]));

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
