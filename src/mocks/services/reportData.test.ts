import { describe, expect, it } from 'vitest';
import type { Seed, SeedCategory, SeedCostCenter, SeedOrder, SeedProduct } from '../db/types';
import { reportStatus, REPORT_READY_AFTER_MS } from './reports';
import { spendingSummary } from './reportSpending';
import type { StoredReport } from '../db/buyerRecords';

const category = (id: number, name: string, pathIds: number[]) => ({ id, name, pathIds }) as SeedCategory;
const product = (id: number, categoryId: number) => ({ id, categoryId }) as SeedProduct;

/** Two top categories (Papier 1 › 2, Kawa 3 › 4), three products, two cost centres. */
const catalogue: Pick<Seed, 'productById' | 'categoryById' | 'costCenters'> = {
  categoryById: new Map([category(1, 'Papier', [1]), category(2, 'Papier do drukarek', [1, 2]), category(3, 'Kawa i herbata', [3]), category(4, 'Kawa', [3, 4])].map((c) => [c.id, c])),
  productById: new Map([product(10, 2), product(11, 2), product(20, 4)].map((p) => [p.id, p])),
  costCenters: [{ id: 11, name: 'Administracja' }, { id: 12, name: 'Marketing' }] as SeedCostCenter[],
};

let nextId = 1;
const order = (createdAt: string, costCenterId: number | null, lines: [productId: number, quantity: number, priceNet: number][], status: SeedOrder['status'] = 'delivered') => ({
  id: nextId++, createdAt, costCenterId, status, lines: lines.map(([productId, quantity, priceNet]) => ({ productId, quantity, priceNet, vat: 23, deposit: null })),
}) as unknown as SeedOrder;

const OCTOBER = { from: '2026-10-01', to: '2026-10-31' };

describe('spendingSummary', () => {
  const orders = [
    order('2026-10-02T09:00:00Z', 11, [[10, 10, 20], [20, 2, 50]]), // paper 200, coffee 100
    order('2026-10-31T15:00:00Z', 12, [[11, 1, 100]]), // paper 100, the period's last day counts
    order('2026-10-15T10:00:00Z', null, [[20, 1, 50]]), // coffee 50, no cost centre
    order('2026-10-20T10:00:00Z', 11, [[10, 100, 20]], 'cancelled'), // never bought
    order('2026-10-21T10:00:00Z', 11, [[10, 100, 20]], 'rejected'), // never bought
    order('2026-11-01T00:10:00Z', 11, [[10, 100, 20]]), // after the period
    order('2026-09-30T23:50:00Z', 11, [[10, 100, 20]]), // before it
  ];

  it('sums the goods of the period by top category and by cost centre, largest first, with shares', () => {
    const summary = spendingSummary(orders, catalogue, OCTOBER);
    expect(summary).toMatchObject({ from: '2026-10-01', to: '2026-10-31', orderCount: 3, total: { net: 450, gross: 553.5 } });
    expect(summary.byCategory).toEqual([
      { id: 1, name: 'Papier', net: 300, gross: 369, orders: 2, share: 0.6667 },
      { id: 3, name: 'Kawa i herbata', net: 150, gross: 184.5, orders: 2, share: 0.3333 },
    ]);
    expect(summary.byCostCenter).toEqual([
      { id: 11, name: 'Administracja', net: 300, gross: 369, orders: 1, share: 0.6667 },
      { id: 12, name: 'Marketing', net: 100, gross: 123, orders: 1, share: 0.2222 },
      { id: null, name: 'Bez centrum kosztowego', net: 50, gross: 61.5, orders: 1, share: 0.1111 },
    ]);
  });

  it('gives the same total both ways, and nothing for a period without orders', () => {
    const summary = spendingSummary(orders, catalogue, OCTOBER);
    const net = (groups: { net: number }[]) => groups.reduce((sum, group) => sum + group.net, 0);
    expect(net(summary.byCategory)).toBe(summary.total.net);
    expect(net(summary.byCostCenter)).toBe(summary.total.net);
    expect(spendingSummary(orders, catalogue, { from: '2020-01-01', to: '2020-12-31' })).toEqual({
      from: '2020-01-01', to: '2020-12-31', total: { net: 0, gross: 0 }, orderCount: 0, byCategory: [], byCostCenter: [],
    });
  });
});

describe('reportStatus', () => {
  const report = (failureReason: string | null) => ({ createdAt: '2026-11-25T10:00:00.000Z', failureReason }) as StoredReport;
  const created = Date.parse('2026-11-25T10:00:00.000Z');

  it('is pending until REPORT_READY_AFTER_MS after createdAt, then ready', () => {
    expect(reportStatus(report(null), created)).toBe('pending');
    expect(reportStatus(report(null), created + REPORT_READY_AFTER_MS - 1)).toBe('pending');
    expect(reportStatus(report(null), created + REPORT_READY_AFTER_MS)).toBe('ready');
    expect(reportStatus(report(null), created + 7 * 86_400_000)).toBe('ready');
  });

  it('ends as failed when the report has a failure reason', () => {
    expect(reportStatus(report('Brak danych'), created + 1000)).toBe('pending');
    expect(reportStatus(report('Brak danych'), created + REPORT_READY_AFTER_MS)).toBe('failed');
  });
});
