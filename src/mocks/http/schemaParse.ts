/**
 * Parsing with a generated zod schema: the first issue as a 400 with a Polish message naming the field,
 * then the limits the shop sets beyond the contract (text length, safe integers, whole numbers).
 */
import type { z } from 'zod';
import { badRequest, DemoHttpError } from './errors';
import { fieldName, polishIssueMessage, type Issue } from './issueMessages';
import { schemaAt, unwrap, type AnySchema } from './schemaShape';

/**
 * Text longer than this is refused wherever the contract sets no limit of its own (a search phrase, a
 * device name): nobody types 10 000 characters, and a 100 000-character value only costs the server.
 */
export const MAX_TEXT_LENGTH = 10_000;

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
export function parseWith<S extends AnySchema>(schema: S, input: unknown, messages: Record<string, string> = {}): z.output<S> {
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
