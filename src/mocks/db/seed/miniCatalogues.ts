/**
 * The mini-catalogues a company customer's account offers: short curated selections of real products
 * from the catalogue — the office essentials, the kitchen and cleaning corner, and safety at the
 * production hall. Products are chosen by category (the most popular offered single packs), not by id,
 * so the selections stay believable when the catalogue's ids move. Built on first use, not in the seed.
 */
import { indexes } from '../indexes';
import type { Seed, SeedProduct } from '../types';

export interface SeedMiniCatalogue {
  id: number;
  slug: string;
  name: string;
  description: string;
  updatedAt: string;
  /** The products in the catalogue's own order. */
  productIds: number[];
}

type Wish = [categorySlug: string, count: number];

const DAY = 86_400_000;

const SPECS: { slug: string; name: string; description: string; updatedDaysAgo: number; wishes: Wish[] }[] = [
  {
    slug: 'niezbednik-biurowy',
    name: 'Niezbędnik biurowy',
    description: 'Papier, długopisy, segregatory i drobiazgi, które w każdym biurze kończą się najszybciej – wybrane przez dział administracji.',
    updatedDaysAgo: 6,
    wishes: [['papier-do-drukarek', 6], ['artykuly-pismiennicze', 12], ['organizacja-dokumentow', 10], ['drobne-akcesoria-biurowe', 12], ['zeszyty-i-bloczki', 6]],
  },
  {
    slug: 'kuchnia-i-sprzatanie',
    name: 'Kuchnia i sprzątanie',
    description: 'Kawa, herbata i dodatki do firmowej kuchni oraz środki czystości i ręczniki do łazienek i pomieszczeń socjalnych.',
    updatedDaysAgo: 17,
    wishes: [['kawa-i-herbata', 6], ['dodatki-do-kawy', 4], ['napoje', 4], ['papier-higieniczny-i-reczniki', 5], ['srodki-myjace', 5], ['akcesoria-do-sprzatania', 4]],
  },
  {
    slug: 'bhp-na-hali',
    name: 'BHP na hali produkcyjnej',
    description: 'Rękawice, odzież ochronna, apteczki i środki higieny dla pracowników hali B – zgodnie z oceną ryzyka zawodowego.',
    updatedDaysAgo: 41,
    wishes: [['odziez-i-rekawice', 8], ['pierwsza-pomoc', 5], ['higiena-i-ochrona', 6]],
  },
];

function pick(seed: Seed, slug: string, count: number): SeedProduct[] {
  const category = seed.categoryBySlug.get(slug);
  if (!category) return [];
  return indexes(seed).listed
    .filter((product) => category.subtreeIds.includes(product.categoryId))
    .sort((a, b) => b.popularity - a.popularity || a.id - b.id)
    .slice(0, count);
}

const cache = new WeakMap<Seed, SeedMiniCatalogue[]>();

/** The three mini-catalogues (the same for every company customer). */
export function seededMiniCatalogues(seed: Seed): SeedMiniCatalogue[] {
  const cached = cache.get(seed);
  if (cached) return cached;
  const built = SPECS.map((spec, index) => ({
    id: 301 + index,
    slug: spec.slug,
    name: spec.name,
    description: spec.description,
    updatedAt: new Date(seed.today.getTime() - spec.updatedDaysAgo * DAY + (8 + index) * 3_600_000).toISOString(),
    productIds: spec.wishes.flatMap(([slug, count]) => pick(seed, slug, count)).map((product) => product.id),
  }));
  cache.set(seed, built);
  return built;
}
