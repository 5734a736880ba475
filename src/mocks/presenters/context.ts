import { getSeed } from '../db/store';
import type { Seed, SeedCompany, SeedProduct, SeedUser } from '../db/types';
import type { Session } from '../http/auth';
import { netPricesOn } from '../services/settings';

/** Who is looking: prices, order permissions and offers depend on it. */
export interface ViewContext {
  seed: Seed;
  user: SeedUser | null;
  company: SeedCompany | null;
  netPrices: boolean;
}

export function viewContext(session: Session): ViewContext {
  const seed = getSeed();
  if (session.kind === 'guest') return { seed, user: null, company: null, netPrices: false };
  return { seed, user: session.user, company: session.company, netPrices: netPricesOn(session.user) };
}

/** Whether the company may order from the product's category (blocked categories are shown disabled). */
export function categoryAllowed(ctx: ViewContext, categoryId: number): boolean {
  const blocked = ctx.company?.blockedCategoryIds ?? [];
  return !blocked.some((id) => ctx.seed.categoryById.get(id)?.subtreeIds.includes(categoryId));
}

export const productOrderable = (ctx: ViewContext, product: SeedProduct): boolean => !product.discontinued && categoryAllowed(ctx, product.categoryId);
