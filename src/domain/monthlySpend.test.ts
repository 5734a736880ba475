import { describe, expect, it } from 'vitest';
import { monthlySpend, spendPeriodStart, type SpendOrder } from './monthlySpend';

// Local-time dates (the months are the user's), at noon so no time zone moves them across a month.
const at = (year: number, month: number, day: number) => new Date(year, month - 1, day, 12).toISOString();
const order = (createdAt: string, amount: number, statusId: SpendOrder['statusId'] = 'delivered'): SpendOrder => ({ createdAt, amount, statusId });
const today = new Date(2025, 2, 15, 9); // 15 March 2025

describe('monthlySpend', () => {
  it('has one point per month of the last twelve, oldest first, the current month last', () => {
    const points = monthlySpend([], today);
    expect(points).toHaveLength(12);
    expect(points[0].month).toBe('2024-04');
    expect(points[11].month).toBe('2025-03');
    expect(points.every((point) => point.total === 0 && point.orders === 0)).toBe(true);
  });

  it('adds up the orders of each month in grosze', () => {
    const points = monthlySpend([order(at(2025, 3, 1), 100.1), order(at(2025, 3, 14), 0.2), order(at(2025, 1, 31), 50)], today);
    expect(points.find((point) => point.month === '2025-03')).toEqual({ month: '2025-03', total: 100.3, orders: 2 });
    expect(points.find((point) => point.month === '2025-01')).toEqual({ month: '2025-01', total: 50, orders: 1 });
    expect(points.find((point) => point.month === '2025-02')?.total).toBe(0);
  });

  it('leaves out orders older than the period and those not spent (awaiting, rejected, cancelled)', () => {
    const points = monthlySpend(
      [
        order(at(2024, 3, 31), 999),
        order(at(2025, 2, 2), 10, 'awaitingAcceptance'),
        order(at(2025, 2, 3), 20, 'rejected'),
        order(at(2025, 2, 4), 30, 'cancelled'),
        order(at(2025, 2, 5), 40, 'accepted'),
        order(at(2025, 2, 6), 50, 'shipped'),
      ],
      today,
    );
    expect(points.reduce((sum, point) => sum + point.total, 0)).toBe(90);
    expect(points.find((point) => point.month === '2025-02')).toEqual({ month: '2025-02', total: 90, orders: 2 });
  });

  it('crosses the turn of the year and takes any number of months', () => {
    expect(monthlySpend([], new Date(2025, 0, 10), 3).map((point) => point.month)).toEqual(['2024-11', '2024-12', '2025-01']);
  });

  it('starts the period on the first day of the earliest month', () => {
    expect(spendPeriodStart(today)).toBe('2024-04-01');
    expect(spendPeriodStart(new Date(2025, 0, 31), 3)).toBe('2024-11-01');
  });
});
