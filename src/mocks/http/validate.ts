/**
 * Request validation with the generated zod schemas. Query strings are read with the client's
 * own encoding (fromSearchParams), then strings are turned into numbers/booleans/arrays by
 * looking at the schema's shape — `zod.coerce.boolean()` alone would read "false" as true.
 */
import type { z } from 'zod';
import { fromSearchParams } from '../../api/queryString';
import { quantityMaximumMessage } from '../../domain/orderPolicy';
import { controlCharacterPath } from '../../domain/controlCharacters';
import { VALIDATION_MESSAGES } from '../../domain/validation';
import { plural } from '../db/text';
import { badRequest, DemoHttpError, MESSAGES } from './errors';

type AnySchema = z.ZodType;
interface Def { type: string; innerType?: AnySchema; element?: AnySchema; options?: AnySchema[]; values?: unknown[]; valueType?: AnySchema; shape?: Record<string, AnySchema> }

const defOf = (schema: AnySchema): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Strips optional/nullable/default wrappers. */
function unwrap(schema: AnySchema): AnySchema {
  let current = schema;
  for (let i = 0; i < 10; i += 1) {
    const def = defOf(current);
    if ((def.type === 'optional' || def.type === 'nullable' || def.type === 'default' || def.type === 'readonly') && def.innerType) current = def.innerType;
    else break;
  }
  return current;
}

const TYPE_NAMES: Record<string, string> = {
  number: 'liczba', string: 'tekst', boolean: 'wartość logiczna (true/false)', array: 'lista', object: 'obiekt', int: 'liczba całkowita',
};

const BOOLEAN_WORDS: Record<string, boolean> = { true: true, '1': true, on: true, false: false, '0': false, off: false };

/** Converts one raw query value towards what the schema expects; leaves it alone when it cannot (zod reports it). */
function convert(raw: unknown, schema: AnySchema, field: string): unknown {
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

/** Field name as the client sent it: `filters.status.0` → `filters[status][0]`. */
function fieldName(path: PropertyKey[]): string {
  if (!path.length) return 'body';
  const [head, ...rest] = path.map(String);
  return head + rest.map((part) => `[${part}]`).join('');
}


interface Issue { code: string; path: PropertyKey[]; expected?: string; minimum?: number | bigint; maximum?: number | bigint; origin?: string; values?: unknown[]; input?: unknown; keys?: string[] }

const characters = (count: number | bigint | undefined) => `${count} ${plural(Number(count), 'znak', 'znaki', 'znaków')}`;
const elements = (count: number | bigint | undefined) => `${count} ${plural(Number(count), 'element', 'elementy', 'elementów')}`;

const isQuantityPath = (path: PropertyKey[]): boolean => String(path[path.length - 1] ?? '') === 'quantity';

/** A Polish message naming the field, for the first zod issue. */
export function polishIssueMessage(issue: Issue): string {
  const field = `„${fieldName(issue.path)}”`;
  switch (issue.code) {
    case 'invalid_type':
      if (!('input' in issue) || issue.input === undefined) return `Pole ${field} jest wymagane.`;
      return `Pole ${field} ma nieprawidłowy typ – oczekiwano: ${TYPE_NAMES[issue.expected ?? ''] ?? issue.expected}.`;
    case 'too_small':
      return issue.origin === 'string'
        ? `Pole ${field} musi mieć co najmniej ${characters(issue.minimum)}.`
        : issue.origin === 'array'
          ? `Pole ${field} musi zawierać co najmniej ${elements(issue.minimum)}.`
          : `Pole ${field} musi mieć wartość co najmniej ${issue.minimum}.`;
    case 'too_big':
      // A quantity over the maximum is a sentence a shopper reads (the order policy's quantity rule), not a field's name.
      if (isQuantityPath(issue.path) && issue.origin !== 'string' && issue.origin !== 'array') return quantityMaximumMessage();
      return issue.origin === 'string'
        ? `Pole ${field} może mieć najwyżej ${characters(issue.maximum)}.`
        : issue.origin === 'array'
          ? `Pole ${field} może zawierać najwyżej ${elements(issue.maximum)}.`
          : `Pole ${field} może mieć wartość najwyżej ${issue.maximum}.`;
    case 'invalid_value':
      return `Pole ${field} ma niedozwoloną wartość. Dozwolone: ${(issue.values ?? []).map(String).join(', ')}.`;
    case 'invalid_union':
      return `Pole ${field} ma niedozwoloną wartość.`;
    case 'invalid_format':
      return `Pole ${field} ma nieprawidłowy format.`;
    case 'unrecognized_keys':
      return `Nieznane pola: ${(issue.keys ?? []).join(', ')}.`;
    default:
      return `Pole ${field} ma nieprawidłową wartość.`;
  }
}

/**
 * Text longer than this is refused wherever the contract sets no limit of its own (a search phrase, a
 * device name): nobody types 10 000 characters, and a 100 000-character value only costs the server.
 */
export const MAX_TEXT_LENGTH = 10_000;

/** The schema of a nested field (object keys, list items, record values), or undefined when unknown. */
function schemaAt(schema: AnySchema, key: string): AnySchema | undefined {
  const def = defOf(unwrap(schema));
  if (def.type === 'object') return def.shape?.[key];
  if (def.type === 'array') return def.element;
  if (def.type === 'record') return def.valueType;
  return undefined;
}

/**
 * What zod lets through but the shop refuses: text over MAX_TEXT_LENGTH where the schema sets no
 * higher limit, and numbers beyond the safe integers (an id of 1e20 is no id, and loses precision).
 */
function checkLimits(schema: AnySchema | undefined, value: unknown, path: PropertyKey[]): void {
  if (typeof value === 'string' && value.length > MAX_TEXT_LENGTH) {
    const declared = schema ? (unwrap(schema) as unknown as { maxLength?: number | null }).maxLength : undefined;
    if (!declared || declared < value.length) {
      throw new DemoHttpError(400, 'VALIDATION', polishIssueMessage({ code: 'too_big', origin: 'string', maximum: MAX_TEXT_LENGTH, path }), { field: path.map(String).join('.') });
    }
  } else if (typeof value === 'number' && Math.abs(value) > Number.MAX_SAFE_INTEGER) {
    throw new DemoHttpError(400, 'VALIDATION', `Pole „${fieldName(path)}” ma zbyt dużą wartość.`, { field: path.map(String).join('.') });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => checkLimits(schema && schemaAt(schema, String(index)), item, [...path, index]));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) checkLimits(schema && schemaAt(schema, key), item, [...path, key]);
  }
}

/**
 * Parses with a schema; `messages` gives a field its own message for a present but invalid value
 * (e.g. `{ email: 'Wprowadź poprawny adres e-mail.' }`, the spec's wording).
 */
function parseWith<S extends AnySchema>(schema: S, input: unknown, messages: Record<string, string> = {}): z.output<S> {
  const result = schema.safeParse(input, { reportInput: true });
  if (!result.success) {
    const issue = result.error.issues[0] as unknown as Issue;
    const own = messages[String(issue.path[0] ?? '')];
    const missing = issue.code === 'invalid_type' && (!('input' in issue) || issue.input === undefined);
    const message = own && !missing ? own : polishIssueMessage(issue);
    // The field the error is about, as a dotted path (`address.zip`), so a form can show it beside the field.
    throw issue.path.length ? new DemoHttpError(400, 'VALIDATION', message, { field: issue.path.map(String).join('.') }) : badRequest(message);
  }
  checkLimits(schema, result.data, []);
  return result.data;
}

/**
 * Fails with 400 when a number field is not a whole number (orval drops `.int()`). A dotted field names a
 * field of each item of a list (`lines.quantity`: the quantity of every line); its error names the item.
 */
export function requireIntegers(values: Record<string, unknown>, fields: string[], within: PropertyKey[] = []): void {
  for (const field of fields) {
    const [head, ...rest] = field.split('.');
    const value = values[head];
    if (rest.length) {
      const items = Array.isArray(value) ? value.map((item, index) => ({ item, path: [...within, head, index] })) : [{ item: value, path: [...within, head] }];
      for (const { item, path } of items) {
        if (item && typeof item === 'object') requireIntegers(item as Record<string, unknown>, [rest.join('.')], path);
      }
      continue;
    }
    if (within.length) {
      const path = [...within, head];
      if (typeof value === 'number' && !Number.isInteger(value)) {
        throw new DemoHttpError(400, 'VALIDATION', `Pole „${fieldName(path)}” musi być liczbą całkowitą.`, { field: path.map(String).join('.') });
      }
      continue;
    }
    if (typeof value === 'number' && !Number.isInteger(value)) throw badRequest(`Pole „${field}” musi być liczbą całkowitą.`);
    if (Array.isArray(value) && value.some((item) => typeof item === 'number' && !Number.isInteger(item))) {
      throw badRequest(`Pole „${field}” musi zawierać liczby całkowite.`);
    }
  }
}

/** Validates the query string against a generated `...QueryParams` schema. */
export function parseQuery<S extends AnySchema>(schema: S, request: Request, integers: string[] = []): z.output<S> {
  const raw = fromSearchParams(new URL(request.url).searchParams);
  const shape = defOf(schema).shape ?? {};
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) input[key] = shape[key] ? convert(value, shape[key], key) : value;
  const data = parseWith(schema, input);
  requireIntegers(data as Record<string, unknown>, integers);
  return data;
}

/** Validates path params against a generated `...Params` schema. */
export function parseParams<S extends AnySchema>(schema: S, params: Record<string, string | readonly string[] | undefined>): z.output<S> {
  const shape = defOf(schema).shape ?? {};
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) input[key] = shape[key] ? convert(value, shape[key], key) : value;
  return parseWith(schema, input);
}

async function readText(request: Request): Promise<string> {
  try {
    return await request.text();
  } catch {
    return '';
  }
}

/** Validates a JSON body against a generated `...Body` schema; `optional` bodies may be empty (→ undefined). */
export async function parseJsonBody<S extends AnySchema>(
  schema: S,
  request: Request,
  options: { optional?: boolean; integers?: string[]; messages?: Record<string, string> } = {},
): Promise<z.output<S> | undefined> {
  requireJsonContentType(request);
  const text = (await readText(request)).trim();
  if (!text) {
    if (options.optional) return undefined;
    throw badRequest('Brak treści żądania.');
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest(MESSAGES.invalidJson);
  }
  refuseControlCharacters(body);
  const data = parseWith(schema, body, options.messages);
  requireIntegers(data as Record<string, unknown>, options.integers ?? []);
  return data;
}

/**
 * 415 UNSUPPORTED-MEDIA-TYPE for a body announced as anything but JSON: the contract takes JSON only,
 * and a `text/plain` body is what a page of another site can send without asking first. (A body with
 * no Content-Type at all, a script's, is read as JSON.)
 */
function requireJsonContentType(request: Request): void {
  const type = request.headers.get('Content-Type');
  if (type === null) return;
  const media = type.split(';')[0].trim().toLowerCase();
  if (media === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(media)) return;
  throw new DemoHttpError(415, 'UNSUPPORTED-MEDIA-TYPE', 'Nieobsługiwany format danych – wyślij treść jako JSON (Content-Type: application/json).');
}

/** 400 with the field when a text of the body holds control or text-direction characters (domain/controlCharacters.ts). */
function refuseControlCharacters(body: unknown): void {
  const field = controlCharacterPath(body);
  if (field !== null) throw new DemoHttpError(400, 'VALIDATION', VALIDATION_MESSAGES.controlCharacters, { field });
}

/** Validates a form-encoded or JSON body (the token endpoint accepts both). */
export async function parseFormOrJsonBody<S extends AnySchema>(schema: S, request: Request): Promise<z.output<S>> {
  const type = request.headers.get('Content-Type') ?? '';
  const text = await readText(request);
  let body: unknown;
  if (type.includes('json')) {
    try {
      body = JSON.parse(text || '{}');
    } catch {
      throw badRequest(MESSAGES.invalidJson);
    }
  } else {
    body = Object.fromEntries(new URLSearchParams(text));
  }
  refuseControlCharacters(body);
  return parseWith(schema, body);
}

/**
 * Validates a `multipart/form-data` (or form-encoded) body against a generated `...Body` schema;
 * text fields only, each field's last value wins.
 */
export async function parseFormDataBody<S extends AnySchema>(schema: S, request: Request): Promise<z.output<S>> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw badRequest('Nieprawidłowy format danych – oczekiwano formularza (multipart/form-data).');
  }
  const body: Record<string, string> = {};
  form.forEach((value, key) => {
    if (typeof value === 'string') body[key] = value;
  });
  refuseControlCharacters(body);
  return parseWith(schema, body);
}
