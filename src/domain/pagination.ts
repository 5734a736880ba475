/** Product listings show 36 products a page (spec §9; choices 36 and 60). */
export const PRODUCTS_PER_PAGE = 36;

/** Number of pages for `total` records at `perPage` a page; at least 1. */
export function pageCount(total: number, perPage: number): number {
  if (!Number.isFinite(total) || total <= 0 || perPage <= 0) return 1;
  return Math.ceil(total / perPage);
}

/** The API offset of a 1-based page number. */
export function offsetForPage(page: number, perPage: number): number {
  return Math.max(0, (Math.max(1, Math.floor(page)) - 1) * perPage);
}

/**
 * Reads a page number from a URL segment. Absent means page 1; anything that is not a
 * whole number of at least 1 is invalid (null) — the page then answers 404.
 */
export function parsePageNumber(segment: string | undefined): number | null {
  if (segment === undefined || segment === '') return 1;
  if (!/^\d+$/.test(segment)) return null;
  const page = Number(segment);
  return page >= 1 ? page : null;
}

/** Pages to show as links: first, last, the current one with `around` neighbours, gaps as null. */
export function visiblePages(current: number, count: number, around = 1): Array<number | null> {
  const pages = new Set<number>([1, count]);
  for (let page = current - around; page <= current + around; page += 1) {
    if (page >= 1 && page <= count) pages.add(page);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  const result: Array<number | null> = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) result.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) result.push(null);
    result.push(page);
  });
  return result;
}
