import { HttpResponse } from 'msw';
import { formatAmount } from '../../domain/money';
import type { ProductDetailResponse, ProductSearchResponse } from '../../generated/model';
import {
  getAtsContentParams, getBrandParams, getBrandsQueryParams, getConvertedImageParams, getFrequentlyBoughtProductsQueryParams, getPrintingDevicesAutocompleteQueryParams,
  getPrintingDevicesQueryParams, getProductParams, getProductQueryParams, getProductsAutocompleteQueryParams, getProductsSearchQueryParams, getPromotionParams,
  getPromotionsQueryParams,
} from '../../generated/zod/search-and-products/search-and-products.zod';
import { indexes } from '../db/indexes';
import { getSeed } from '../db/store';
import type { SeedProduct } from '../db/types';
import { requireSession, requireUser } from '../http/auth';
import { badRequest, DemoHttpError, json, MESSAGES, notFound } from '../http/errors';
import { requestLocale } from '../http/locale';
import { api, operation } from '../http/operation';
import { parseParams, parseQuery } from '../http/validate';
import { encodePicture, imageFormats, MIME_TYPES, type PictureFormat } from '../images/encoder';
import { pictureSvg } from '../images/pictures';
import { parseSize } from '../images/svg';
import { toCategoryRef } from '../presenters/category';
import { pictureName } from '../presenters/images';
import { viewContext, type ViewContext } from '../presenters/context';
import { toProduct, toProductSummary } from '../presenters/product';
import { autocomplete } from '../services/autocomplete';
import { offerPrices, unitPriceNet } from '../services/companyPrices';
import { brandDetails, deviceBrands, devicesAutocomplete, devicesOfBrand, listBrands, listPromotions, promotionDetails } from '../services/catalogue';
import { findAtsContent } from '../services/content';
import { DEFAULT_PERIOD, frequentlyBought } from '../services/frequentlyBought';
import { searchProducts, type SearchOutcome } from '../services/search';

/** Products of the same category, closest in price first. */
function similarTo(product: SeedProduct, ctx: ViewContext, limit = 8) {
  return indexes(ctx.seed).listed
    .filter((candidate) => candidate.categoryId === product.categoryId && candidate.id !== product.id)
    .sort((a, b) => Math.abs(a.priceNet - product.priceNet) - Math.abs(b.priceNet - product.priceNet))
    .slice(0, limit)
    .map((candidate) => toProductSummary(candidate, ctx));
}

function otherFromBrand(product: SeedProduct, ctx: ViewContext, limit = 8) {
  return indexes(ctx.seed).listed
    .filter((candidate) => candidate.brandId === product.brandId && candidate.categoryId !== product.categoryId)
    .sort((a, b) => b.popularity - a.popularity)
    .slice(0, limit)
    .map((candidate) => toProductSummary(candidate, ctx));
}

/** Popular products of the sibling categories (a stapler → staples, a printer → paper...). */
function accessoriesOf(product: SeedProduct, ctx: ViewContext, limit = 4) {
  const category = ctx.seed.categoryById.get(product.categoryId)!;
  const siblings = new Set(ctx.seed.categoryById.get(category.parentId ?? -1)?.childIds.filter((id) => id !== category.id) ?? []);
  return indexes(ctx.seed).listed
    .filter((candidate) => siblings.has(candidate.categoryId))
    .sort((a, b) => b.popularity - a.popularity)
    .slice(0, limit)
    .map((candidate) => toProductSummary(candidate, ctx));
}

const IMAGE_CACHE = 'public, max-age=86400, immutable';

/** Integer query fields of the product listings (orval drops `.int()`). */
const LISTING_INTEGERS = ['limit', 'offset', 'categoryIds', 'brandId', 'promotionGroupId', 'catalogSubsetId'];

function searchResponse(outcome: SearchOutcome, ctx: ViewContext): ProductSearchResponse {
  return {
    products: outcome.page.map((product) => toProductSummary(product, ctx)),
    countTotal: outcome.countTotal,
    filters: outcome.filters,
    orderByOptions: outcome.orderByOptions,
    categoryFilter: outcome.categoryFilter,
    categoryId: outcome.category?.id ?? null,
    categoryName: outcome.category?.name ?? null,
    categoryLevel: outcome.category?.level ?? null,
    breadcrumbs: outcome.breadcrumbs,
    fuzzySearch: outcome.fuzzySearch,
  };
}

/** The products the viewer's company buys at negotiated prices (its active offers): the `myOffer` filter's scope. */
function myOfferProducts(ctx: ViewContext): SeedProduct[] {
  if (!ctx.company?.hasOffer) return [];
  return [...offerPrices(ctx.seed, ctx.company).keys()].map((id) => ctx.seed.productById.get(id)).filter((product): product is SeedProduct => product !== undefined);
}

export const searchAndProductsOperations = {
  getProductsSearch: operation('getProductsSearch', 'get', api('/products/search'), ({ request }) => {
    const params = parseQuery(getProductsSearchQueryParams, request, LISTING_INTEGERS);
    const ctx = viewContext(requireSession(request));
    // `filters[myOffer][]` is a scope (the account's "my offer" page), not a facet of the answer.
    const { myOffer, ...facets } = params.filters ?? {};
    const candidates = myOffer?.length ? myOfferProducts(ctx) : undefined;
    return json(searchResponse(searchProducts(ctx.seed, { ...params, filters: facets }, ctx.netPrices, { locale: requestLocale(request), candidates }), ctx));
  }),

  /** Empty phrase → empty lists (spec §4: an empty query clears results), before the contract's minLength check. */
  getProductsAutocomplete: operation('getProductsAutocomplete', 'get', api('/products/search/autocomplete'), ({ request }) => {
    const session = requireSession(request);
    if (new URL(request.url).searchParams.get('query')?.trim() === '') return json({ products: [], categories: [] });
    const params = parseQuery(getProductsAutocompleteQueryParams, request, ['limit', 'categoryIds']);
    const ctx = viewContext(session);
    return json(autocomplete(ctx.seed, params, (product) => unitPriceNet(ctx, product), requestLocale(request)));
  }),

  /** Logged-in users only (a guest has no order history): what the company bought in the last `period` days. */
  getFrequentlyBoughtProducts: operation('getFrequentlyBoughtProducts', 'get', api('/products/frequently-bought'), ({ request }) => {
    const params = parseQuery(getFrequentlyBoughtProductsQueryParams, request, LISTING_INTEGERS);
    const session = requireUser(request);
    const ctx = viewContext(session);
    const bought = frequentlyBought(ctx.seed, session.user, session.company, params.period ?? DEFAULT_PERIOD);
    const outcome = searchProducts(ctx.seed, params, ctx.netPrices, {
      locale: requestLocale(request),
      candidates: bought.products,
      popularity: bought.frequency,
      orderLabels: { pl: { popularity: 'Najczęściej kupowane' }, en: { popularity: 'Most often bought' } },
    });
    return json(searchResponse(outcome, ctx));
  }),

  getAtsContent: operation('getAtsContent', 'get', api('/contents/ats/:slug'), ({ request, params }) => {
    const { slug } = parseParams(getAtsContentParams, params);
    requireSession(request);
    const content = findAtsContent(slug, requestLocale(request));
    if (!content) throw notFound(`Nie ma strony dla frazy „${slug}”.`);
    return json({ content });
  }),

  getPrintingDeviceBrands: operation('getPrintingDeviceBrands', 'get', api('/printing-devices/brands'), ({ request }) => {
    requireSession(request);
    return json({ brands: deviceBrands(getSeed()) });
  }),

  getPrintingDevices: operation('getPrintingDevices', 'get', api('/printing-devices'), ({ request }) => {
    const { brandName } = parseQuery(getPrintingDevicesQueryParams, request);
    requireSession(request);
    return json({ devices: devicesOfBrand(getSeed(), brandName) });
  }),

  getPrintingDevicesAutocomplete: operation('getPrintingDevicesAutocomplete', 'get', api('/printing-devices/search/autocomplete'), ({ request }) => {
    const { query } = parseQuery(getPrintingDevicesAutocompleteQueryParams, request);
    requireSession(request);
    return json(devicesAutocomplete(getSeed(), query));
  }),

  getBrands: operation('getBrands', 'get', api('/brands'), ({ request }) => {
    const params = parseQuery(getBrandsQueryParams, request, ['limit', 'offset']);
    requireSession(request);
    return json(listBrands(getSeed(), params));
  }),

  getBrand: operation('getBrand', 'get', api('/brands/:slug'), ({ request, params }) => {
    const { slug } = parseParams(getBrandParams, params);
    requireSession(request);
    const brand = brandDetails(getSeed(), slug);
    if (!brand) throw notFound(`Nie znaleziono marki „${slug}”.`);
    return json({ brand });
  }),

  getPromotions: operation('getPromotions', 'get', api('/promotions'), ({ request }) => {
    const params = parseQuery(getPromotionsQueryParams, request, ['limit', 'offset']);
    requireSession(request);
    return json(listPromotions(getSeed(), params));
  }),

  getPromotion: operation('getPromotion', 'get', api('/promotions/:slug'), ({ request, params }) => {
    const { slug } = parseParams(getPromotionParams, params);
    requireSession(request);
    const promotion = promotionDetails(getSeed(), slug);
    if (!promotion) throw notFound(`Nie znaleziono promocji „${slug}”.`);
    return json({ promotion });
  }),

  getProduct: operation('getProduct', 'get', api('/products/:slug'), ({ request, params }) => {
    const { slug } = parseParams(getProductParams, params);
    const include = parseQuery(getProductQueryParams, request);
    const ctx = viewContext(requireSession(request));
    const product = ctx.seed.productBySlug.get(slug);
    if (!product) throw notFound(`Nie znaleziono produktu „${slug}”.`);
    const category = ctx.seed.categoryById.get(product.categoryId)!;
    const path = category.pathIds.map((id) => ctx.seed.categoryById.get(id)!);
    if (product.discontinued) {
      throw new DemoHttpError(410, 'PRODUCT-GONE', MESSAGES.productGone, {
        similarProducts: similarTo(product, ctx),
        categories: path.map(toCategoryRef),
      });
    }
    const detail = toProduct(product, ctx);
    const body: ProductDetailResponse = { product: detail };
    if (include.includeBreadcrumbs) body.breadcrumbs = path.map((c) => ({ name: c.name, slug: c.slug }));
    if (include.includeSeoData) {
      body.seoData = {
        title: `${product.name} | Spinacz – artykuły biurowe dla firm`,
        description: `${product.name} (${detail.brand?.name ?? ''}) w kategorii ${category.name}: ${formatAmount(detail.priceObject.net)} zł netto, ${detail.whenProductWillBeAtYourPlace.toLowerCase()}. Darmowa dostawa od 250 zł.`,
      };
    }
    if (include.includeAccessories) body.accessories = accessoriesOf(product, ctx);
    if (include.includeSimilarProducts) body.similarProducts = similarTo(product, ctx);
    if (include.includeOtherProducts) body.otherProducts = otherFromBrand(product, ctx);
    return json(body);
  }),

  /**
   * Pictures (public: no token, cacheable). The name's extension chooses the format: `.svg` is the
   * vector original, `.avif`/`.webp` that original drawn at the size of `params` and really encoded
   * by the runtime's encoder (images/encoder.ts); a format this runtime cannot encode is a 404.
   */
  getConvertedImage: operation('getConvertedImage', 'get', api('/images/convert/:path/:params/:name'), async ({ params }) => {
    const valid = parseParams(getConvertedImageParams, params);
    const size = valid.params;
    if (!/^w\d{1,4}(-h\d{1,4})?$/.test(size)) throw badRequest(`Pole „params” ma nieprawidłowy format (oczekiwano np. w400-h400).`);
    const [width, height] = parseSize(size);
    const format = /\.(avif|webp|svg)$/i.exec(valid.name)![1].toLowerCase() as PictureFormat;
    const { slug, locale } = pictureName(valid.name);
    const svg = pictureSvg(valid.path, slug, width, height, locale);
    const headers = { 'Content-Type': MIME_TYPES[format], 'Cache-Control': IMAGE_CACHE };
    if (format === 'svg') return new HttpResponse(svg, { status: 200, headers });
    const encoding = encodePicture(svg, format, width, height);
    if (!encoding) throw notFound(`Obraz „${valid.name}” nie jest dostępny w formacie ${format.toUpperCase()} w tym środowisku demonstracyjnego API (dostępne: ${imageFormats().join(', ')}).`);
    const bytes = await encoding;
    return new HttpResponse(bytes as Uint8Array<ArrayBuffer>, { status: 200, headers: { ...headers, 'Content-Length': String(bytes.byteLength) } });
  }),
};
