/**
 * Contract-invalid requests made from an operation's schema and one valid request: each changes one
 * thing — a wrong type, a missing required field, a number out of range, a string over its limit (or of
 * 100 000 characters where the contract sets none), malformed JSON, an unknown enum value.
 */
import { allowsNull, concrete, typesOf, type ContractOperation, type Schema } from './contract';
import type { FixtureRequest } from './fixtures';

export interface Variant {
  label: string;
  request: FixtureRequest;
}

/** Where the contract sets no limit, a string this long is what a careless or hostile client sends. */
export const HUGE = 100_000;
const UNKNOWN_ENUM = 'nieznana-wartość';

const clone = <T>(value: T): T => (value === undefined ? value : (structuredClone(value) as T));
const mainType = (schema: Schema): string => {
  const real = concrete(schema);
  if (real.enum) return typeof real.enum.find((value) => value !== null) === 'number' ? 'integer' : 'string';
  if (real.const !== undefined) return typeof real.const;
  const types = typesOf(real).filter((type) => type !== 'null');
  if (types.length) return types[0];
  if (real.properties) return 'object';
  return 'unknown';
};

/** Values of the wrong type for a schema (as JSON values). */
function wrongTypes(schema: Schema): { label: string; value: unknown }[] {
  switch (mainType(schema)) {
    case 'string':
      return [{ label: 'a number instead of text', value: 12345 }, { label: 'an object instead of text', value: { tekst: 'x' } }];
    case 'integer':
    case 'number':
      return [{ label: 'text instead of a number', value: 'abc' }, { label: 'a boolean instead of a number', value: true }];
    case 'boolean':
      return [{ label: 'text instead of a boolean', value: 'tak' }];
    case 'array':
      return [{ label: 'text instead of a list', value: 'lista' }, { label: 'an object instead of a list', value: { a: 1 } }];
    case 'object':
      return [{ label: 'text instead of an object', value: 'obiekt' }, { label: 'a list instead of an object', value: [1, 2] }];
    default:
      return [];
  }
}

/** Values within the type but outside the schema's limits. */
function outOfRange(schema: Schema): { label: string; value: unknown }[] {
  const real = concrete(schema);
  const type = mainType(real);
  const values: { label: string; value: unknown }[] = [];
  if (real.enum && real.enum.some((value) => typeof value === 'string')) values.push({ label: 'an unknown enum value', value: UNKNOWN_ENUM });
  if (real.const !== undefined && typeof real.const !== 'boolean') values.push({ label: 'another value than the constant', value: typeof real.const === 'number' ? real.const + 1 : UNKNOWN_ENUM });
  if (real.const === true) values.push({ label: 'false where only true is allowed', value: false });
  if (type === 'integer' || type === 'number') {
    if (type === 'integer') values.push({ label: 'a fraction where a whole number is expected', value: 1.5 });
    if (real.minimum !== undefined) values.push({ label: `below the minimum ${real.minimum}`, value: real.minimum - 1 });
    if (real.exclusiveMinimum !== undefined) values.push({ label: `at the exclusive minimum ${real.exclusiveMinimum}`, value: real.exclusiveMinimum });
    if (real.maximum !== undefined) values.push({ label: `above the maximum ${real.maximum}`, value: real.maximum + 1 });
    if (real.minimum === undefined && real.exclusiveMinimum === undefined && real.enum === undefined) values.push({ label: 'a huge number', value: 1e20 });
  }
  if (type === 'string' && !real.enum) {
    values.push(real.maxLength !== undefined
      ? { label: `over maxLength ${real.maxLength}`, value: 'x'.repeat(real.maxLength + 1) }
      : { label: `${HUGE} characters (no limit in the contract)`, value: 'x'.repeat(HUGE) });
    if (real.minLength) values.push({ label: `under minLength ${real.minLength}`, value: 'x'.repeat(real.minLength - 1) });
    if (real.format === 'date') values.push({ label: 'an impossible date', value: '2026-13-45' });
    if (real.format === 'date-time') values.push({ label: 'an impossible date-time', value: '2026-13-45T25:61:00Z' });
    if (real.format === 'email') values.push({ label: 'not an e-mail address', value: 'to nie jest adres' });
  }
  if (type === 'array') {
    if (real.minItems) values.push({ label: `fewer than minItems ${real.minItems}`, value: [] });
    if (real.maxItems !== undefined && real.items) values.push({ label: `more than maxItems ${real.maxItems}`, value: Array.from({ length: real.maxItems + 1 }, () => sample(real.items!)) });
    if (real.items) for (const wrong of wrongTypes(real.items).slice(0, 1)) values.push({ label: `an item of ${wrong.label}`, value: [wrong.value] });
  }
  return values;
}

/** A plausible value of a schema (for items a list needs more of). */
function sample(schema: Schema): unknown {
  const real = concrete(schema);
  if (real.enum) return real.enum[0];
  if (real.const !== undefined) return real.const;
  switch (mainType(real)) {
    case 'integer':
    case 'number':
      return real.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries((real.required ?? []).map((key) => [key, sample(real.properties?.[key] ?? {})]));
    default:
      return 'x'.repeat(Math.max(real.minLength ?? 1, 1));
  }
}

type Json = Record<string, unknown>;

/** Walks the body's object properties (nested objects and the first item of lists of objects too). */
function bodyVariants(schema: Schema, base: unknown, setAt: (change: (root: Json) => void, label: string) => Variant, prefix: string, depth = 0): Variant[] {
  const real = concrete(schema);
  if (mainType(real) !== 'object' || !real.properties || depth > 3) return [];
  const value = (base ?? {}) as Json;
  const variants: Variant[] = [];
  const at = (root: Json): Json => (prefix ? prefix.split('.').reduce<Json>((node, key) => (node[key] ?? {}) as Json, root) : root);
  for (const [name, property] of Object.entries(real.properties)) {
    const field = prefix ? `${prefix}.${name}` : name;
    if ((real.required ?? []).includes(name) && name in value) variants.push(setAt((root) => void delete at(root)[name], `without the required ${field}`));
    for (const wrong of wrongTypes(property)) variants.push(setAt((root) => void (at(root)[name] = wrong.value), `${field}: ${wrong.label}`));
    if (!allowsNull(property) && mainType(property) !== 'unknown') variants.push(setAt((root) => void (at(root)[name] = null), `${field}: null where not allowed`));
    for (const bad of outOfRange(property)) variants.push(setAt((root) => void (at(root)[name] = bad.value), `${field}: ${bad.label}`));
    const inner = concrete(property);
    if (mainType(inner) === 'object' && value[name] && typeof value[name] === 'object') variants.push(...bodyVariants(inner, value[name], setAt, field, depth + 1));
    if (mainType(inner) === 'array' && inner.items && Array.isArray(value[name]) && (value[name] as unknown[]).length && mainType(inner.items) === 'object') {
      variants.push(...bodyVariants(inner.items, (value[name] as unknown[])[0], setAt, `${field}.0`, depth + 1));
    }
  }
  return variants;
}

/** Every invalid variant of a valid request of the operation. */
export function invalidVariants(operation: ContractOperation, base: FixtureRequest): Variant[] {
  const variants: Variant[] = [];
  const withPath = (name: string, value: unknown, label: string) => variants.push({ label, request: { ...clone(base), path: { ...base.path, [name]: value as string } } });
  const withQuery = (change: (query: Json) => void, label: string) => {
    const query = clone(base.query ?? {}) as Json;
    change(query);
    variants.push({ label, request: { ...clone(base), query } });
  };

  for (const parameter of operation.parameters) {
    const schema = concrete(parameter.schema);
    const type = mainType(schema);
    const label = (what: string) => `${parameter.in} ${parameter.name}: ${what}`;
    if (parameter.in === 'path') {
      if (type === 'integer' || type === 'number') {
        withPath(parameter.name, 'abc', label('text instead of a number'));
        withPath(parameter.name, '1.5', label('a fraction'));
        if (schema.minimum !== undefined) withPath(parameter.name, schema.minimum - 1, label(`below the minimum ${schema.minimum}`));
        withPath(parameter.name, '99999999999999999999', label('a huge number'));
      } else {
        withPath(parameter.name, 'x'.repeat(schema.maxLength !== undefined ? schema.maxLength + 1 : HUGE), label(schema.maxLength !== undefined ? `over maxLength ${schema.maxLength}` : `${HUGE} characters`));
        if (schema.enum) withPath(parameter.name, UNKNOWN_ENUM, label('an unknown enum value'));
      }
    } else if (parameter.in === 'query') {
      if (parameter.required && base.query && parameter.name in base.query) withQuery((query) => void delete query[parameter.name], label('missing (required)'));
      if (type === 'object') {
        // Product `filters` take any key (facets come and go); a closed object (ContentFilters) does not.
        if (schema.additionalProperties === false) withQuery((query) => void (query[parameter.name] = { nieznanyFiltr: ['x'] }), label('an unknown key'));
        for (const [key, property] of Object.entries(schema.properties ?? {})) {
          for (const bad of outOfRange(property)) {
            // A query string is text: a number is a valid text value there.
            if (!Array.isArray(bad.value) || bad.value.some((item) => item !== null && typeof item === 'object') || bad.label.startsWith('an item of')) continue;
            withQuery((query) => void (query[parameter.name] = { ...(query[parameter.name] as Json | undefined), [key]: bad.value }), label(`[${key}] ${bad.label}`));
          }
          const items = concrete(property).items;
          if (items) for (const bad of outOfRange(items)) {
            if (typeof bad.value !== 'string') continue;
            withQuery((query) => void (query[parameter.name] = { ...(query[parameter.name] as Json | undefined), [key]: [bad.value] }), label(`[${key}][] ${bad.label}`));
          }
        }
        continue;
      }
      const wrong = type === 'integer' || type === 'number' ? ['abc'] : type === 'boolean' ? ['tak'] : type === 'array' && schema.items && ['integer', 'number'].includes(mainType(schema.items)) ? [['abc']] : [];
      for (const value of wrong) withQuery((query) => void (query[parameter.name] = value), label('a value of the wrong type'));
      for (const bad of outOfRange(schema)) {
        if (Array.isArray(bad.value) && bad.value.some((item) => item !== null && typeof item === 'object')) continue;
        withQuery((query) => void (query[parameter.name] = bad.value), label(bad.label));
      }
    } else if (parameter.in === 'header') {
      const header = (value: string, what: string) => variants.push({ label: label(what), request: { ...clone(base), headers: { ...base.headers, [parameter.name]: value } } });
      if (schema.maxLength !== undefined) header('x'.repeat(schema.maxLength + 1), `over maxLength ${schema.maxLength}`);
      if (schema.minLength) header('x'.repeat(schema.minLength - 1), `under minLength ${schema.minLength}`);
      if (schema.pattern) header('ma spacje!', `against the pattern ${schema.pattern}`);
    }
  }

  if (operation.body) {
    const json = operation.body.contentType.includes('json');
    if (operation.body.required) variants.push({ label: 'body: missing', request: { ...clone(base), body: undefined } });
    if (json) {
      variants.push({ label: 'body: malformed JSON', request: { ...clone(base), body: undefined, rawBody: '{"quantity": 1, ' } });
      variants.push({ label: 'body: not JSON at all', request: { ...clone(base), body: undefined, rawBody: 'productId=1&quantity=2' } });
      if (mainType(operation.body.schema) === 'object') {
        variants.push({ label: 'body: a list instead of an object', request: { ...clone(base), body: [base.body] } });
        variants.push({ label: 'body: a string instead of an object', request: { ...clone(base), body: 'tekst' } });
      }
    }
    const setAt = (change: (root: Json) => void, label: string): Variant => {
      const body = (clone(base.body) ?? {}) as Json;
      change(body);
      return { label: `body ${label}`, request: { ...clone(base), body } };
    };
    const all = bodyVariants(operation.body.schema, base.body, setAt, '');
    // A form sends text: only what text can get wrong (missing, too long, unknown values).
    variants.push(...(json ? all : all.filter((variant) => /without|over maxLength|characters|unknown enum|under minLength/.test(variant.label))));
  }
  return variants;
}
