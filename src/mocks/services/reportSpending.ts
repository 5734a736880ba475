/**
 * A period's spending grouped (pure): the goods of the orders that count (reportData.ts, `isSpending`)
 * summed per group — a category, a cost centre, a product, a user — with each group's share. The
 * reports screen's chart shows the spending by top-level category and by cost centre; the report
 * file's tables (reportTables.ts) group the same way.
 */
import { lineValue, type NetGross } from '../../domain/cartTotals';
import { round2 } from '../../domain/money';
import { allCostCenters } from '../db/budgetRecords';
import { getSeed } from '../db/store';
import type { Seed, SeedCompany, SeedOrder } from '../db/types';
import { companyOrders, inPeriod, isSpending, type ReportPeriod } from './reportData';

/** One group of spending (a category, a cost centre...): its goods value, orders holding it and its share of the total. */
export interface SpendingShare {
  /** The category's or cost centre's id; null for orders without a cost centre. */
  id: number | null;
  name: string;
  net: number;
  gross: number;
  /** Orders with goods in this group. */
  orders: number;
  /** Share of the period's net spending, 0…1 (four decimals). */
  share: number;
}

export interface SpendingSummary extends ReportPeriod {
  total: NetGross;
  /** Orders counted (not cancelled or rejected). */
  orderCount: number;
  /** By top-level category, largest first. */
  byCategory: SpendingShare[];
  /** By cost centre (orders without one: "Bez centrum kosztowego"), largest first. */
  byCostCenter: SpendingShare[];
}

type Group = { id: number | null; name: string };
type LineGroup = (order: SeedOrder, productId: number) => Group;

const NO_COST_CENTRE = 'Bez centrum kosztowego';
export const OTHER_CATEGORY = 'Inne';

/** Goods of the orders summed per group (net and gross in grosze, so the shares add up exactly). */
export function groupSpending(orders: readonly SeedOrder[], groupOf: LineGroup): { groups: SpendingShare[]; total: NetGross } {
  const sums = new Map<string, { group: Group; net: number; gross: number; orders: Set<number> }>();
  let totalNet = 0;
  let totalGross = 0;
  for (const order of orders) {
    for (const line of order.lines) {
      const group = groupOf(order, line.productId);
      const key = String(group.id ?? group.name);
      const value = lineValue(line.priceNet, line.quantity, line.vat);
      const sum = sums.get(key) ?? { group, net: 0, gross: 0, orders: new Set<number>() };
      sum.net += Math.round(value.net * 100);
      sum.gross += Math.round(value.gross * 100);
      sum.orders.add(order.id);
      sums.set(key, sum);
      totalNet += Math.round(value.net * 100);
      totalGross += Math.round(value.gross * 100);
    }
  }
  const groups = [...sums.values()]
    .map(({ group, net, gross, orders: held }) => ({
      id: group.id, name: group.name, net: net / 100, gross: gross / 100, orders: held.size,
      share: totalNet ? Math.round((net / totalNet) * 10_000) / 10_000 : 0,
    }))
    .sort((a, b) => b.net - a.net || a.name.localeCompare(b.name, 'pl'));
  return { groups, total: { net: totalNet / 100, gross: totalGross / 100 } };
}

const topCategoryOf = (seed: Pick<Seed, 'productById' | 'categoryById'>) => (_order: SeedOrder, productId: number): Group => {
  const product = seed.productById.get(productId);
  const top = product && seed.categoryById.get(seed.categoryById.get(product.categoryId)?.pathIds[0] ?? -1);
  return top ? { id: top.id, name: top.name } : { id: null, name: OTHER_CATEGORY };
};

/** The seed with the cost centres as they are now (renamed or created by the company's administrator). */
export const seedWithCurrentCentres = (): Seed => ({ ...getSeed(), costCenters: allCostCenters() });

const costCentreOf = (seed: Pick<Seed, 'costCenters'>) => (order: SeedOrder): Group => {
  const centre = order.costCenterId === null ? undefined : seed.costCenters.find((candidate) => candidate.id === order.costCenterId);
  return centre ? { id: centre.id, name: centre.name } : { id: null, name: NO_COST_CENTRE };
};

/**
 * The period's spending by top-level category and by cost centre — a pure function of the orders given
 * (any company's; those outside the period, cancelled or rejected are left out) and the catalogue.
 * The reports screen's chart shows it; `companySpendingSummary` gives it for a company.
 */
export function spendingSummary(orders: readonly SeedOrder[], seed: Pick<Seed, 'productById' | 'categoryById' | 'costCenters'>, period: ReportPeriod): SpendingSummary {
  const counted = orders.filter((order) => isSpending(order) && inPeriod(order.createdAt, period));
  const byCategory = groupSpending(counted, topCategoryOf(seed));
  const byCostCenter = groupSpending(counted, costCentreOf(seed));
  return {
    from: period.from,
    to: period.to,
    total: { net: round2(byCategory.total.net), gross: round2(byCategory.total.gross) },
    orderCount: counted.length,
    byCategory: byCategory.groups,
    byCostCenter: byCostCenter.groups,
  };
}

/** The company's spending summary of the period (its seeded and placed orders). */
export const companySpendingSummary = (company: SeedCompany, period: ReportPeriod): SpendingSummary =>
  spendingSummary(companyOrders(company, period), seedWithCurrentCentres(), period);
