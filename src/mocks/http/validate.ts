/**
 * Request validation with the generated zod schemas: the query string (read with the client's own
 * encoding, fromSearchParams), path params and bodies (JSON, form-encoded, multipart). Raw strings are
 * converted by the schema's shape (rawValues.ts), then parsed (schemaParse.ts).
 */
import type { z } from 'zod';
import { fromSearchParams } from '../../api/queryString';
import { controlCharacterPath } from '../../domain/controlCharacters';
import { VALIDATION_MESSAGES } from '../../domain/validation';
import { badRequest, DemoHttpError, MESSAGES } from './errors';
import { convertFields } from './rawValues';
import { parseWith, requireIntegers } from './schemaParse';
import type { AnySchema } from './schemaShape';

/** Validates the query string against a generated `...QueryParams` schema. */
export function parseQuery<S extends AnySchema>(schema: S, request: Request, integers: string[] = []): z.output<S> {
  const data = parseWith(schema, convertFields(schema, fromSearchParams(new URL(request.url).searchParams)));
  requireIntegers(data as Record<string, unknown>, integers);
  return data;
}

/** Validates path params against a generated `...Params` schema. */
export function parseParams<S extends AnySchema>(schema: S, params: Record<string, string | readonly string[] | undefined>): z.output<S> {
  return parseWith(schema, convertFields(schema, params));
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
