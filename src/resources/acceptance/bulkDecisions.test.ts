import { describe, expect, it } from 'vitest';
import { EMPTY_SELECTION, selectedRows, selectionOf } from './bulkDecisions';

const rows = [
  { id: 1, number: 'ZS/1' },
  { id: 2, number: 'ZS/2' },
  { id: 3, number: 'ZS/3' },
];

describe('selectedRows', () => {
  it('keeps the ticked rows of the page', () => {
    expect(selectedRows(rows, { type: 'include', ids: new Set([3, 1]) }).map((row) => row.id)).toEqual([1, 3]);
  });

  it('reads "select all but" models', () => {
    expect(selectedRows(rows, { type: 'exclude', ids: new Set([2]) }).map((row) => row.id)).toEqual([1, 3]);
  });

  it('ignores ticks of rows that left the page and starts empty', () => {
    expect(selectedRows(rows, { type: 'include', ids: new Set([9]) })).toEqual([]);
    expect(selectedRows(rows, EMPTY_SELECTION)).toEqual([]);
  });

  it('ticks exactly the given rows (the failed ones after a bulk decision)', () => {
    expect(selectedRows(rows, selectionOf([2])).map((row) => row.id)).toEqual([2]);
    expect(selectedRows(rows, selectionOf([]))).toEqual([]);
  });
});
