/** Each sitemap type's pages, read from the API (catalogueReader) and made into entries (sitemapUrls). */
import type { ApiReader } from '../apiReader';
import { readArticles, readBrands, readCategories, readProducts, readPromotions, readTextPageSlugs } from './catalogueReader';
import {
  blogEntries,
  brandEntries,
  categoryEntries,
  pageEntries,
  productEntries,
  promotionEntries,
  SITEMAP_TYPES,
  TEXT_PAGE_ROUTES,
  textPageSlug,
  type SitemapEntry,
  type SitemapType,
} from './sitemapUrls';

type EntriesOf = (reader: ApiReader, now: Date) => Promise<SitemapEntry[]>;

export const SITEMAP_SOURCES: Record<SitemapType, EntriesOf> = {
  products: async (reader) => productEntries(await readProducts(reader)),
  categories: async (reader) => categoryEntries(await readCategories(reader)),
  brands: async (reader) => brandEntries(await readBrands(reader)),
  promotions: async (reader, now) => promotionEntries(await readPromotions(reader), now),
  blog: async (reader, now) => {
    const [articles, blogArticles] = await Promise.all([readArticles(reader), readArticles(reader, true)]);
    return blogEntries(articles, blogArticles, now);
  },
  pages: async (reader) => pageEntries(await readTextPageSlugs(reader, TEXT_PAGE_ROUTES.map(textPageSlug))),
};

/** Every type's entries (for the index, which counts them). */
export async function readAllSitemapEntries(reader: ApiReader, now: Date): Promise<Record<SitemapType, SitemapEntry[]>> {
  const lists = await Promise.all(SITEMAP_TYPES.map((type) => SITEMAP_SOURCES[type](reader, now)));
  return Object.fromEntries(SITEMAP_TYPES.map((type, index) => [type, lists[index]])) as Record<SitemapType, SitemapEntry[]>;
}
