/**
 * Query-string encoding shared by the client and the demo API.
 * Scalars: `key=value`; arrays: `key=a&key=b`; objects (the `filters` deepObject):
 * `filters[brand][]=a&filters[brand][]=b`.
 */
export type QueryValue = string | number | boolean | null | undefined | QueryValue[] | { [key: string]: QueryValue };

export function toSearchParams(params: Record<string, unknown> | undefined): URLSearchParams {
  const search = new URLSearchParams();
  if (!params) return search;
  for (const [key, value] of Object.entries(params)) {
    appendValue(search, key, value);
  }
  return search;
}

function appendValue(search: URLSearchParams, key: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) {
      if (item !== undefined && item !== null) search.append(key, String(item));
    }
    return;
  }
  if (typeof value === 'object') {
    for (const [inner, innerValue] of Object.entries(value as Record<string, unknown>)) {
      const values = Array.isArray(innerValue) ? innerValue : [innerValue];
      for (const item of values) {
        if (item !== undefined && item !== null) search.append(`${key}[${inner}][]`, String(item));
      }
    }
    return;
  }
  search.append(key, String(value));
}

const DEEP_KEY = /^([^[\]]+)\[([^[\]]+)\](\[\])?$/;

/**
 * Reads a query string back into an object: repeated keys become arrays,
 * `filters[key][]=v` becomes `{ filters: { key: ['v'] } }`. Values stay strings.
 */
export function fromSearchParams(search: URLSearchParams): Record<string, string | string[] | Record<string, string[]>> {
  const result: Record<string, string | string[] | Record<string, string[]>> = {};
  for (const [rawKey, value] of search.entries()) {
    const deep = DEEP_KEY.exec(rawKey);
    if (deep) {
      const [, outer, inner] = deep;
      const existing = result[outer];
      const bag = existing && typeof existing === 'object' && !Array.isArray(existing) ? existing : {};
      bag[inner] = [...(bag[inner] ?? []), value];
      result[outer] = bag;
      continue;
    }
    const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
    const existing = result[key];
    if (existing === undefined) result[key] = rawKey.endsWith('[]') ? [value] : value;
    else if (Array.isArray(existing)) existing.push(value);
    else if (typeof existing === 'string') result[key] = [existing, value];
  }
  return result;
}
