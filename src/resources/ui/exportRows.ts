/** Rows asked for per call while a list is exported (a size the list's API call takes). */
export const EXPORT_PAGE_SIZE = 96;

/** At most this many rows go into one file; a longer list asks the user to narrow its filters. */
export const EXPORT_ROW_LIMIT = 10_000;

export class TooManyRowsError extends Error {
  constructor(readonly total: number) {
    super(`The list has ${total} rows, more than ${EXPORT_ROW_LIMIT} can be exported at once`);
  }
}

/**
 * Every row of a list: its pages asked for one after another (`page` from 1) until the total the first
 * answer gave is in, or a page comes back short. A list longer than the limit is refused before more
 * than its first page is asked for.
 */
export async function fetchAllRows<T>(
  page: (currentPage: number, pageSize: number) => Promise<{ data: T[]; total: number }>,
  pageSize = EXPORT_PAGE_SIZE,
  limit = EXPORT_ROW_LIMIT,
): Promise<T[]> {
  const first = await page(1, pageSize);
  if (first.total > limit) throw new TooManyRowsError(first.total);
  const rows = [...first.data];
  let last = first.data.length;
  for (let currentPage = 2; rows.length < first.total && last === pageSize; currentPage += 1) {
    const next = await page(currentPage, pageSize);
    rows.push(...next.data);
    last = next.data.length;
  }
  return rows;
}
