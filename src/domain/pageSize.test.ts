import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  currentPage, DEFAULT_PAGE_SIZE, hasReservedSlot, isPastLastPage, listingPageCount, listingWindow, PAGE_SIZES, parsePageSize, productsPerPage, reservedSlotIndex,
} from './pageSize';

describe('page size choices (spec §9)', () => {
  it('offers 36 and 60, 36 by default', () => {
    expect(PAGE_SIZES).toEqual([36, 60]);
    expect(DEFAULT_PAGE_SIZE).toBe(36);
    expect(parsePageSize('60')).toBe(60);
    expect(parsePageSize('36')).toBe(36);
    expect(parsePageSize(null)).toBe(36);
    expect(parsePageSize('48')).toBe(36);
    expect(parsePageSize('abc')).toBe(36);
  });
});

describe('reserved slot (spec §6)', () => {
  it('applies to guests whatever their newsletter flag', () => {
    expect(hasReservedSlot({ isLoggedIn: false, subscribedToNewsletter: false })).toBe(true);
    expect(hasReservedSlot({ isLoggedIn: false, subscribedToNewsletter: true })).toBe(true);
  });
  it('applies to logged-in users not subscribed to the newsletter', () => {
    expect(hasReservedSlot({ isLoggedIn: true, subscribedToNewsletter: false })).toBe(true);
  });
  it('does not apply to subscribers', () => {
    expect(hasReservedSlot({ isLoggedIn: true, subscribedToNewsletter: true })).toBe(false);
  });
  it('reduces the page by one product', () => {
    expect(productsPerPage(36, true)).toBe(35);
    expect(productsPerPage(60, true)).toBe(59);
    expect(productsPerPage(36, false)).toBe(36);
  });
});

describe('listing window', () => {
  it('uses the reduced size for the offset', () => {
    expect(listingWindow(1, 36, true)).toEqual({ limit: 35, offset: 0 });
    expect(listingWindow(2, 36, true)).toEqual({ limit: 35, offset: 35 });
    expect(listingWindow(3, 60, true)).toEqual({ limit: 59, offset: 118 });
    expect(listingWindow(2, 36, false)).toEqual({ limit: 36, offset: 36 });
  });
  it('treats pages below 1 as the first', () => {
    expect(listingWindow(0, 36, false)).toEqual({ limit: 36, offset: 0 });
  });
  it('computes the current page with the reduced size', () => {
    expect(currentPage(0, 35)).toBe(1);
    expect(currentPage(35, 35)).toBe(2);
    expect(currentPage(70, 35)).toBe(3);
    // 36 products skipped with the reduced size of 35 fall on page 2, not page 2 of 36-a-page
    expect(currentPage(36, 35)).toBe(2);
    expect(currentPage(72, 36)).toBe(3);
  });
  it('counts pages with the reduced size', () => {
    expect(listingPageCount(0, 36, true)).toBe(1);
    expect(listingPageCount(35, 36, true)).toBe(1);
    expect(listingPageCount(36, 36, true)).toBe(2);
    expect(listingPageCount(36, 36, false)).toBe(1);
    expect(listingPageCount(120, 60, false)).toBe(2);
  });
  it('places the reserved tile after the fifth product, or last on short pages', () => {
    expect(reservedSlotIndex(35)).toBe(5);
    expect(reservedSlotIndex(3)).toBe(3);
    expect(reservedSlotIndex(0)).toBe(0);
  });
});

describe('a page past the last of a listing', () => {
  it('is every page after the one that shows the last product, and never a page of an empty listing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000 }), fc.constantFrom(...PAGE_SIZES), fc.boolean(), fc.integer({ min: 1, max: 300 }), (total, pageSize, reserved, page) => {
        const { offset } = listingWindow(page, pageSize, reserved);
        // A page is past the last when it would start after the last product.
        expect(isPastLastPage(total, page, pageSize, reserved)).toBe(total > 0 && offset >= total);
      }),
    );
  });
});
