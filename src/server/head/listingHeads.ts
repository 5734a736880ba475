/**
 * The heads of the product listings: a category, a brand, a promotion, a search phrase's page, the
 * fixed listings (eco products, pallets) and the lists of brands and promotions.
 */
import { FIXED_LISTING_SEARCH, listingSearch, readListingState } from '../../domain/listingQuery';
import { readSearchCriteria, searchApiParams, searchKind, searchTitleText } from '../../domain/searchPage';
import { parsePageNumber } from '../../domain/pagination';
import { hasReservedSlot, isPastLastPage } from '../../domain/pageSize';
import type { AtsContentResponse, BrandResponse, GetProductsSearchParams, ProductSearchResponse, PromotionResponse } from '../../generated/model';
import { localePath } from '../../routing/routes';
import { listingPageJsonLd, type Crumb } from '../../routing/seo/structuredData';
import { listingTitle, notFoundHead, plainText, publicHead, type HeadArgs, type HeadLoader, type PageHead } from './pageHead';

/** Whether a guest's listing keeps a tile's place for the newsletter (one product fewer a page). */
const GUEST_RESERVED_SLOT = hasReservedSlot({ isLoggedIn: false, subscribedToNewsletter: false });

/** A listing's page number past its last page. */
class PastLastPage extends Error {}

/** A listing's head, or the 404 head for a page past its last. */
const orPastLastPage = (load: HeadLoader): HeadLoader => async (args) => {
  try {
    return await load(args);
  } catch (error) {
    if (error instanceof PastLastPage) return notFoundHead(args.t);
    throw error;
  }
};

interface Listed {
  answer: ProductSearchResponse;
  items: Crumb[];
  /** The position of the page's first product in the listing (1-based). */
  first: number;
}

/**
 * A listing's products on page `page` as ItemList entries, searched as a guest's listing page
 * searches (src/domain/listingQuery.ts: the URL's sort, facets and page size); null when the API
 * has no such listing. A page past the last one is the 404 page (as the listing shows it): it
 * throws PastLastPage.
 */
async function listedProducts({ context, locale, search }: HeadArgs, base: GetProductsSearchParams, page: number): Promise<Listed | null> {
  const state = readListingState(search);
  const params = listingSearch(base, page, state, GUEST_RESERVED_SLOT);
  const { status, body } = await context.reader.get<ProductSearchResponse>('/e-commerce/v1/products/search', params, locale);
  if (status !== 200 || !body) return null;
  if (isPastLastPage(body.countTotal, page, state.pageSize, GUEST_RESERVED_SLOT)) throw new PastLastPage();
  const items = body.products.map((product) => ({ name: product.name, url: `${context.origin}${localePath('product-slug', { slug: product.slug }, undefined, locale)}` }));
  return { answer: body, items, first: (params.offset ?? 0) + 1 };
}

const homeCrumb = ({ t, context, locale }: HeadArgs): Crumb => ({ name: t('common:breadcrumbs.home'), url: `${context.origin}${localePath('home', {}, undefined, locale)}` });

const listingJsonLd = (args: HeadArgs, crumbs: Crumb[], listed: Listed | null): object[] =>
  listingPageJsonLd([homeCrumb(args), ...crumbs], listed?.items ?? [], listed?.first ?? 1);

export const categoryHead: HeadLoader = orPastLastPage(async (args) => {
  const { params, t, context, locale, url } = args;
  const page = parsePageNumber(params.number);
  if (!params.slug || page === null) return notFoundHead(t);
  const listed = await listedProducts(args, { categorySlug: params.slug }, page);
  if (!listed || (!listed.answer.categoryName && listed.answer.countTotal === 0)) return notFoundHead(t);
  const name = listed.answer.categoryName ?? '';
  const crumbs = listed.answer.breadcrumbs.map((crumb) => ({ name: crumb.name, url: `${context.origin}${localePath('category-slug', { slug: crumb.slug }, undefined, locale)}` }));
  if (!listed.answer.breadcrumbs.some((crumb) => crumb.slug === params.slug)) crumbs.push({ name, url });
  return publicHead({
    title: listingTitle(t, name, page),
    description: t('catalogue:category.description', { name }),
    openGraph: { type: 'website' },
    jsonLd: listingJsonLd(args, crumbs, listed),
  });
});

export const brandHead: HeadLoader = orPastLastPage(async (args) => {
  const { params, t, context, locale, url } = args;
  const page = parsePageNumber(params.number);
  if (!params.slug || page === null) return notFoundHead(t);
  const { status, body } = await context.reader.get<BrandResponse>(`/e-commerce/v1/brands/${encodeURIComponent(params.slug)}`, {}, locale);
  if (status !== 200 || !body) return notFoundHead(t);
  const { brand } = body;
  const title = t('catalogue:brand.title', { name: brand.name });
  const listed = await listedProducts(args, { brandId: brand.id }, page);
  return publicHead({
    title: listingTitle(t, title, page),
    description: brand.seoData?.description ?? t('catalogue:brand.description', { name: brand.name }),
    openGraph: { type: 'website', image: brand.logoUrl100x80 ? `${context.origin}${brand.logoUrl100x80}` : undefined },
    jsonLd: listingJsonLd(args, [{ name: t('catalogue:brands.title'), url: `${context.origin}${localePath('brands', {}, undefined, locale)}` }, { name: brand.name, url }], listed),
  });
});

export const promotionHead: HeadLoader = orPastLastPage(async (args) => {
  const { params, t, context, locale, url } = args;
  const page = parsePageNumber(params.number);
  if (!params.slug || page === null) return notFoundHead(t);
  const { status, body } = await context.reader.get<PromotionResponse>(`/e-commerce/v1/promotions/${encodeURIComponent(params.slug)}`, {}, locale);
  if (status !== 200 || !body) return notFoundHead(t);
  const { promotion } = body;
  const listed = await listedProducts(args, { promotionGroupId: promotion.promotionGroupId }, page);
  return publicHead({
    title: listingTitle(t, promotion.name, page),
    description: promotion.seoData?.description ?? plainText(promotion.description),
    openGraph: { type: 'website', image: promotion.imageUrl ? `${context.origin}${promotion.imageUrl}` : undefined },
    jsonLd: listingJsonLd(args, [{ name: t('catalogue:promotions.title'), url: `${context.origin}${localePath('promotions', {}, undefined, locale)}` }, { name: promotion.name, url }], listed),
  });
});

/**
 * A listing of fixed texts (`catalogue:<texts>.title`/`.description`) on its numbered pages; the
 * eco products and the pallets list their products (the search of FIXED_LISTING_SEARCH).
 */
export function textListingHead(texts: 'eco' | 'pallets' | 'brands' | 'promotions'): HeadLoader {
  return orPastLastPage(async (args) => {
    const { params, t, url } = args;
    const page = parsePageNumber(params.number);
    if (page === null) return notFoundHead(t);
    const title = t(`catalogue:${texts}.title`);
    const head = publicHead({ title: listingTitle(t, title, page), description: t(`catalogue:${texts}.description`), openGraph: { type: 'website' } });
    if (texts !== 'eco' && texts !== 'pallets') return head;
    const listed = await listedProducts(args, FIXED_LISTING_SEARCH[texts], page);
    return { ...head, jsonLd: listingJsonLd(args, [{ name: title, url }], listed) };
  });
}

/** A search phrase's own page (/szukaj/{slug}). */
export const atsHead: HeadLoader = orPastLastPage(async (args) => {
  const { params, t, context, locale, url } = args;
  const page = parsePageNumber(params.number);
  if (!params.slug || page === null) return notFoundHead(t);
  const { status, body } = await context.reader.get<AtsContentResponse>(`/e-commerce/v1/contents/ats/${encodeURIComponent(params.slug)}`, {}, locale);
  if (status !== 200 || !body) return notFoundHead(t);
  const { title, query } = body.content;
  const listed = await listedProducts(args, { 'ats-query': query }, page);
  return publicHead({
    title: page > 1 ? t('search:results.titlePage', { title, page }) : title,
    description: t('search:ats.description', { title }),
    openGraph: { type: 'website' },
    jsonLd: listingJsonLd(args, [{ name: title, url }], listed),
  });
});

/**
 * Search results: shown to everyone alike, but not indexed (spec: endless combinations); titled by
 * what was searched for, as in the browser. A page past the last one is the 404 page the results show.
 */
export const searchHead: HeadLoader = orPastLastPage(async (args): Promise<PageHead> => {
  const { t, params, search } = args;
  const page = parsePageNumber(params.number);
  if (page === null) return notFoundHead(t);
  const criteria = readSearchCriteria(search);
  if (searchKind(criteria) !== 'none') await listedProducts(args, searchApiParams(criteria), page);
  const { key, values } = searchTitleText(criteria);
  const title = t(key, values);
  return {
    ...publicHead({ title: page > 1 ? t('search:results.titlePage', { title, page }) : title, description: t('search:results.description') }),
    noindex: true,
  };
});
