import { useLocation, useParams, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { localePath, matchRoute } from '../../routing/routes';
import { usePageMeta } from '../../routing/seo/usePageMeta';
import { BLOG_PAGE_SIZES, BLOG_PAGE_SIZE_PARAM, BLOG_SECTION_ID, blogPageSize } from '../../domain/blog';
import { offsetForPage, pageCount, parsePageNumber } from '../../domain/pagination';
import { useGetContents } from '../../generated/api/content-and-reports/content-and-reports';
import { useSession } from '../../session';
import { OneLineBreadcrumbs } from '../../ui/OneLineBreadcrumbs';
import { PaginationLinks } from '../../ui/PaginationLinks';
import { Skeleton } from '../../ui/Skeleton';
import { TextLink } from '../../ui/TextLink';
import tileGrid from '../home/tileGrid.module.css';
import { LazyNotFoundPage as NotFoundPage } from '../errors/LazyNotFoundPage';
import { ArticleTile, BLOG_IMAGE } from './ArticleTile';
import classes from './BlogListPage.module.css';

type Kind = 'all' | 'author' | 'category';

function pageHref(kind: Kind, slug: string | undefined, page: number, size: number): string {
  const query = size === BLOG_PAGE_SIZES[0] ? undefined : { [BLOG_PAGE_SIZE_PARAM]: size };
  if (kind === 'author' && slug) return page > 1 ? localePath('blog-author-slug-page-number', { slug, number: page }, query) : localePath('blog-author-slug', { slug }, query);
  if (kind === 'category' && slug) return page > 1 ? localePath('blog-category-slug-page-number', { slug, number: page }, query) : localePath('blog-category-slug', { slug }, query);
  return page > 1 ? localePath('blog-page-number', { number: page }, query) : localePath('blog', {}, query);
}

/**
 * Blog lists (spec §2, §7): all articles, one author's or one category's, newest first, from
 * content section 61; 12 a page with 24 and 36 to choose.
 */
export function BlogListPage() {
  const { t } = useTranslation('blog');
  const { pathname } = useLocation();
  const { slug, number } = useParams();
  const [searchParams] = useSearchParams();
  const { status } = useSession();
  const route = matchRoute(pathname)?.name ?? 'blog';
  const kind: Kind = route.startsWith('blog-author') ? 'author' : route.startsWith('blog-category') ? 'category' : 'all';
  const page = parsePageNumber(number);
  const size = blogPageSize(searchParams.get(BLOG_PAGE_SIZE_PARAM));
  const filters = { sectionId: [BLOG_SECTION_ID], ...(kind === 'author' && slug ? { authorSlug: [slug] } : {}), ...(kind === 'category' && slug ? { categorySlug: [slug] } : {}) };
  const query = useGetContents(
    { filters, limit: size, offset: offsetForPage(page ?? 1, size), orderBy: 'createdAt', orderDirection: 'DESC' },
    { query: { enabled: status === 'ready' && page !== null, staleTime: 5 * 60_000 } },
  );
  const first = query.data?.contents[0];
  const name = kind === 'author' ? first?.author?.name : kind === 'category' ? first?.categories.find((category) => category.slug === slug)?.name : undefined;
  const title = kind === 'author' ? t('list.authorTitle', { name: name ?? slug }) : kind === 'category' ? t('list.categoryTitle', { name: name ?? slug }) : t('list.title');
  const count = pageCount(query.data?.countTotal ?? 0, size);
  usePageMeta({ title: page && page > 1 ? t('list.pageTitle', { title, page }) : title, description: t('list.description') });

  if (page === null || (query.data && (page > count || (kind !== 'all' && query.data.countTotal === 0)))) return <NotFoundPage />;
  return (
    <div className={classes.page}>
      <OneLineBreadcrumbs items={[{ label: t('common:breadcrumbs.home'), href: localePath('home') }, ...(kind === 'all' ? [{ label: t('list.title') }] : [{ label: t('list.title'), href: localePath('blog') }, { label: title }])]} />
      <div className={classes.header}>
        <h1 className={classes.title}>{title}</h1>
        <nav aria-label={t('list.pageSize')} className={classes.sizes}>
          <span aria-hidden="true">{t('list.perPage')}</span>
          {BLOG_PAGE_SIZES.map((option) => (
            <TextLink
              key={option}
              href={pageHref(kind, slug, 1, option)}
              aria-current={option === size ? 'true' : undefined}
              aria-label={t('list.perPageOption', { count: option })}
              underline={option === size ? 'none' : 'hover'}
              color={option === size ? 'textPrimary' : 'primary'}
            >
              {option}
            </TextLink>
          ))}
        </nav>
      </div>
      {query.isError ? (
        <p role="alert">{t('list.error')}</p>
      ) : !query.data ? (
        <div className={classes.grid} role="status" aria-label={t('common:status.loading')}>
          {Array.from({ length: Math.min(size, 8) }, (_, index) => (
            <Skeleton key={index} variant="rounded" height="auto" style={{ aspectRatio: `${BLOG_IMAGE.width} / ${BLOG_IMAGE.height + 190}` }} />
          ))}
        </div>
      ) : query.data.contents.length === 0 ? (
        <p>{t('list.empty')}</p>
      ) : (
        <ul className={`${tileGrid.plainList} ${classes.grid}`}>
          {query.data.contents.map((article, index) => (
            <li key={article.key}>
              <ArticleTile article={article} headingLevel={2} eager={index < 2} />
            </li>
          ))}
        </ul>
      )}
      {query.data ? <PaginationLinks page={page} count={count} hrefFor={(target) => pageHref(kind, slug, target, size)} /> : null}
    </div>
  );
}
