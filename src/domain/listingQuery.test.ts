import { describe, expect, it } from 'vitest';
import { toSearchParams } from '../api/queryString';
import {
  activeFilterCount, clearFilters, isFilterActive, listingQuery, listingSearch, readListingState, toggleFilter, withOrderBy, withPageSize,
} from './listingQuery';

describe('listing state in the URL', () => {
  it('reads facets, sort and page size', () => {
    const state = readListingState(new URLSearchParams('filters[brand][]=pollux&filters[brand][]=rey&filters[price][]=10-25&orderBy=priceAsc&perPage=60&query=x'));
    expect(state).toEqual({ filters: { brand: ['pollux', 'rey'], price: ['10-25'] }, orderBy: 'priceAsc', pageSize: 60 });
  });
  it('falls back to the defaults', () => {
    expect(readListingState(new URLSearchParams('perPage=7'))).toEqual({ filters: {}, pageSize: 36 });
  });
  it('writes a query that reads back to the same state (a link reproduces the view)', () => {
    const state = { filters: { brand: ['pollux'] }, orderBy: 'priceDesc', pageSize: 60 as const };
    const query = listingQuery(state, { query: 'papier' });
    expect(query).toEqual({ query: 'papier', 'filters[brand][]': ['pollux'], orderBy: 'priceDesc', perPage: '60' });
    expect(readListingState(toSearchParams(query))).toEqual(state);
  });
  it('leaves defaults out of the URL', () => {
    expect(listingQuery({ filters: {}, pageSize: 36 })).toEqual({});
  });
});

describe('changes', () => {
  const start = { filters: { brand: ['pollux'] }, pageSize: 36 as const };
  it('toggles a facet value', () => {
    const on = toggleFilter(start, 'brand', 'rey');
    expect(on.filters).toEqual({ brand: ['pollux', 'rey'] });
    expect(isFilterActive(on, 'brand', 'rey')).toBe(true);
    expect(toggleFilter(toggleFilter(on, 'brand', 'rey'), 'brand', 'pollux').filters).toEqual({});
    expect(activeFilterCount(on)).toBe(2);
  });
  it('clears the facets but keeps sort and size', () => {
    expect(clearFilters({ ...start, orderBy: 'nameAsc' })).toEqual({ filters: {}, orderBy: 'nameAsc', pageSize: 36 });
  });
  it('changes sort and page size', () => {
    expect(withOrderBy(start, 'priceAsc').orderBy).toBe('priceAsc');
    expect('orderBy' in withOrderBy({ ...start, orderBy: 'x' }, '')).toBe(false);
    expect(withPageSize(start, 60).pageSize).toBe(60);
  });

  it('leaves out a sort the product search does not know, so the listing shows its default order', () => {
    expect(readListingState(new URLSearchParams('orderBy=xyz&perPage=60'))).toEqual({ filters: {}, pageSize: 60 });
    expect(readListingState(new URLSearchParams('orderBy=priceDesc')).orderBy).toBe('priceDesc');
  });

  it('searches a page of a listing with its window, and the address\'s sort and facets over the fixed part', () => {
    const state = readListingState(new URLSearchParams('filters[brand][]=hp&orderBy=priceAsc&perPage=60'));
    expect(listingSearch({ categorySlug: 'papier' }, 3, state, true)).toEqual({ categorySlug: 'papier', limit: 59, offset: 118, orderBy: 'priceAsc', filters: { brand: ['hp'] } });
    const plain = readListingState(new URLSearchParams(''));
    expect(listingSearch({ promotionGroupId: 7, filters: { eco: ['1'] } }, 1, plain, false)).toEqual({ promotionGroupId: 7, filters: { eco: ['1'] }, limit: 36, offset: 0 });
  });
});

