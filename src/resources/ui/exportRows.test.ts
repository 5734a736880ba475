import { describe, expect, it, vi } from 'vitest';
import { fetchAllRows, TooManyRowsError } from './exportRows';

const listOf = (total: number) => Array.from({ length: total }, (_, index) => index + 1);

function api(total: number) {
  const rows = listOf(total);
  return vi.fn(async (page: number, size: number) => ({ data: rows.slice((page - 1) * size, page * size), total }));
}

describe('fetchAllRows', () => {
  it('asks for page after page until every row the total counts is in', async () => {
    const page = api(250);
    expect(await fetchAllRows(page, 96)).toEqual(listOf(250));
    expect(page.mock.calls).toEqual([[1, 96], [2, 96], [3, 96]]);
  });

  it('asks once for a list that fits on a page, and once for an empty one', async () => {
    const page = api(10);
    expect(await fetchAllRows(page, 96)).toHaveLength(10);
    expect(page).toHaveBeenCalledTimes(1);
    expect(await fetchAllRows(api(0), 96)).toEqual([]);
  });

  it('stops at a short page even if the total said more (rows gone meanwhile)', async () => {
    const page = vi.fn(async (current: number) => ({ data: current === 1 ? listOf(96) : listOf(5), total: 400 }));
    expect(await fetchAllRows(page, 96)).toHaveLength(101);
    expect(page).toHaveBeenCalledTimes(2);
  });

  it('refuses a list longer than the limit after its first page', async () => {
    const page = api(500);
    await expect(fetchAllRows(page, 96, 200)).rejects.toBeInstanceOf(TooManyRowsError);
    expect(page).toHaveBeenCalledTimes(1);
  });
});
