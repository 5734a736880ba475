/**
 * schema.org data of the public pages (JSON-LD), one function per kind: the web server writes it
 * into a page's first HTML (src/server/head) and the page keeps it while the visitor moves on
 * (usePageMeta). URLs are absolute; prices gross, in PLN.
 */
import type { Article, Product } from '../../generated/model';

const CONTEXT = 'https://schema.org';

export interface Crumb {
  name: string;
  url: string;
}

/**
 * schema.org availability of a product, as the product feeds say it (src/server/crawl/productOffer.ts):
 * in stock; orderable now with a restock date, back-ordered; otherwise out of stock.
 */
export function productAvailability(product: Pick<Product, 'canBeOrdered' | 'stock' | 'availableFrom'>): string {
  if (product.canBeOrdered && product.stock > 0) return 'https://schema.org/InStock';
  if (product.canBeOrdered && product.availableFrom) return 'https://schema.org/BackOrder';
  return 'https://schema.org/OutOfStock';
}

/** A product page's `Product` with its `Offer`. */
export function productJsonLd(product: Product, url: string, image: string | undefined): object {
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: product.name,
    sku: product.code,
    ...(product.ean ? { gtin13: product.ean } : {}),
    ...(image ? { image } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    ...(product.category ? { category: product.category.namesInPath.join(' > ') } : {}),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'PLN',
      price: product.priceObject.gross.toFixed(2),
      availability: productAvailability(product),
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}

/** The page's place in the shop, from the home page down. */
export function breadcrumbListJsonLd(crumbs: readonly Crumb[]): object {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
  };
}

/** A listing's products in their order on the page, from `first` (1 on the first page). */
export function itemListJsonLd(items: readonly Crumb[], first = 1): object {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: first + index, name: item.name, url: item.url })),
  };
}

/** A blog article. */
export function articleJsonLd(article: Pick<Article, 'title' | 'createdAt' | 'author'>, url: string, image: string | undefined): object {
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: article.title,
    datePublished: article.createdAt,
    mainEntityOfPage: url,
    ...(article.author ? { author: { '@type': 'Person', name: article.author.name } } : {}),
    ...(image ? { image } : {}),
  };
}

/** A product page's data: the product with its offer, and its crumbs from home through its categories. */
export function productPageJsonLd(
  data: { product: Product; breadcrumbs?: readonly { name: string; slug: string }[] | null },
  place: { url: string; image: string | undefined; home: Crumb; categoryUrl: (slug: string) => string },
): object[] {
  const categories = (data.breadcrumbs ?? []).map((crumb) => ({ name: crumb.name, url: place.categoryUrl(crumb.slug) }));
  return [productJsonLd(data.product, place.url, place.image), breadcrumbListJsonLd([place.home, ...categories, { name: data.product.name, url: place.url }])];
}

/** A listing page's data: its crumbs and its products in their order (from `first`). */
export function listingPageJsonLd(crumbs: readonly Crumb[], items: readonly Crumb[], first: number): object[] {
  return [breadcrumbListJsonLd(crumbs), ...(items.length ? [itemListJsonLd(items, first)] : [])];
}

/** An article page's data: the article, and its crumbs home → blog → article. */
export function articlePageJsonLd(article: Pick<Article, 'title' | 'createdAt' | 'author'>, place: { url: string; image: string | undefined; home: Crumb; blog: Crumb }): object[] {
  return [articleJsonLd(article, place.url, place.image), breadcrumbListJsonLd([place.home, place.blog, { name: article.title, url: place.url }])];
}
