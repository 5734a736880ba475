/** "Często kupowane": what the user's company (a private customer: the user) ordered in the last `period` days. */
import { allOrders } from '../db/store';
import type { Seed, SeedCompany, SeedProduct, SeedUser } from '../db/types';

const DAY = 86_400_000;
export const DEFAULT_PERIOD = 30;
const NOT_BOUGHT = new Set(['cancelled', 'rejected']);

export interface BoughtProducts {
  products: SeedProduct[];
  /** How often each product was bought: orders holding it first, quantity second (for sorting). */
  frequency: Map<number, number>;
}

export function frequentlyBought(seed: Seed, user: SeedUser, company: SeedCompany, period = DEFAULT_PERIOD): BoughtProducts {
  const since = new Date(seed.today.getTime() - period * DAY).toISOString();
  const orders = allOrders().filter((order) =>
    order.companyId === company.id
    && (!company.isPrivateCustomer || order.userId === user.id)
    && order.createdAt >= since
    && !NOT_BOUGHT.has(order.status));
  const times = new Map<number, number>();
  const quantity = new Map<number, number>();
  for (const order of orders) {
    for (const line of order.lines) {
      times.set(line.productId, (times.get(line.productId) ?? 0) + 1);
      quantity.set(line.productId, (quantity.get(line.productId) ?? 0) + line.quantity);
    }
  }
  const frequency = new Map<number, number>();
  for (const [id, count] of times) frequency.set(id, count * 100_000 + Math.min(99_999, quantity.get(id) ?? 0));
  const products = [...times.keys()].map((id) => seed.productById.get(id)).filter((p): p is SeedProduct => p !== undefined);
  return { products, frequency };
}
