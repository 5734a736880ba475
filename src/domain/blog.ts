/** Blog lists (spec §7, §9): section 61, 12 articles a page with choices 12, 24 and 36, newest first. */
export const BLOG_SECTION_ID = '61';
export const BLOG_PAGE_SIZES = [12, 24, 36] as const;
export const BLOG_PAGE_SIZE_PARAM = 'limit';

export function blogPageSize(param: string | null | undefined): number {
  const size = Number(param);
  return (BLOG_PAGE_SIZES as readonly number[]).includes(size) ? size : BLOG_PAGE_SIZES[0];
}

/** Related or newest articles without the current one. */
export function withoutArticle<T extends { slug: string }>(articles: readonly T[], slug: string, max = 3): T[] {
  return articles.filter((article) => article.slug !== slug).slice(0, max);
}
