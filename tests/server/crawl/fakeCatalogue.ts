/**
 * A small catalogue answered the way the API answers a guest, behind an `ApiReader`: products (paged
 * by `limit`/`offset`), their details, the category tree, brands, promotions, articles and text pages.
 */
import type { Brand, Category, ContentItem, Money, Product, Promotion } from '../../../src/generated/model';
import type { ApiAnswer, ApiReader } from '../../../src/server/apiReader';

export const money = (gross: number): Money => ({
  net: Math.round((gross / 1.23) * 100) / 100,
  gross,
  netFormatted: '',
  grossFormatted: '',
  currencyPrefix: '',
  currencyPostfix: 'zł',
});

export function product(id: number, overrides: Partial<Product> = {}): Product {
  const slug = `produkt-${id}`;
  return {
    id,
    name: `Produkt ${id}`,
    slug,
    code: String(100000 + id),
    mainPictureUrl: `/e-commerce/v1/images/convert/products/w400-h400/${slug}.webp`,
    brand: { id: 1, slug: 'marka', name: 'Marka', logoUrl100x80: null },
    category: { id: 10, slug: 'papier', name: 'Papier ksero', namesInPath: ['Papier', 'Papier ksero'], forAdults: false },
    badges: [],
    promotion: null,
    priceObject: money(12.3),
    priceBeforeDiscountObject: null,
    lowestPrice30DaysObject: null,
    pricePerBaseUOM: { net: 10, gross: 12.3 },
    uom: 'szt.',
    hasDeposit: false,
    depositValue: null,
    outletType: null,
    canBeOrdered: true,
    sponsoredOfferInfo: null,
    availabilityMarkColor: { color: 'green', label: 'Dostępny' },
    whenProductWillBeAtYourPlace: 'Jutro u Ciebie',
    multiPacks: [],
    isFromMyOffer: false,
    isFromCatalogSubset: false,
    orderQuantityMultiple: 1,
    orderQuantityMultipleSuggestedOnly: false,
    stock: 50,
    availableFrom: null,
    isInShoppingList: false,
    gallery: { main: { urlFull: `/e-commerce/v1/images/convert/products/w1200-h1200/${slug}.webp`, urlThumb: '' }, items: [] },
    description: `<p><strong>Produkt ${id}</strong> do biura.</p>`,
    attributes: [],
    vatRate: 23,
    ean: null,
    oemCode: null,
    compatibleDevices: [],
    ...overrides,
  };
}

export function category(id: number, slug: string, children: Category[] = []): Category {
  return { id, slug, name: slug, iconClass: null, level: 1, parentId: null, productCount: 1, isUserAllowedToOrderItems: true, children };
}

export const brand = (id: number, slug: string): Brand => ({ id, slug, name: slug, logoUrl100x80: null });

export const promotion = (id: number, slug: string, startDate: string | null): Promotion => ({
  id, slug, name: slug, description: null, imageUrl: null, startDate, endDate: null, promotionGroupId: id, isOutlet: false,
});

export const article = (slug: string, createdAt: string, categories: string[], author: string | null): ContentItem => ({
  key: slug, slug, title: slug, description: '', image: null,
  categories: categories.map((name, index) => ({ id: index + 1, name, slug: name })),
  author: author ? { name: author, slug: author } : null,
  createdAt,
});

export interface FakeCatalogue {
  products: Product[];
  /** The wholesale page's pallets (`onlyPalletPacks`). */
  pallets?: Product[];
  categories?: Category[];
  brands?: Brand[];
  promotions?: Promotion[];
  articles?: ContentItem[];
  /** Articles of the blog's section (default: all). */
  blogArticles?: ContentItem[];
  textPages?: string[];
  /** A path whose reads fail with this status. */
  failing?: { path: string; status: number };
}

const ok = <T>(body: T): ApiAnswer<T> => ({ status: 200, body });

/** A reader over the catalogue; `calls` lists the paths read. */
export function fakeReader(catalogue: FakeCatalogue): ApiReader & { calls: string[] } {
  const calls: string[] = [];
  const page = <T>(items: readonly T[], query: Record<string, unknown>) => {
    const offset = Number(query.offset ?? 0);
    return items.slice(offset, offset + Number(query.limit ?? 36));
  };
  const answerTo = (path: string, query: Record<string, unknown>): ApiAnswer<unknown> => {
    if (catalogue.failing && path.startsWith(catalogue.failing.path)) return { status: catalogue.failing.status, body: null };
    const api = path.replace('/e-commerce/v1', '');
    if (api === '/products/search') {
      const listed = query.onlyPalletPacks ? (catalogue.pallets ?? []) : catalogue.products;
      return ok({ products: page(listed, query), countTotal: listed.length });
    }
    if (api.startsWith('/products/')) {
      const found = [...catalogue.products, ...(catalogue.pallets ?? [])].find((item) => `/products/${item.slug}` === api);
      return found ? ok({ product: found }) : { status: 404, body: null };
    }
    if (api === '/categories/tree') return ok({ categories: catalogue.categories ?? [] });
    if (api === '/brands') return ok({ brands: page(catalogue.brands ?? [], query), countTotal: catalogue.brands?.length ?? 0 });
    if (api === '/promotions') return ok({ promotions: page(catalogue.promotions ?? [], query), countTotal: catalogue.promotions?.length ?? 0 });
    if (api === '/contents') {
      const items = query['filters[sectionId][]'] ? (catalogue.blogArticles ?? catalogue.articles ?? []) : (catalogue.articles ?? []);
      return ok({ contents: page(items, query), countTotal: items.length });
    }
    if (api.startsWith('/contents/pages/')) {
      const slug = decodeURIComponent(api.slice('/contents/pages/'.length));
      return (catalogue.textPages ?? []).includes(slug) ? ok({ page: { slug } }) : { status: 404, body: null };
    }
    return { status: 404, body: null };
  };
  return {
    calls,
    async get<T>(path: string, query: Record<string, unknown> = {}): Promise<ApiAnswer<T>> {
      calls.push(path);
      return answerTo(path, query) as ApiAnswer<T>;
    },
  };
}
