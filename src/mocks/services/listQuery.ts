/**
 * What every account list (orders, orders for acceptance, invoices) does with its query the same way:
 * known filter keys, dates as YYYY-MM-DD, numeric ids, allowed sort fields, sorting with a tie-breaker
 * and the page of `limit` (24 by default, spec §9) from `offset`. Messages are Polish, naming the field.
 */
import { badRequest } from '../http/errors';

export const LIST_PAGE_SIZE = 24;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export type ListFilters = Record<string, string[]>;

/** 400 for a filter key the list does not know. */
export function requireFilterKeys(filters: ListFilters, keys: readonly string[]): void {
  for (const key of Object.keys(filters)) {
    if (!keys.includes(key)) throw badRequest(`Nieznany filtr „${key}”. Dostępne filtry: ${keys.join(', ')}.`);
  }
}

/** 400 unless each value of these keys is a date (YYYY-MM-DD). */
export function requireDateFilters(filters: ListFilters, keys: readonly string[]): void {
  for (const key of keys) {
    if ((filters[key] ?? []).some((value) => !DATE.test(value))) throw badRequest(`Pole „filters[${key}]” musi być datą w formacie RRRR-MM-DD.`);
  }
}

/** 400 unless each value of these keys is a numeric id. */
export function requireIdFilters(filters: ListFilters, keys: readonly string[]): void {
  for (const key of keys) {
    if ((filters[key] ?? []).some((value) => !/^\d+$/.test(value))) throw badRequest(`Pole „filters[${key}]” musi zawierać identyfikatory liczbowe.`);
  }
}

/** 400 unless each value of the key is one of the allowed ones (`what` names them in the message). */
export function requireFilterValues(filters: ListFilters, key: string, allowed: readonly string[], what: string): void {
  const unknown = (filters[key] ?? []).find((value) => !allowed.includes(value));
  if (unknown !== undefined) throw badRequest(`Nieznany ${what} „${unknown}” w polu „filters[${key}]”.`);
}

/** The sort field, or 400 when the list cannot sort by it. */
export function requireOrderBy<T extends string>(orderBy: string | undefined, allowed: readonly T[], fallback: T): T {
  const value = orderBy ?? fallback;
  if (!(allowed as readonly string[]).includes(value)) throw badRequest(`Pole „orderBy” ma niedozwoloną wartość. Dozwolone: ${allowed.join(', ')}.`);
  return value as T;
}

/** Whether a date-time or date lies within the dateFrom/dateTo filters (inclusive days). */
export function withinDates(value: string, filters: ListFilters): boolean {
  const day = value.slice(0, 10);
  const from = filters.dateFrom?.[0];
  const to = filters.dateTo?.[0];
  return (!from || day >= from) && (!to || day <= to);
}

/** Sorted by `key` in `direction` (DESC by default, spec §9), ties by `tie` descending; then the page. */
export function sortAndPage<T>(
  items: readonly T[],
  key: (item: T) => string | number,
  tie: (item: T) => string | number,
  query: { orderDirection?: 'ASC' | 'DESC'; offset?: number; limit?: number },
): T[] {
  const direction = query.orderDirection === 'ASC' ? 1 : -1;
  const compare = (a: string | number, b: string | number): number => (a < b ? -1 : a > b ? 1 : 0);
  const sorted = [...items].sort((a, b) => compare(key(a), key(b)) * direction || compare(tie(b), tie(a)));
  const offset = query.offset ?? 0;
  return sorted.slice(offset, offset + (query.limit ?? LIST_PAGE_SIZE));
}
