import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import { useDeferredValue } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/ApiError';
import { localePath, useLocale } from '../../app/routes';
import { usePageMeta } from '../../app/seo/usePageMeta';
import { withoutArticle } from '../../domain/blog';
import { useGetArticle } from '../../generated/api/content-and-reports/content-and-reports';
import { useSession } from '../../session';
import { OneLineBreadcrumbs } from '../../ui/OneLineBreadcrumbs';
import { imageUrl } from '../../ui/imageUrl';
import { HtmlContent } from '../content/HtmlContent';
import { ErrorContent } from '../errors/ErrorContent';
import { LazyNotFoundPage as NotFoundPage } from '../errors/LazyNotFoundPage';
import { ArticleTile, BLOG_IMAGE, formatArticleDate } from './ArticleTile';

/** A blog article (spec §2): title, date, author and categories, the sanitised body, related articles. */
export function ArticlePage() {
  const { t } = useTranslation('blog');
  const { slug = '' } = useParams();
  const locale = useLocale();
  const { status } = useSession();
  const query = useGetArticle(slug, { query: { enabled: status === 'ready' && slug !== '', staleTime: 10 * 60_000 } });
  // Rendered from a deferred value: React builds the article (sanitised body, related articles) in
  // the background, in small slices, instead of in the task that receives it.
  const data = useDeferredValue(query.data);
  const article = data?.article;
  usePageMeta({
    title: article?.seoData.title || article?.title,
    description: article?.seoData.description || article?.description,
    jsonLd: article
      ? { '@context': 'https://schema.org', '@type': 'BlogPosting', headline: article.title, datePublished: article.createdAt, author: article.author ? { '@type': 'Person', name: article.author.name } : undefined, image: imageUrl(article.image) }
      : null,
  });
  if (query.isError) return isApiError(query.error) && query.error.status === 404 ? <NotFoundPage /> : <ErrorContent status={isApiError(query.error) ? query.error.status : undefined} />;
  const picture = imageUrl(article?.image);
  const related = article ? withoutArticle(data?.relatedArticles ?? [], article.slug) : [];
  return (
    <Box sx={{ py: 2 }}>
      <OneLineBreadcrumbs items={[{ label: t('common:breadcrumbs.home'), href: localePath('home') }, { label: t('list.title'), href: localePath('blog') }, { label: article?.title ?? '…' }]} />
      <Box component="article" sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 360px' }, alignItems: 'start' }}>
        <Box sx={{ minWidth: 0 }}>
          {article ? (
            <>
              <Box component="h1" sx={{ m: 0, mb: 1, fontSize: { xs: '2.6rem', md: '3.4rem' }, lineHeight: 1.2 }}>
                {article.title}
              </Box>
              <Box component="p" sx={{ m: 0, mb: 2, color: 'text.secondary', fontSize: '1.4rem' }}>
                <time dateTime={article.createdAt}>{formatArticleDate(article.createdAt, locale)}</time>
                {article.author ? (
                  <>
                    {' · '}
                    <Link href={localePath('blog-author-slug', { slug: article.author.slug })}>{article.author.name}</Link>
                  </>
                ) : null}
                {article.categories.map((category) => (
                  <span key={category.id}>
                    {' · '}
                    <Link href={localePath('blog-category-slug', { slug: category.slug })}>{category.name}</Link>
                  </span>
                ))}
              </Box>
              <Box component="p" sx={{ m: 0, mb: 2, fontSize: '1.8rem', lineHeight: 1.55, fontWeight: 500, maxWidth: '75ch' }}>
                {article.description}
              </Box>
              <Box sx={{ aspectRatio: `${BLOG_IMAGE.width * 2} / ${BLOG_IMAGE.height}`, bgcolor: '#e6eef6', borderRadius: 2, overflow: 'hidden', mb: 3, maxWidth: 900 }}>
                {picture ? <Box component="img" src={picture} alt="" width={BLOG_IMAGE.width * 2} height={BLOG_IMAGE.height} sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }} /> : null}
              </Box>
              <HtmlContent html={article.body} />
            </>
          ) : (
            // One block a screen high while loading: nothing below it is in view, so nothing moves when the article arrives.
            <Box role="status" aria-label={t('common:status.loading')} sx={{ minHeight: '100vh' }}>
              <Skeleton variant="text" sx={{ fontSize: '3.4rem' }} />
              <Skeleton variant="text" width="40%" />
              <Skeleton variant="text" sx={{ fontSize: '1.8rem' }} />
              <Skeleton variant="text" sx={{ fontSize: '1.8rem' }} width="80%" />
              <Skeleton variant="rounded" sx={{ mt: 2, height: 'auto', aspectRatio: `${BLOG_IMAGE.width * 2} / ${BLOG_IMAGE.height}`, maxWidth: 900 }} />
            </Box>
          )}
        </Box>
        <Box component="aside" aria-labelledby="related-title" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Box component="h2" id="related-title" sx={{ m: 0, fontSize: '2rem' }}>
            {t('article.related')}
          </Box>
          {related.length ? (
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
              {related.map((item) => (
                <li key={item.key}>
                  <ArticleTile article={item} size="small" />
                </li>
              ))}
            </Box>
          ) : article ? (
            <Box component="p" sx={{ m: 0 }}>{t('article.noRelated')}</Box>
          ) : (
            <Skeleton variant="rounded" height={300} />
          )}
          <Link href={localePath('blog')} sx={{ fontWeight: 500 }}>
            {t('article.allArticles')}
          </Link>
        </Box>
      </Box>
    </Box>
  );
}
