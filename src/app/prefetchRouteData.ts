/**
 * A page's main call, started from its address alone: for the first page as soon as the app starts
 * (before the router and the page's code, see boot.tsx), for later pages by the route's loader. The
 * query cache keeps the answer, and the page finds it there when it renders.
 */
import type { Params } from 'react-router';
import { prefetchArticlePage } from '../storefront/blog/articlePageQuery';
import { prefetchProductPage } from '../storefront/product/productPageQuery';
import { matchRoute, type RouteName } from '../routing/routes';

const PREFETCH: Partial<Record<RouteName, (params: Params) => void>> = {
  'product-slug': (params) => void prefetchProductPage(params.slug ?? ''),
  'blog-slug': (params) => void prefetchArticlePage(params.slug ?? ''),
};

/** The routes that ask for their data ahead, as loaders that start it and wait for nothing. */
export const prefetchLoaders = Object.fromEntries(
  Object.entries(PREFETCH).map(([name, prefetch]) => [name, ({ params }: { params: Params }) => (prefetch(params), null)]),
) as Partial<Record<RouteName, (args: { params: Params }) => null>>;

/** Starts the main call of the page at `pathname`, if its route has one. */
export function prefetchRouteData(pathname: string): void {
  const match = matchRoute(pathname);
  if (match) PREFETCH[match.name]?.(match.params);
}
