/**
 * The contract (openapi/ecommerce-v1.yaml) read at test time: every operation with its parameters and
 * request body, `$ref`s resolved, so the fuzz and permission suites follow the contract as it is today.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

export interface Schema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  default?: unknown;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: Schema;
  style?: string;
}

export interface ContractOperation {
  operationId: string;
  method: string;
  /** The path as the contract writes it, e.g. `/e-commerce/v1/sales-orders/{id}`. */
  path: string;
  parameters: Parameter[];
  body: { required: boolean; contentType: string; schema: Schema } | null;
  /** `[]` when the operation needs no token (the contract's `security: []`). */
  security: unknown[] | null;
  /** The statuses the contract lists for it. */
  responses: string[];
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

type Json = Record<string, unknown>;

function resolver(document: Json) {
  const seen = new Map<string, unknown>();
  const lookup = (ref: string): unknown => ref.replace(/^#\//, '').split('/').reduce<unknown>((node, key) => (node as Json)[key], document);
  const resolve = (node: unknown, depth = 0): unknown => {
    if (depth > 30 || node === null || typeof node !== 'object') return node;
    if (Array.isArray(node)) return node.map((item) => resolve(item, depth + 1));
    const record = node as Json;
    if (typeof record.$ref === 'string') {
      const ref = record.$ref;
      if (!seen.has(ref)) {
        seen.set(ref, {});
        seen.set(ref, resolve(lookup(ref), depth + 1));
      }
      return seen.get(ref);
    }
    return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, resolve(value, depth + 1)]));
  };
  return resolve;
}

let cached: ContractOperation[] | undefined;

export function contractOperations(): ContractOperation[] {
  if (cached) return cached;
  const document = parse(readFileSync(new URL('../../../openapi/ecommerce-v1.yaml', import.meta.url), 'utf8')) as Json;
  const resolve = resolver(document);
  const operations: ContractOperation[] = [];
  for (const [path, rawItem] of Object.entries(document.paths as Json)) {
    const item = resolve(rawItem) as Json;
    const shared = (item.parameters as Parameter[] | undefined) ?? [];
    for (const method of METHODS) {
      const operation = item[method] as Json | undefined;
      if (!operation?.operationId) continue;
      const parameters = [...shared, ...((operation.parameters as Parameter[] | undefined) ?? [])].map((parameter) => ({
        ...parameter,
        required: parameter.required === true || parameter.in === 'path',
      }));
      const requestBody = operation.requestBody as { required?: boolean; content: Record<string, { schema: Schema }> } | undefined;
      const [contentType, media] = requestBody ? Object.entries(requestBody.content).find(([type]) => type.includes('json')) ?? Object.entries(requestBody.content)[0] : [];
      operations.push({
        operationId: operation.operationId as string,
        method,
        path,
        parameters,
        body: requestBody && contentType && media ? { required: requestBody.required === true, contentType, schema: media.schema } : null,
        security: (operation.security as unknown[] | undefined) ?? null,
        responses: Object.keys(operation.responses as Json),
      });
    }
  }
  cached = operations;
  return operations;
}

/** The schema's own types (`type: [string, 'null']` → both). */
export const typesOf = (schema: Schema): string[] => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []);
/** The schema without its `null` branch: an allOf of one, a oneOf/anyOf of one non-null member. */
export function concrete(schema: Schema): Schema {
  if (schema.allOf?.length === 1) return concrete({ ...schema.allOf[0], ...{ ...schema, allOf: undefined } });
  const options = schema.oneOf ?? schema.anyOf;
  if (options) {
    const real = options.filter((option) => !typesOf(option).every((type) => type === 'null') || !typesOf(option).length);
    if (real.length === 1) return concrete(real[0]);
  }
  return schema;
}
export const allowsNull = (schema: Schema): boolean =>
  typesOf(schema).includes('null') || (schema.oneOf ?? schema.anyOf ?? []).some((option) => typesOf(option).includes('null')) || (schema.enum ?? []).includes(null);
