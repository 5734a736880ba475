import type { ProductDetailResponse } from '../../generated/model';
import { localePath } from '../../routing/routes';
import { productPageJsonLd } from '../../routing/seo/structuredData';
import { absolute, notFoundHead, publicHead, type HeadLoader } from './pageHead';

/**
 * A product page: its name, description, picture and gross price (Open Graph, `Product` with
 * `Offer`, the crumbs of its category path); 404 for an unknown product, 410 for one no longer
 * offered, whose page stays for visitors but leaves the index (ADR 0013).
 */
export const productHead: HeadLoader = async ({ params, t, context, locale, url }) => {
  if (!params.slug) return notFoundHead(t);
  const { status, body } = await context.reader.get<ProductDetailResponse>(`/e-commerce/v1/products/${encodeURIComponent(params.slug)}`, { includeProduct: true, includeBreadcrumbs: true, includeSeoData: true }, locale);
  if (status === 410) return { status: 410, title: t('errors:gone.title'), noindex: true, cache: 'shared', jsonLd: [] };
  if (status !== 200 || !body) return notFoundHead(t);
  const { product } = body;
  const image = absolute(context.origin, product.gallery?.main.urlFull ?? product.mainPictureUrl);
  const home = { name: t('common:breadcrumbs.home'), url: `${context.origin}${localePath('home', {}, undefined, locale)}` };
  const categoryUrl = (slug: string) => `${context.origin}${localePath('category-slug', { slug }, undefined, locale)}`;
  return publicHead({
    title: product.name,
    description: body.seoData?.description ?? t('product:meta.description', { name: product.name }),
    openGraph: { type: 'product', image, price: product.priceObject.gross.toFixed(2) },
    jsonLd: productPageJsonLd(body, { url, image, home, categoryUrl }),
  });
};
