/** The heads of the home page, the blog, the text pages and the site map. */
import { offsetForPage, pageCount, parsePageNumber } from '../../domain/pagination';
import type { ArticleResponse, ContentListResponse, TextPageResponse } from '../../generated/model';
import { BLOG_PAGE_SIZE_PARAM, BLOG_SECTION_ID, blogPageSize } from '../../domain/blog';
import { ROUTES, SITEMAP_PAGES_SLUGS, localePath, type RouteName } from '../../routing/routes';
import { homePageJsonLd } from '../../routing/seo/homePageJsonLd';
import { articlePageJsonLd } from '../../routing/seo/structuredData';
import { absolute, notFoundHead, plainText, publicHead, type HeadLoader } from './pageHead';


export const homeHead: HeadLoader = async ({ t, context, locale }) =>
  publicHead({ title: t('home:meta.title'), description: t('home:meta.description'), openGraph: { type: 'website' }, jsonLd: homePageJsonLd(context.origin, locale) });

/**
 * The blog's lists: all articles, an author's, a category's (named after the first article, as the
 * page does). A page past the last one, or an author or category without articles, is the 404 page
 * the list shows then; when the API does not answer, the whole blog's list keeps its head.
 */
export function blogListHead(kind: 'all' | 'author' | 'category'): HeadLoader {
  return async ({ params, t, context, locale, search }) => {
    const page = parsePageNumber(params.number);
    if (page === null) return notFoundHead(t);
    const slug = params.slug ?? '';
    const size = blogPageSize(search.get(BLOG_PAGE_SIZE_PARAM));
    const filters = { sectionId: [BLOG_SECTION_ID], ...(kind === 'author' ? { authorSlug: [slug] } : kind === 'category' ? { categorySlug: [slug] } : {}) };
    const query = { filters, limit: size, offset: offsetForPage(page, size), orderBy: 'createdAt', orderDirection: 'DESC' };
    const { status, body } = await context.reader.get<ContentListResponse>('/e-commerce/v1/contents', query, locale);
    const answered = status === 200 && body ? body : null;
    if (!answered && kind !== 'all') return notFoundHead(t);
    if (answered && (page > pageCount(answered.countTotal, size) || (kind !== 'all' && answered.countTotal === 0))) return notFoundHead(t);
    const first = answered?.contents[0];
    const name = kind === 'author' ? first?.author?.name : first?.categories.find((category) => category.slug === slug)?.name;
    const title = kind === 'all' ? t('blog:list.title') : kind === 'author' ? t('blog:list.authorTitle', { name: name ?? slug }) : t('blog:list.categoryTitle', { name: name ?? slug });
    return publicHead({ title: page > 1 ? t('blog:list.pageTitle', { title, page }) : title, description: t('blog:list.description'), openGraph: { type: 'website' } });
  };
}

export const articleHead: HeadLoader = async ({ params, t, context, locale, url }) => {
  if (!params.slug) return notFoundHead(t);
  const { status, body } = await context.reader.get<ArticleResponse>(`/e-commerce/v1/contents/articles/${encodeURIComponent(params.slug)}`, {}, locale);
  if (status !== 200 || !body) return notFoundHead(t);
  const { article } = body;
  const image = absolute(context.origin, article.image);
  const home = { name: t('common:breadcrumbs.home'), url: `${context.origin}${localePath('home', {}, undefined, locale)}` };
  const blog = { name: t('blog:list.title'), url: `${context.origin}${localePath('blog', {}, undefined, locale)}` };
  return publicHead({
    title: article.seoData.title || article.title,
    description: article.seoData.description || plainText(article.description),
    openGraph: { type: 'article', image },
    jsonLd: articlePageJsonLd(article, { url, image, home, blog }),
  });
};

/** The footer's pages: the API slug is the Polish path without its slash (as StaticTextPage asks). */
const staticSlug = (name: RouteName): string => ROUTES[name].pl.replace(/^\//, '');

/** A text page by the slug in its address (/textPage/:slug, /:slug), or a footer page by its route. */
export function textPageHead(footerPage?: RouteName): HeadLoader {
  return async ({ params, t, context, locale }) => {
    const slug = footerPage ? staticSlug(footerPage) : params.slug;
    if (!slug) return notFoundHead(t);
    const { status, body } = await context.reader.get<TextPageResponse>(`/e-commerce/v1/contents/pages/${encodeURIComponent(slug)}`, {}, locale);
    if (status !== 200 || !body) return notFoundHead(t);
    const { page } = body;
    return publicHead({ title: page.seoData.title || page.title, description: page.seoData.description || plainText(page.content, 160), openGraph: { type: 'website' } });
  };
}

export const sitemapHead = (categories: boolean): HeadLoader =>
  async ({ params, t }) => {
    if (!categories && !SITEMAP_PAGES_SLUGS.includes(params.slug ?? '')) return notFoundHead(t);
    return publicHead({ title: categories ? t('content:sitemap.categoriesTitle') : t('content:sitemap.pagesTitle'), description: t('content:sitemap.description') });
  };
