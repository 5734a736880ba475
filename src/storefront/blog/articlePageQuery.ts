/**
 * The article page's call, started before the page's code has arrived (src/app/prefetchRouteData.ts):
 * the article is asked for as soon as the session is there, then its picture starts downloading.
 */
import { getGetArticleQueryOptions } from '../../generated/api/content-and-reports/getArticle';
import { prefetchWhenReady } from '../../session/prefetchWhenReady';
import { imageUrl } from '../../ui/imageUrl';
import { preloadImage } from '../../ui/preloadPicture';

/** Articles change rarely: an answer stays fresh for ten minutes. */
export const ARTICLE_STALE_TIME = 10 * 60_000;

/** Starts the article page's call (the cache keeps the answer for the page) and then its picture. */
export async function prefetchArticlePage(slug: string): Promise<void> {
  if (!slug) return;
  const picture = imageUrl((await prefetchWhenReady(getGetArticleQueryOptions(slug, { query: { staleTime: ARTICLE_STALE_TIME } })))?.article?.image);
  if (picture) preloadImage(picture);
}
