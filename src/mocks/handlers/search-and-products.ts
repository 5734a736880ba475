import { HttpResponse } from 'msw';
import { formatAmount } from '../../domain/money';
import type { ProductDetailResponse, ProductSearchResponse } from '../../generated/model';
import { getConvertedImageParams, getProductParams, getProductQueryParams, getProductsSearchQueryParams } from '../../generated/zod/search-and-products/search-and-products.zod';
import { indexes } from '../db/indexes';
import { getSeed } from '../db/store';
import type { SeedProduct } from '../db/types';
import { requireSession } from '../http/auth';
import { badRequest, DemoHttpError, json, MESSAGES, notFound } from '../http/errors';
import { api, operation } from '../http/operation';
import { parseParams, parseQuery } from '../http/validate';
import { toCategoryRef } from '../presenters/category';
import { viewContext, type ViewContext } from '../presenters/context';
import { toProduct, toProductSummary } from '../presenters/product';
import { brandSvg, parseSize, productSvg } from '../images/svg';
import { searchProducts } from '../services/search';

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

export const searchAndProductsOperations = {
  getProductsSearch: operation('getProductsSearch', 'get', api('/products/search'), ({ request }) => {
    const params = parseQuery(getProductsSearchQueryParams, request, ['limit', 'offset', 'categoryIds', 'brandId', 'promotionGroupId', 'catalogSubsetId']);
    const ctx = viewContext(requireSession(request));
    const outcome = searchProducts(ctx.seed, params, ctx.netPrices);
    const body: ProductSearchResponse = {
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
    return json(body);
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

  /** Product pictures and brand logos (public: no token, cacheable). */
  getConvertedImage: operation('getConvertedImage', 'get', api('/images/convert/:path/:params/:name'), ({ params }) => {
    // The demo's pictures are vector originals (`<slug>.svg`, served as SVG per the contract's note);
    // `.avif`/`.webp` names of the same picture get the same SVG.
    const rawName = String(params.name ?? '');
    const valid = parseParams(getConvertedImageParams, { ...params, name: rawName.replace(/\.svg$/i, '.webp') });
    const kind = valid.path;
    const size = valid.params;
    const name = rawName.replace(/\.(svg|webp|avif)$/i, '');
    if (!/^w\d{1,4}(-h\d{1,4})?$/.test(size)) throw badRequest(`Pole „params” ma nieprawidłowy format (oczekiwano np. w400-h400).`);
    const [width, height] = parseSize(size);
    const seed = getSeed();
    let svg: string;
    if (kind === 'products') {
      const product = seed.productBySlug.get(name);
      if (!product) throw notFound(`Nie znaleziono obrazu „${name}”.`);
      svg = productSvg({ name: product.name, picto: product.picto, colour: product.colour, packLabel: product.packLabel, width, height });
    } else if (kind === 'brands') {
      const brand = seed.brands.find((candidate) => candidate.slug === name);
      if (!brand) throw notFound(`Nie znaleziono logo „${name}”.`);
      svg = brandSvg(brand.name, width, height);
    } else {
      throw notFound(`Nieznany rodzaj obrazów „${kind}”.`);
    }
    return new HttpResponse(svg, { status: 200, headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': IMAGE_CACHE } });
  }),
};
