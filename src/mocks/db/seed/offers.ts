/**
 * Negotiated offers of the companies that have one (Company.hasOffer): a framework offer for office
 * supplies and paper, a quarterly toner contract, coffee and tea (ending soon), last year's cleaning
 * offer (expired) and a safety-equipment offer the shop is still preparing (no prices yet).
 *
 * Products come from the "my offer" assortment (popular products, as ProductSummary.isFromMyOffer
 * marks them) of the named categories, with negotiated net prices 3–12 % under the list price and
 * the expected quantities in whole order multiples. Built on first use, not in the seed.
 */
import { indexes } from '../indexes';
import type { Seed, SeedCompany, SeedProduct } from '../types';

/** Products a company with an offer buys at negotiated prices (the product presenter's isFromMyOffer rule). */
export const MY_OFFER_MIN_POPULARITY = 600;

export type OfferStatusId = 'active' | 'expired' | 'inPreparation' | 'requested';

export interface SeedOfferLine {
  productId: number;
  quantity: number;
  /** Negotiated net unit price; null while the offer is being prepared. */
  priceNet: number | null;
}

export interface SeedOffer {
  id: number;
  number: string;
  companyId: number;
  name: string;
  createdAt: string;
  /** Last day the prices hold; null while being prepared. */
  validUntil: string | null;
  /** Only `inPreparation` is stored; active and expired follow from validUntil. */
  preparing: boolean;
  lines: SeedOfferLine[];
}

const DAY = 86_400_000;

type Wish = [categorySlug: string, count: number];

interface OfferSpec {
  name: string;
  createdDaysAgo: number;
  /** Days after today the offer holds (negative: expired); null while being prepared. */
  validForDays: number | null;
  wishes: Wish[];
}

const SPECS: OfferSpec[] = [
  { name: 'Oferta ramowa – artykuły biurowe i papier', createdDaysAgo: 120, validForDays: 245, wishes: [['papier-do-drukarek', 5], ['artykuly-pismiennicze', 8], ['organizacja-dokumentow', 6], ['drobne-akcesoria-biurowe', 6]] },
  { name: 'Tonery i tusze – kontrakt kwartalny', createdDaysAgo: 35, validForDays: 55, wishes: [['tonery', 10], ['tusze', 4]] },
  { name: 'Kawa, herbata i napoje do biura', createdDaysAgo: 20, validForDays: 10, wishes: [['kawa-i-herbata', 6], ['napoje', 5]] },
  { name: 'Środki czystości i higiena – oferta roczna', createdDaysAgo: 400, validForDays: -35, wishes: [['srodki-myjace', 5], ['papier-higieniczny-i-reczniki', 5], ['akcesoria-do-sprzatania', 3]] },
  { name: 'BHP – wyposażenie hali produkcyjnej', createdDaysAgo: 3, validForDays: null, wishes: [['odziez-i-rekawice', 4], ['pierwsza-pomoc', 2], ['higiena-i-ochrona', 2]] },
];

const isoDay = (time: number): string => new Date(time).toISOString().slice(0, 10);

/** The most popular "my offer" products of a category (others when it has too few), each product in one offer only. */
function pick(seed: Seed, slug: string, count: number, taken: Set<number>): SeedProduct[] {
  const category = seed.categoryBySlug.get(slug);
  if (!category) return [];
  const inCategory = indexes(seed).listed.filter((product) => category.subtreeIds.includes(product.categoryId) && !taken.has(product.id));
  const ranked = [...inCategory].sort((a, b) => Number(b.popularity >= MY_OFFER_MIN_POPULARITY) - Number(a.popularity >= MY_OFFER_MIN_POPULARITY) || b.popularity - a.popularity || a.id - b.id);
  const chosen = ranked.slice(0, count);
  for (const product of chosen) taken.add(product.id);
  return chosen;
}

/** A negotiated price: 3–12 % off the list price, the same for a product every time. */
export const negotiatedPrice = (product: SeedProduct): number => Math.round(product.priceNet * (100 - (3 + (product.id % 10)))) / 100;

/** The offers of a company (none unless it has an offer); ids 5001… per company block. */
export function seededOffers(seed: Seed, company: SeedCompany): SeedOffer[] {
  if (!company.hasOffer || company.isPrivateCustomer) return [];
  const taken = new Set<number>();
  return SPECS.map((spec, index) => {
    const created = seed.today.getTime() - spec.createdDaysAgo * DAY + (9 * 60 + index * 47) * 60_000;
    const year = new Date(created).getUTCFullYear();
    const products = spec.wishes.flatMap(([slug, count]) => pick(seed, slug, count, taken));
    return {
      id: 5000 + (company.id % 1000) * 100 + index + 1,
      number: `OF/${year}/${String(40 + index * 7 + (company.id % 10)).padStart(4, '0')}`,
      companyId: company.id,
      name: spec.name,
      createdAt: new Date(created).toISOString(),
      validUntil: spec.validForDays === null ? null : isoDay(seed.today.getTime() + spec.validForDays * DAY),
      preparing: spec.validForDays === null,
      lines: products.map((product, position) => ({
        productId: product.id,
        quantity: product.orderMultiple * (2 + ((product.id + position) % 9)),
        priceNet: spec.validForDays === null ? null : negotiatedPrice(product),
      })),
    };
  });
}
