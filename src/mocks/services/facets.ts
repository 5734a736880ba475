/** Search facets (brand, price, availability, promotions, attributes) with disjunctive counts. */
import type { SearchFilter } from '../../generated/model';
import { formatAmount as formatMoneyAmount, grossFromNet } from '../../domain/money';
import type { Seed, SeedProduct } from '../db/types';
import type { DemoLocale } from '../http/locale';

export type FilterSelection = Record<string, string[]>;

interface Facet {
  key: string;
  name: string;
  type: 'checkbox' | 'range';
  /** The option values of a product for this facet. */
  valuesOf(product: SeedProduct): string[];
  label(value: string): string;
  /** Whether a product passes the selected values (default: shares a value). */
  accepts?(product: SeedProduct, selected: string[]): boolean;
  order?: (a: string, b: string) => number;
}

const PRICE_BUCKETS: [number, number | null][] = [[0, 10], [10, 25], [25, 50], [50, 100], [100, 250], [250, 500], [500, null]];
const bucketKey = ([min, max]: [number, number | null]) => `${min}-${max ?? ''}`;

function parseRange(value: string): [number, number] | null {
  const match = /^(\d+(?:[.,]\d+)?)?-(\d+(?:[.,]\d+)?)?$/.exec(value.trim());
  if (!match || (!match[1] && !match[2])) return null;
  return [match[1] ? Number(match[1].replace(',', '.')) : 0, match[2] ? Number(match[2].replace(',', '.')) : Infinity];
}

export const priceShown = (product: SeedProduct, net: boolean): number => (net ? product.priceNet : grossFromNet(product.priceNet, product.vat));

const FACET_TEXT = {
  pl: {
    brand: 'Marka', priceNet: 'Cena netto', priceGross: 'Cena brutto', availability: 'Dostępność', inStock: 'Dostępne od ręki', onOrder: 'Na zamówienie',
    promotion: 'Promocje', promotionValue: 'Produkty w promocji', outlet: 'Outlet', eco: 'Produkty ekologiczne', upTo: 'do', from: 'od',
  },
  en: {
    brand: 'Brand', priceNet: 'Net price', priceGross: 'Gross price', availability: 'Availability', inStock: 'In stock', onOrder: 'On order',
    promotion: 'Promotions', promotionValue: 'On promotion', outlet: 'Outlet', eco: 'Eco products', upTo: 'up to', from: 'from',
  },
} as const;

function fixedFacets(seed: Seed, netPrices: boolean, locale: DemoLocale): Facet[] {
  const text = FACET_TEXT[locale];
  return [
    {
      key: 'brand', name: text.brand, type: 'checkbox',
      valuesOf: (p) => [seed.brandById.get(p.brandId)?.slug ?? ''],
      label: (value) => seed.brands.find((b) => b.slug === value)?.name ?? value,
    },
    {
      key: 'price', name: netPrices ? text.priceNet : text.priceGross, type: 'range',
      valuesOf: (p) => {
        const price = priceShown(p, netPrices);
        const bucket = PRICE_BUCKETS.find(([min, max]) => price >= min && (max === null || price < max));
        return bucket ? [bucketKey(bucket)] : [];
      },
      label: (value) => {
        const range = parseRange(value);
        const formatAmount = (amount: number) => (Number.isInteger(amount) ? String(amount) : formatMoneyAmount(amount, locale));
        if (!range) return value;
        // "do 10 zł", "10 – 25 zł", "od 500 zł"; "up to PLN 10", "PLN 10 – 25", "from PLN 500".
        const priced = (amounts: string) => (locale === 'en' ? `PLN ${amounts}` : `${amounts} zł`);
        if (range[0] === 0) return `${text.upTo} ${priced(formatAmount(range[1]))}`;
        if (range[1] === Infinity) return `${text.from} ${priced(formatAmount(range[0]))}`;
        return priced(`${formatAmount(range[0])} – ${formatAmount(range[1])}`);
      },
      accepts: (p, selected) => {
        const price = priceShown(p, netPrices);
        return selected.some((value) => {
          const range = parseRange(value);
          return range !== null && price >= range[0] && price < range[1];
        });
      },
      order: (a, b) => (parseRange(a)?.[0] ?? 0) - (parseRange(b)?.[0] ?? 0),
    },
    {
      key: 'availability', name: text.availability, type: 'checkbox',
      valuesOf: (p) => (p.stock > 0 ? ['inStock'] : ['onOrder']),
      label: (value) => (value === 'inStock' ? text.inStock : text.onOrder),
    },
    {
      key: 'promotion', name: text.promotion, type: 'checkbox',
      valuesOf: (p) => [...(p.promotionId && !p.outlet ? ['promotion'] : []), ...(p.outlet ? ['outlet'] : []), ...(p.eco ? ['eco'] : [])],
      label: (value) => ({ promotion: text.promotionValue, outlet: text.outlet, eco: text.eco })[value] ?? value,
    },
  ];
}

function attributeFacets(products: SeedProduct[]): Facet[] {
  const names = new Map<string, { name: string; values: Set<string> }>();
  for (const product of products) {
    for (const attribute of product.attributes) {
      const entry = names.get(attribute.key) ?? { name: attribute.name, values: new Set() };
      entry.values.add(attribute.value);
      names.set(attribute.key, entry);
    }
  }
  return [...names.entries()]
    .filter(([, entry]) => entry.values.size > 1)
    .slice(0, 8)
    .map(([key, entry]) => ({
      key,
      name: entry.name,
      type: 'checkbox' as const,
      valuesOf: (p: SeedProduct) => p.attributes.filter((a) => a.key === key).map((a) => a.value),
      label: (value: string) => value,
    }));
}

const passes = (facet: Facet, product: SeedProduct, selected: string[]): boolean =>
  facet.accepts ? facet.accepts(product, selected) : facet.valuesOf(product).some((value) => selected.includes(value));

/**
 * Applies the selected filters and computes each facet's options over the products that pass
 * every *other* facet, so choosing a brand still shows the other brands with their counts.
 */
export function applyFacets(seed: Seed, products: SeedProduct[], selection: FilterSelection, netPrices: boolean, locale: DemoLocale = 'pl'): { products: SeedProduct[]; filters: SearchFilter[] } {
  const facets = [...fixedFacets(seed, netPrices, locale), ...attributeFacets(products)];
  const active = facets.filter((facet) => (selection[facet.key] ?? []).length > 0);
  const filtered = products.filter((p) => active.every((facet) => passes(facet, p, selection[facet.key])));
  const filters: SearchFilter[] = facets.map((facet) => {
    const others = active.filter((other) => other !== facet);
    const counts = new Map<string, number>();
    for (const product of products) {
      if (!others.every((other) => passes(other, product, selection[other.key]))) continue;
      for (const value of facet.valuesOf(product)) if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    for (const value of selection[facet.key] ?? []) if (!counts.has(value)) counts.set(value, 0);
    const order = facet.order ?? ((a: string, b: string) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0) || a.localeCompare(b, 'pl'));
    return {
      key: facet.key,
      name: facet.name,
      type: facet.type,
      options: [...counts.keys()].sort(order).slice(0, 40).map((value) => ({ value, label: facet.label(value), count: counts.get(value) ?? 0 })),
    };
  }).filter((filter) => filter.options.length > 0);
  return { products: filtered, filters };
}
