/**
 * What the crawlers' files read from the API, as a guest: every listed product (paging the search),
 * each product's details for the feeds, the category tree, brands, promotions, articles and which
 * text pages exist. A failed read throws `CatalogueReadError`: a sitemap or feed is answered whole or
 * not at all (a cut feed would make a shopping engine delete the missing offers).
 *
 * Each reading is shared for a few minutes by everything that asks for it: a crawler fetches the
 * sitemap index and its files one after another, a shopping engine both feeds, a CDN several misses
 * at once — they all read the catalogue once.
 */
import { BLOG_SECTION_ID } from '../../domain/blog';
import type {
  Brand,
  BrandListResponse,
  Category,
  CategoryTreeResponse,
  ContentItem,
  ContentListResponse,
  Product,
  ProductDetailResponse,
  ProductSearchResponse,
  ProductSummary,
  Promotion,
  PromotionListResponse,
} from '../../generated/model';
import type { ApiReader, QueryValues } from '../apiReader';

export class CatalogueReadError extends Error {}

/** The contract's largest page (`limit` ≤ 500). */
export const API_PAGE_SIZE = 500;
/** Product details read at once while a feed is made. */
const DETAIL_READS_AT_ONCE = 8;
const API = '/e-commerce/v1';

async function read<T>(reader: ApiReader, path: string, query: QueryValues = {}): Promise<T> {
  const { status, body } = await reader.get<T>(path, query, 'pl');
  if (status !== 200 || body === null) throw new CatalogueReadError(`${path} answered ${status}`);
  return body;
}

/** Every record of a paged list: pages of `API_PAGE_SIZE` until `countTotal` (or an empty page). */
async function readAll<T>(page: (offset: number) => Promise<{ items: T[]; countTotal: number }>): Promise<T[]> {
  const all: T[] = [];
  for (let offset = 0; ; offset += API_PAGE_SIZE) {
    const { items, countTotal } = await page(offset);
    all.push(...items);
    if (!items.length || all.length >= countTotal) return all;
  }
}

/** How long one reading serves. */
export const READING_LIFETIME_MS = 5 * 60_000;
const readings = new WeakMap<ApiReader, Map<string, { until: number; value: Promise<unknown> }>>();

/** The reading `key` of this reader: the one made less than `READING_LIFETIME_MS` ago, else a new one (a failed one is not kept). */
function shared<T>(reader: ApiReader, key: string, now: number, start: () => Promise<T>): Promise<T> {
  const kept = readings.get(reader) ?? new Map<string, { until: number; value: Promise<unknown> }>();
  readings.set(reader, kept);
  const found = kept.get(key);
  if (found && found.until > now) return found.value as Promise<T>;
  const value = start();
  kept.set(key, { until: now + READING_LIFETIME_MS, value });
  value.catch(() => {
    if (kept.get(key)?.value === value) kept.delete(key);
  });
  return value;
}

const once = <T>(items: T[], key: (item: T) => string | number): T[] => [...new Map(items.map((item) => [key(item), item])).values()];

/** Every product of one listing of the search. */
const listing = (reader: ApiReader, scope: QueryValues): Promise<ProductSummary[]> =>
  readAll(async (offset) => {
    const body = await read<ProductSearchResponse>(reader, `${API}/products/search`, { ...scope, limit: API_PAGE_SIZE, offset });
    return { items: body.products, countTotal: body.countTotal };
  });

/**
 * Every product the shop lists to a guest: the catalogue's listing (products on offer, single
 * packs) and the wholesale page's pallets. Collective packs have no listing: they are offered on
 * their single product's page.
 */
export function readProducts(reader: ApiReader, now = Date.now()): Promise<ProductSummary[]> {
  return shared(reader, 'products', now, async () => {
    const [products, pallets] = await Promise.all([listing(reader, {}), listing(reader, { onlyPalletPacks: true })]);
    return once([...products, ...pallets], (product) => product.id);
  });
}

/** Every category of the tree, parents before their children. */
export function readCategories(reader: ApiReader, now = Date.now()): Promise<Category[]> {
  return shared(reader, 'categories', now, async () => {
    const { categories } = await read<CategoryTreeResponse>(reader, `${API}/categories/tree`, { level: 1, nestingLevel: 5 });
    const flat: Category[] = [];
    const walk = (category: Category) => {
      flat.push(category);
      category.children.forEach(walk);
    };
    categories.forEach(walk);
    return once(flat, (category) => category.id);
  });
}

export function readBrands(reader: ApiReader, now = Date.now()): Promise<Brand[]> {
  return shared(reader, 'brands', now, async () => {
    const brands = await readAll(async (offset) => {
      const body = await read<BrandListResponse>(reader, `${API}/brands`, { limit: API_PAGE_SIZE, offset });
      return { items: body.brands, countTotal: body.countTotal };
    });
    return once(brands, (brand) => brand.id);
  });
}

export function readPromotions(reader: ApiReader, now = Date.now()): Promise<Promotion[]> {
  return shared(reader, 'promotions', now, async () => {
    const promotions = await readAll(async (offset) => {
      const body = await read<PromotionListResponse>(reader, `${API}/promotions`, { limit: API_PAGE_SIZE, offset });
      return { items: body.promotions, countTotal: body.countTotal };
    });
    return once(promotions, (promotion) => promotion.id);
  });
}

/** Content items (articles and news, all on the blog's article page); `blogOnly`: the blog's section, whose categories and authors have pages. */
export function readArticles(reader: ApiReader, blogOnly = false, now = Date.now()): Promise<ContentItem[]> {
  return shared(reader, blogOnly ? 'blog-articles' : 'articles', now, async () => {
    const section = blogOnly ? { 'filters[sectionId][]': BLOG_SECTION_ID } : {};
    const articles = await readAll(async (offset) => {
      const body = await read<ContentListResponse>(reader, `${API}/contents`, { ...section, limit: API_PAGE_SIZE, offset });
      return { items: body.contents, countTotal: body.countTotal };
    });
    return once(articles, (article) => article.slug);
  });
}

/** The text pages of these API slugs that exist (404: the API has no such page). */
export function readTextPageSlugs(reader: ApiReader, slugs: readonly string[], now = Date.now()): Promise<Set<string>> {
  return shared(reader, `text-pages:${slugs.join(',')}`, now, async () => {
    const found = await Promise.all(
      slugs.map(async (slug) => {
        const { status } = await reader.get<unknown>(`${API}/contents/pages/${encodeURIComponent(slug)}`, {}, 'pl');
        if (status === 404) return null;
        if (status !== 200) throw new CatalogueReadError(`text page ${slug} answered ${status}`);
        return slug;
      }),
    );
    return new Set(found.filter((slug) => slug !== null));
  });
}

/** Calls `work` on every item, at most `atOnce` at a time, keeping the items' order. */
async function inTurns<T, R>(items: readonly T[], atOnce: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, items.length) }, worker));
  return results;
}

/** The details of these products (description, EAN, gallery); a product gone meanwhile (404, 410) is left out. */
export async function readProductDetails(reader: ApiReader, products: readonly ProductSummary[]): Promise<Product[]> {
  const details = await inTurns(products, DETAIL_READS_AT_ONCE, async ({ slug }) => {
    const { status, body } = await reader.get<ProductDetailResponse>(
      `${API}/products/${encodeURIComponent(slug)}`,
      { includeProduct: true, includeBreadcrumbs: false, includeSeoData: false, includeAccessories: false, includeSimilarProducts: false, includeOtherProducts: false },
      'pl',
    );
    if (status === 404 || status === 410) return null;
    if (status !== 200 || !body) throw new CatalogueReadError(`product ${slug} answered ${status}`);
    return body.product;
  });
  return details.filter((product) => product !== null);
}

/** Every listed product with its details, for the feeds (a product page a product: the costliest reading, shared by both feeds). */
export function readFeedProducts(reader: ApiReader, now = Date.now()): Promise<Product[]> {
  return shared(reader, 'feed-products', now, async () => readProductDetails(reader, await readProducts(reader, now)));
}
