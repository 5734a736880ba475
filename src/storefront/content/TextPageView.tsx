import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { isApiError } from '../../api/ApiError';
import { localePath } from '../../routing/routes';
import { usePageMeta } from '../../routing/seo/usePageMeta';
import { useGetTextPage } from '../../generated/api/content-and-reports/content-and-reports';
import { useSession } from '../../session';
import { OneLineBreadcrumbs } from '../../ui/OneLineBreadcrumbs';
import { ErrorContent } from '../errors/ErrorContent';
import { LazyNotFoundPage as NotFoundPage } from '../errors/LazyNotFoundPage';
import { HtmlContent } from './HtmlContent';

/** A text page from the API by slug: title, sanitised content, meta; 404 when it does not exist. */
export function TextPageView({ slug, fallbackTitle, children }: { slug: string; fallbackTitle?: string; children?: ReactNode }) {
  const { t } = useTranslation('content');
  const { status } = useSession();
  const query = useGetTextPage(slug, { query: { enabled: status === 'ready' && slug !== '', staleTime: 30 * 60_000 } });
  const page = query.data?.page;
  usePageMeta({ title: page?.seoData.title || page?.title || fallbackTitle, description: page?.seoData.description });
  if (!slug) return <NotFoundPage />;
  if (query.isError) return isApiError(query.error) && query.error.status === 404 ? <NotFoundPage /> : <ErrorContent status={isApiError(query.error) ? query.error.status : undefined} />;
  return (
    <Box sx={{ py: 2 }}>
      <OneLineBreadcrumbs items={[{ label: t('common:breadcrumbs.home'), href: localePath('home') }, { label: page?.title ?? fallbackTitle ?? '…' }]} />
      {page ? (
        <>
          <Box component="h1" sx={{ m: 0, mb: 2, fontSize: { xs: '2.6rem', md: '3.2rem' } }}>
            {page.title}
          </Box>
          <HtmlContent html={page.content} />
        </>
      ) : (
        <Box role="status" aria-label={t('common:status.loading')} sx={{ maxWidth: '75ch', minHeight: '100vh' }}>
          <Skeleton variant="text" sx={{ fontSize: '3.2rem' }} width="60%" />
          {Array.from({ length: 8 }, (_, index) => <Skeleton key={index} variant="text" sx={{ fontSize: '1.6rem' }} />)}
        </Box>
      )}
      {children}
    </Box>
  );
}
