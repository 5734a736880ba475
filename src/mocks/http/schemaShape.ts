/**
 * Reading a generated zod schema's shape: what a field's schema is under its optional/nullable/default
 * wrappers, and the schema of a nested field.
 */
import type { z } from 'zod';

export type AnySchema = z.ZodType;

export interface SchemaDef { type: string; innerType?: AnySchema; element?: AnySchema; options?: AnySchema[]; values?: unknown[]; valueType?: AnySchema; shape?: Record<string, AnySchema> }

export const defOf = (schema: AnySchema): SchemaDef => (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;

/** Strips optional/nullable/default wrappers. */
export function unwrap(schema: AnySchema): AnySchema {
  let current = schema;
  for (let i = 0; i < 10; i += 1) {
    const def = defOf(current);
    if ((def.type === 'optional' || def.type === 'nullable' || def.type === 'default' || def.type === 'readonly') && def.innerType) current = def.innerType;
    else break;
  }
  return current;
}

/** The schema of a nested field (object keys, list items, record values), or undefined when unknown. */
export function schemaAt(schema: AnySchema, key: string): AnySchema | undefined {
  const def = defOf(unwrap(schema));
  if (def.type === 'object') return def.shape?.[key];
  if (def.type === 'array') return def.element;
  if (def.type === 'record') return def.valueType;
  return undefined;
}
