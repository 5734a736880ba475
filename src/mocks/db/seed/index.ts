import { isSupplyLeaf, type SupplyKind } from '../catalogue/spec';
import { createRng } from '../random';
import type { Seed, SeedCategory } from '../types';
import { buildCompanies, COMPANY_LOGISTICS, COMPANY_MAIN, COMPANY_PRIVATE, COST_CENTERS, USERS } from './accounts';
import { buildCategories } from './categories';
import { buildComplaints } from './complaints';
import { CatalogueContext } from './context';
import { buildDeliveryDocuments } from './deliveryDocuments';
import { buildInvoices } from './invoices';
import { buildOrders, purchasePool } from './orders';
import { PROMOTIONS } from './pricing';
import { generateLeafProducts } from './products';
import { buildDevices, generateSupplies } from './supplies';

/** Bump when the seed changes shape, so stored demo state from an older seed is dropped. */
export const SEED_VERSION = 5;
const SEED = 20_260_501;

/** Midnight UTC of the given moment: the seed's dates are relative to it. */
export function startOfUtcDay(moment: Date): Date {
  return new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate()));
}

/** Builds the whole demo shop deterministically (same data for the same `today`). */
export function buildSeed(options: { today?: Date } = {}): Seed {
  const today = startOfUtcDay(options.today ?? new Date());
  const rng = createRng(SEED);
  const { categories, leaves } = buildCategories();
  const categoryById = new Map(categories.map((c) => [c.id, c]));
  const topOf = (category: SeedCategory) => categoryById.get(category.pathIds[0]) ?? category;
  const ctx = new CatalogueContext((category) => topOf(category).slug);

  const supplyLeaves = new Map<SupplyKind, SeedCategory>();
  for (const { category, spec } of leaves) {
    if (isSupplyLeaf(spec)) supplyLeaves.set(spec.supply, category);
    else generateLeafProducts(ctx, category, spec, rng.fork(category.slug));
  }
  const { devices, groups } = buildDevices();
  generateSupplies(ctx, (kind) => supplyLeaves.get(kind) as SeedCategory, groups, rng.fork('supplies'));
  const products = ctx.products;

  const adultCategoryIds = categories.filter((c) => c.forAdults && c.level === 3).map((c) => c.id);
  const companies = buildCompanies(adultCategoryIds);
  const companyById = new Map(companies.map((c) => [c.id, c]));
  const userById = new Map(USERS.map((u) => [u.id, u]));
  const orderRng = rng.fork('orders');
  const plan = (companyId: number, count: number, buyers: [number, number][], poolSize: number) => {
    const company = companyById.get(companyId)!;
    return {
      company,
      count,
      buyers: buyers.map(([id, weight]) => [userById.get(id)!, weight] as [typeof USERS[number], number]),
      costCenters: COST_CENTERS.filter((cc) => cc.companyId === companyId),
      pool: purchasePool(products, categoryById, company.blockedCategoryIds, orderRng, poolSize),
    };
  };
  const orders = buildOrders([
    plan(COMPANY_MAIN, 152, [[2, 50], [6, 20], [7, 15], [3, 15]], 140),
    plan(COMPANY_LOGISTICS, 136, [[8, 60], [4, 40]], 110),
    plan(COMPANY_PRIVATE, 7, [[1, 1]], 40),
  ], today, orderRng);
  const productById = new Map(products.map((p) => [p.id, p]));
  // Sets the invoiced orders' isPaid from their invoices.
  const invoices = buildInvoices(orders, companies, productById, today, rng.fork('invoices'));
  const deliveryDocuments = buildDeliveryDocuments(orders, today);
  const deviceById = new Map(devices.map((d) => [d.id, d]));
  const complaints = buildComplaints({
    documents: deliveryDocuments, invoices, companies, users: USERS, productById, categoryById, deviceById, today, rng: rng.fork('complaints'),
  });

  return {
    today,
    categories,
    categoryById,
    categoryBySlug: new Map(categories.map((c) => [c.slug, c])),
    brands: ctx.brands.brands,
    brandById: new Map(ctx.brands.brands.map((b) => [b.id, b])),
    promotions: PROMOTIONS,
    devices,
    deviceById,
    products,
    productById,
    productBySlug: new Map(products.map((p) => [p.slug, p])),
    companies,
    costCenters: COST_CENTERS,
    users: USERS,
    orders,
    invoices,
    deliveryDocuments,
    complaints,
  };
}
