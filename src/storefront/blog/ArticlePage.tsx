import { lazy, Suspense, useDeferredValue } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { isApiError } from '../../api/ApiError';
import { localePath, useLocale } from '../../routing/routes';
import { articlePageJsonLd } from '../../routing/seo/structuredData';
import { usePageMeta } from '../../routing/seo/usePageMeta';
import { withoutArticle } from '../../domain/blog';
import { useGetArticle } from '../../generated/api/content-and-reports/content-and-reports';
import { useSession } from '../../session';
import { imageUrl } from '../../ui/imageUrl';
import { OneLineBreadcrumbs } from '../../ui/OneLineBreadcrumbs';
import { Skeleton } from '../../ui/Skeleton';
import { TextLink } from '../../ui/TextLink';
import tileGrid from '../home/tileGrid.module.css';
import { ErrorContent } from '../errors/ErrorContent';
import { LazyNotFoundPage as NotFoundPage } from '../errors/LazyNotFoundPage';
import classes from './ArticlePage.module.css';
import { ArticleTile, BLOG_IMAGE, formatArticleDate } from './ArticleTile';
import { ARTICLE_STALE_TIME } from './articlePageQuery';
import { siteOrigin } from '../../platform/siteOrigin';

/**
 * The body's renderer (DOMPurify with it) loads while the title, lead and picture are shown: the
 * picture comes first. Room for the first screen of text is kept meanwhile.
 */
const HtmlContent = lazy(() => import('../content/HtmlContent').then((module) => ({ default: module.HtmlContent })));
const BODY_MIN_HEIGHT = 480;

/** A blog article (spec §2): title, date, author and categories, the sanitised body, related articles. */
export function ArticlePage() {
  const { t } = useTranslation('blog');
  const { slug = '' } = useParams();
  const locale = useLocale();
  const { status } = useSession();
  const query = useGetArticle(slug, { query: { enabled: status === 'ready' && slug !== '', staleTime: ARTICLE_STALE_TIME } });
  // Rendered from a deferred value: React builds the article (sanitised body, related articles) in
  // the background, in small slices, instead of in the task that receives it.
  const data = useDeferredValue(query.data);
  const article = data?.article;
  usePageMeta({
    title: article?.seoData.title || article?.title,
    description: article?.seoData.description || article?.description,
    jsonLd: article
      ? articlePageJsonLd(article, {
          url: `${siteOrigin()}${localePath('blog-slug', { slug: article.slug })}`,
          image: imageUrl(article.image),
          home: { name: t('common:breadcrumbs.home'), url: `${siteOrigin()}${localePath('home')}` },
          blog: { name: t('blog:list.title'), url: `${siteOrigin()}${localePath('blog')}` },
        })
      : null,
    openGraph: { type: 'article', image: imageUrl(article?.image) },
  });
  if (query.isError) return isApiError(query.error) && query.error.status === 404 ? <NotFoundPage /> : <ErrorContent status={isApiError(query.error) ? query.error.status : undefined} />;
  const picture = imageUrl(article?.image);
  const related = article ? withoutArticle(data?.relatedArticles ?? [], article.slug) : [];
  const pictureRatio = `${BLOG_IMAGE.width * 2} / ${BLOG_IMAGE.height}`;
  return (
    <div className={classes.page}>
      <OneLineBreadcrumbs items={[{ label: t('common:breadcrumbs.home'), href: localePath('home') }, { label: t('list.title'), href: localePath('blog') }, { label: article?.title ?? '…' }]} />
      <article className={classes.layout}>
        <div className={classes.main}>
          {article ? (
            <>
              <h1 className={classes.title}>{article.title}</h1>
              <p className={classes.meta}>
                <time dateTime={article.createdAt}>{formatArticleDate(article.createdAt, locale)}</time>
                {article.author ? (
                  <>
                    {' · '}
                    <TextLink href={localePath('blog-author-slug', { slug: article.author.slug })}>
                      {article.author.name}
                    </TextLink>
                  </>
                ) : null}
                {article.categories.map((category) => (
                  <span key={category.id}>
                    {' · '}
                    <TextLink href={localePath('blog-category-slug', { slug: category.slug })}>
                      {category.name}
                    </TextLink>
                  </span>
                ))}
              </p>
              <p className={classes.lead}>{article.description}</p>
              <div className={classes.picture} style={{ aspectRatio: pictureRatio }}>
                {picture ? <img src={picture} alt="" width={BLOG_IMAGE.width * 2} height={BLOG_IMAGE.height} /> : null}
              </div>
              <Suspense fallback={<div style={{ minHeight: BODY_MIN_HEIGHT }} />}>
                <HtmlContent html={article.body} />
              </Suspense>
            </>
          ) : (
            // One block a screen high while loading: nothing below it is in view, so nothing moves when the article arrives.
            <div role="status" aria-label={t('common:status.loading')} className={classes.loading}>
              <Skeleton className={classes.titleLine} />
              <Skeleton width="40%" />
              <Skeleton className={classes.leadLine} />
              <Skeleton className={classes.leadLine} width="80%" />
              <Skeleton variant="rounded" height="auto" className={classes.pictureLine} style={{ aspectRatio: pictureRatio }} />
            </div>
          )}
        </div>
        <aside aria-labelledby="related-title" className={classes.aside}>
          <h2 id="related-title" className={classes.relatedTitle}>
            {t('article.related')}
          </h2>
          {related.length ? (
            <ul className={`${tileGrid.plainList} ${classes.related}`}>
              {related.map((item) => (
                <li key={item.key}>
                  <ArticleTile article={item} size="small" />
                </li>
              ))}
            </ul>
          ) : article ? (
            <p className={classes.noRelated}>{t('article.noRelated')}</p>
          ) : (
            <Skeleton variant="rounded" height={300} />
          )}
          <TextLink href={localePath('blog')} className={classes.allArticles}>
            {t('article.allArticles')}
          </TextLink>
        </aside>
      </article>
    </div>
  );
}
