import { describe, expect, it } from 'vitest';
import { offsetForPage, pageCount, parsePageNumber, visiblePages, PRODUCTS_PER_PAGE } from './pagination';

describe('pageCount', () => {
  it('is at least 1', () => {
    expect(pageCount(0, 36)).toBe(1);
    expect(pageCount(-5, 36)).toBe(1);
  });
  it('rounds up', () => {
    expect(pageCount(36, 36)).toBe(1);
    expect(pageCount(37, 36)).toBe(2);
    expect(pageCount(100, PRODUCTS_PER_PAGE)).toBe(3);
  });
});

describe('offsetForPage', () => {
  it('is 0 for the first page and below', () => {
    expect(offsetForPage(1, 36)).toBe(0);
    expect(offsetForPage(0, 36)).toBe(0);
  });
  it('skips the earlier pages', () => {
    expect(offsetForPage(2, 36)).toBe(36);
    expect(offsetForPage(3, 24)).toBe(48);
  });
});

describe('parsePageNumber', () => {
  it('treats a missing segment as page 1', () => {
    expect(parsePageNumber(undefined)).toBe(1);
  });
  it('accepts whole numbers from 1', () => {
    expect(parsePageNumber('2')).toBe(2);
    expect(parsePageNumber('1')).toBe(1);
  });
  it('rejects everything else', () => {
    expect(parsePageNumber('0')).toBeNull();
    expect(parsePageNumber('-1')).toBeNull();
    expect(parsePageNumber('2.5')).toBeNull();
    expect(parsePageNumber('abc')).toBeNull();
  });
});

describe('visiblePages', () => {
  it('lists all pages when few', () => {
    expect(visiblePages(1, 3)).toEqual([1, 2, 3]);
  });
  it('marks gaps with null and fills a gap of one page', () => {
    expect(visiblePages(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(visiblePages(3, 10)).toEqual([1, 2, 3, 4, null, 10]);
  });
  it('handles a single page', () => {
    expect(visiblePages(1, 1)).toEqual([1]);
  });
});
