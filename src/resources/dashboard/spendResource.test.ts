import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SalesOrderSummary } from '../../generated/model';

const getSalesOrders = vi.fn();
vi.mock('../../generated/api/lists/lists', () => ({ getSalesOrders: (...args: unknown[]) => getSalesOrders(...args) }));

const { listSpendOrders } = await import('./spendResource');

const orders = (count: number) => Array.from({ length: count }, (_, index) => ({ id: index + 1 }) as SalesOrderSummary);

beforeEach(() => getSalesOrders.mockReset());

describe('listSpendOrders', () => {
  it('reads every full page until the total is reached', async () => {
    getSalesOrders
      .mockResolvedValueOnce({ salesOrders: orders(500), countTotal: 700 })
      .mockResolvedValueOnce({ salesOrders: orders(200), countTotal: 700 });
    const result = await listSpendOrders({ limit: 24, offset: 0, filters: { dateFrom: ['2026-01-01'] } });
    expect(result.data).toHaveLength(700);
    expect(getSalesOrders.mock.calls.map(([params]) => params.offset)).toEqual([0, 500]);
  });

  it('stops at a short page even when the total promises more', async () => {
    getSalesOrders.mockResolvedValue({ salesOrders: orders(7), countTotal: Number.MAX_SAFE_INTEGER });
    const result = await listSpendOrders({ limit: 24, offset: 0 });
    expect(result.data).toHaveLength(7);
    expect(getSalesOrders).toHaveBeenCalledTimes(1);
  });
});
