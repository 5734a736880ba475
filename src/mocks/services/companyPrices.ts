/**
 * A company's negotiated prices (`Company.hasOffer`): what the shop agreed with it in its active
 * offers (db/seed/offers.ts — Meblomax sp. z o.o. has a framework offer for office supplies and
 * paper, a toner contract and coffee and tea; the cleaning offer has expired and the safety one is
 * still being prepared). The products of an active offer cost its negotiated net price; everything
 * else, and everything for Meblomax Logistyka sp. z o.o., guests and private customers, the list
 * price. So the same person sees other prices after switching company.
 *
 * Every price a user sees or pays for a product goes through `unitPriceNet` (tiles and the product
 * page, the autocomplete, the cart and so the order, a product added while editing an order), so
 * they all agree with the offers list. Search sorting and the price facet keep to list prices.
 */
import { seededOffers } from '../db/seed/offers';
import type { Seed, SeedCompany, SeedProduct } from '../db/types';
import type { ViewContext } from '../presenters/context';

type PricingContext = Pick<ViewContext, 'seed'> & { company: SeedCompany | null };

/** Negotiated net price by product id, per company, per seed (the offers are built once a day's seed). */
const cache = new WeakMap<Seed, Map<number, ReadonlyMap<number, number>>>();

/** The net prices of the company's active offers (the lowest where two offers name a product). */
export function offerPrices(seed: Seed, company: SeedCompany): ReadonlyMap<number, number> {
  let byCompany = cache.get(seed);
  if (!byCompany) cache.set(seed, (byCompany = new Map()));
  let prices = byCompany.get(company.id);
  if (!prices) {
    const today = seed.today.toISOString().slice(0, 10);
    const found = new Map<number, number>();
    for (const offer of seededOffers(seed, company)) {
      if (offer.preparing || offer.validUntil === null || offer.validUntil < today) continue;
      for (const line of offer.lines) {
        if (line.priceNet !== null) found.set(line.productId, Math.min(found.get(line.productId) ?? Infinity, line.priceNet));
      }
    }
    byCompany.set(company.id, (prices = found));
  }
  return prices;
}

/** The net unit price the viewer pays for a product: its company's negotiated price when an active offer has it, else the list price. */
export function unitPriceNet(ctx: PricingContext, product: SeedProduct): number {
  if (!ctx.company?.hasOffer) return product.priceNet;
  return Math.min(product.priceNet, offerPrices(ctx.seed, ctx.company).get(product.id) ?? Infinity);
}

/** Whether the viewer's price of the product comes from its company's offer (`ProductSummary.isFromMyOffer`). */
export const isFromCompanyOffer = (ctx: PricingContext, product: SeedProduct): boolean =>
  Boolean(ctx.company?.hasOffer) && offerPrices(ctx.seed, ctx.company!).has(product.id);
