/**
 * Page size of product listings (spec §6, §9): 36 a page, or 60 on request. Guests, and any user
 * not subscribed to the newsletter, get one product fewer a page: that slot is reserved for a
 * newsletter or promo tile. The offset, the page count and the current page all use the reduced size.
 */
export const PAGE_SIZES = [36, 60] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 36;

export interface Viewer {
  isLoggedIn: boolean;
  /** acl.subscribedToNewsletter of a logged-in user. */
  subscribedToNewsletter: boolean;
}

/** Reads a page size from the URL; anything but 36 or 60 means the default. */
export function parsePageSize(value: string | null | undefined): PageSize {
  const size = Number(value);
  return (PAGE_SIZES as readonly number[]).includes(size) ? (size as PageSize) : DEFAULT_PAGE_SIZE;
}

/** Guests and non-subscribers get a reserved slot in every page of products. */
export function hasReservedSlot(viewer: Viewer): boolean {
  return !viewer.isLoggedIn || !viewer.subscribedToNewsletter;
}

/** Products fetched a page: the page size, less the reserved slot. */
export function productsPerPage(pageSize: number, reserved: boolean): number {
  return Math.max(1, reserved ? pageSize - 1 : pageSize);
}

/** The API window (limit, offset) of a 1-based page. */
export function listingWindow(page: number, pageSize: number, reserved: boolean): { limit: number; offset: number } {
  const limit = productsPerPage(pageSize, reserved);
  return { limit, offset: Math.max(0, (Math.max(1, Math.floor(page)) - 1) * limit) };
}

/** The 1-based page an offset falls on, with the (possibly reduced) limit. */
export function currentPage(offset: number, limit: number): number {
  if (!(limit > 0) || !(offset > 0)) return 1;
  return Math.floor(offset / limit) + 1;
}

/** How many pages `total` products fill. */
export function listingPageCount(total: number, pageSize: number, reserved: boolean): number {
  if (!(total > 0)) return 1;
  return Math.ceil(total / productsPerPage(pageSize, reserved));
}

/** A page number past a listing's last page (an empty listing has its page 1): the 404 page, on the server as in the browser. */
export function isPastLastPage(total: number, page: number, pageSize: number, reserved: boolean): boolean {
  return total > 0 && page > listingPageCount(total, pageSize, reserved);
}

/** Where the reserved tile goes in a page of `count` products: after the fifth, or last on short pages. */
export function reservedSlotIndex(count: number, preferred = 5): number {
  return Math.min(preferred, Math.max(0, count));
}
