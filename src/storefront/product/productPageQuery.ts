/**
 * The product page's call, started before the page's code has arrived (src/app/prefetchRouteData.ts):
 * the product is asked for as soon as the session is there, and once the answer is in, the browser
 * starts on the main picture, so the page finds both waiting when it first renders.
 */
import { getGetProductQueryOptions } from '../../generated/api/search-and-products/getProduct';
import { prefetchWhenReady } from '../../session/prefetchWhenReady';
import { preloadPicture } from '../../ui/preloadPicture';
import { categoryTreeQuery } from '../catalogue/useCategoryTree';
import { MAIN_PICTURE, galleryPictures } from './galleryPictures';
import { PRODUCT_PAGE_PARAMS } from './productPageParams';

/** Starts the product page's call (the cache keeps the answer for the page) and then its main picture. */
export async function prefetchProductPage(slug: string): Promise<void> {
  if (!slug) return;
  // The crumbs need the category tree to render at their final height: it comes along.
  void prefetchWhenReady(categoryTreeQuery());
  const gallery = (await prefetchWhenReady(getGetProductQueryOptions(slug, PRODUCT_PAGE_PARAMS)))?.product?.gallery;
  if (gallery) preloadPicture(galleryPictures(gallery)[0].urlFull, MAIN_PICTURE);
}
