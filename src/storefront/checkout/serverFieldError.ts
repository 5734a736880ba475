import { isApiError } from '../../api/ApiError';

/** A 400's message and the form field it belongs to (null: it is shown above the form). */
export interface FormError {
  field: string | null;
  message: string;
}

/** Request fields whose value the form holds under another name. */
const ALIASES: Record<string, string> = {
  isIndividual: 'buyerType',
  deliveryPointName: 'deliveryPointPni',
  newDeliveryAddress: 'deliveryAddressId',
};

/**
 * Where a server error belongs: its dotted `field` path, as a field the form has, else the nearest
 * enclosing field the form has (`newDeliveryAddress.zip` → the address choice), else nowhere.
 */
export function formFieldOf(serverField: string | undefined | null, formFields: ReadonlySet<string>): string | null {
  if (!serverField) return null;
  const parts = serverField.split('.');
  for (let length = parts.length; length > 0; length -= 1) {
    const path = parts.slice(0, length).join('.');
    const candidate = ALIASES[path] ?? path;
    if (formFields.has(candidate)) return candidate;
  }
  return null;
}

/** Every field path of a form's values (`address.zip`, `firstName`, ...). */
export function fieldPaths(values: object, prefix = ''): Set<string> {
  const paths = new Set<string>();
  for (const [key, value] of Object.entries(values)) {
    const path = prefix ? `${prefix}.${key}` : key;
    paths.add(path);
    if (value && typeof value === 'object' && !Array.isArray(value)) for (const inner of fieldPaths(value as object, path)) paths.add(inner);
  }
  return paths;
}

/** A failed order request as a field error (a 4xx naming a field the form has) or a form-level one. */
export function formErrorOf(error: unknown, formFields: ReadonlySet<string>, fallback: string): FormError {
  if (!isApiError(error) || error.code === 'NETWORK' || !error.message) return { field: null, message: fallback };
  const body = (error.body ?? {}) as { field?: unknown };
  const field = error.status >= 400 && error.status < 500 && typeof body.field === 'string' ? formFieldOf(body.field, formFields) : null;
  return { field, message: error.message };
}
