import type { OrderStatusId } from '../generated/model';
import { round2 } from './money';

/** What the spend chart needs of an order. */
export interface SpendOrder {
  createdAt: string;
  statusId: OrderStatusId;
  /** The order's value in the user's setting (net or gross). */
  amount: number;
}

export interface MonthlySpendPoint {
  /** "YYYY-MM" of the calendar month. */
  month: string;
  total: number;
  orders: number;
}

/**
 * Orders that are not money spent: still waiting for an approver, or turned down. Everything else
 * (accepted, in progress, shipped, delivered) has been committed to.
 */
const NOT_SPENT: ReadonlySet<OrderStatusId> = new Set<OrderStatusId>(['awaitingAcceptance', 'rejected', 'cancelled']);

const monthKey = (year: number, monthIndex: number): string => `${year}-${String(monthIndex + 1).padStart(2, '0')}`;

/** The first day ("YYYY-MM-01") of the earliest month of the chart: the list can be filtered from it. */
export function spendPeriodStart(today: Date, months = 12): string {
  const first = new Date(today.getFullYear(), today.getMonth() - (months - 1), 1);
  return `${monthKey(first.getFullYear(), first.getMonth())}-01`;
}

/**
 * The company's spend per calendar month for the last `months` months up to and including the
 * current one (oldest first; months without orders are 0, so the chart has no gaps). Months are
 * those of the user's clock, as are the order dates shown beside the chart.
 */
export function monthlySpend(orders: readonly SpendOrder[], today: Date, months = 12): MonthlySpendPoint[] {
  const points: MonthlySpendPoint[] = [];
  const index = new Map<string, MonthlySpendPoint>();
  for (let back = months - 1; back >= 0; back -= 1) {
    const date = new Date(today.getFullYear(), today.getMonth() - back, 1);
    const point = { month: monthKey(date.getFullYear(), date.getMonth()), total: 0, orders: 0 };
    points.push(point);
    index.set(point.month, point);
  }
  for (const order of orders) {
    if (NOT_SPENT.has(order.statusId)) continue;
    const placed = new Date(order.createdAt);
    if (Number.isNaN(placed.getTime())) continue;
    const point = index.get(monthKey(placed.getFullYear(), placed.getMonth()));
    if (!point) continue;
    point.total = round2(point.total + order.amount);
    point.orders += 1;
  }
  return points;
}
