/**
 * Raw query and path values (strings, repeated keys) turned into numbers/booleans/arrays by looking at
 * the schema's shape — `zod.coerce.boolean()` alone would read "false" as true.
 */
import { badRequest } from './errors';
import { TYPE_NAMES } from './issueMessages';
import { defOf, unwrap, type AnySchema } from './schemaShape';

const BOOLEAN_WORDS: Record<string, boolean> = { true: true, '1': true, on: true, false: false, '0': false, off: false };

/** Converts one raw query value towards what the schema expects; leaves it alone when it cannot (zod reports it). */
export function convert(raw: unknown, schema: AnySchema, field: string): unknown {
  const target = unwrap(schema);
  const def = defOf(target);
  switch (def.type) {
    case 'number':
    case 'int': {
      if (typeof raw !== 'string' || raw.trim() === '') return raw;
      const number = Number(raw);
      return Number.isNaN(number) ? raw : number;
    }
    case 'boolean': {
      // zod.coerce.boolean() would take any non-empty string (even "false" or "maybe") as true.
      const word = typeof raw === 'string' ? raw.toLowerCase() : '';
      if (word in BOOLEAN_WORDS) return BOOLEAN_WORDS[word];
      throw badRequest(`Pole „${field}” ma nieprawidłowy typ – oczekiwano: ${TYPE_NAMES.boolean}.`);
    }
    case 'array': {
      const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',').filter((part) => part !== '') : [raw];
      return def.element ? list.map((item, index) => convert(item, def.element as AnySchema, `${field}[${index}]`)) : list;
    }
    case 'union': {
      const literals = (def.options ?? []).flatMap((option) => defOf(unwrap(option)).values ?? []);
      if (typeof raw === 'string' && literals.length && literals.every((value) => typeof value === 'number')) {
        const number = Number(raw);
        return Number.isNaN(number) ? raw : number;
      }
      return raw;
    }
    case 'literal':
      return typeof raw === 'string' && (def.values ?? []).some((value) => typeof value === 'number') ? Number(raw) : raw;
    case 'record':
      if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
        return Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, Array.isArray(value) ? value : [value]]));
      }
      return raw;
    case 'string':
    case 'enum':
      return Array.isArray(raw) ? raw[raw.length - 1] : raw;
    default:
      return raw;
  }
}

/** Each raw value whose field the object schema knows, converted towards that field's schema; the others as they came. */
export function convertFields(schema: AnySchema, raw: Record<string, unknown>): Record<string, unknown> {
  const shape = defOf(schema).shape ?? {};
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) input[key] = shape[key] ? convert(value, shape[key], key) : value;
  return input;
}
