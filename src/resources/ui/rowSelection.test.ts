import { describe, expect, it } from 'vitest';
import { isRowSelected, withPageSelected, withRowSelected } from './rowSelection';

describe('row selection outside the grid', () => {
  it('reads both kinds of model: the ticked rows, or the rows left out', () => {
    expect(isRowSelected({ type: 'include', ids: new Set([1]) }, 1)).toBe(true);
    expect(isRowSelected({ type: 'include', ids: new Set([1]) }, 2)).toBe(false);
    expect(isRowSelected({ type: 'exclude', ids: new Set([1]) }, 1)).toBe(false);
    expect(isRowSelected({ type: 'exclude', ids: new Set([1]) }, 2)).toBe(true);
  });

  it('ticks and unticks a row, keeping only rows of the page shown', () => {
    const page = [1, 2, 3];
    expect(withRowSelected({ type: 'include', ids: new Set([1, 9]) }, page, 2, true)).toEqual({ type: 'include', ids: new Set([1, 2]) });
    expect(withRowSelected({ type: 'exclude', ids: new Set([3]) }, page, 1, false)).toEqual({ type: 'include', ids: new Set([2]) });
  });

  it('ticks the whole page or clears it', () => {
    expect(withPageSelected([1, 2], true)).toEqual({ type: 'include', ids: new Set([1, 2]) });
    expect(withPageSelected([1, 2], false)).toEqual({ type: 'include', ids: new Set() });
  });
});
