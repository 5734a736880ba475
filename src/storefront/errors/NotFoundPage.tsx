import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { localePath, useLocale } from '../../app/routes';
import { usePageMeta } from '../../app/seo/usePageMeta';
import { useSession } from '../../session';
import { ArticleTile } from '../blog/ArticleTile';
import { CategorySlider } from '../home/CategorySlider';
import { ProductSlider } from '../home/ProductSlider';
import { Section } from '../home/Section';
import { CONTENT_STALE_MS, fetchBestsellers, fetchNewestArticles, fetchPriceHits } from './cachedContent';

function useErrorPageContent<T>(key: string, load: (locale: string) => Promise<T>) {
  const { status } = useSession();
  const locale = useLocale();
  return useQuery({ queryKey: ['error-page', key, locale], queryFn: () => load(locale), enabled: status === 'ready', staleTime: CONTENT_STALE_MS });
}

function Products({ kind, label }: { kind: 'bestsellers' | 'price-hits'; label: string }) {
  const query = useErrorPageContent(kind, kind === 'bestsellers' ? fetchBestsellers : fetchPriceHits);
  return <ProductSlider label={label} products={query.data} loading={query.isPending} />;
}

function NewestArticles() {
  const query = useErrorPageContent('articles', fetchNewestArticles);
  const articles = query.data ?? [];
  if (!articles.length) return null;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', tablet: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
      {articles.slice(0, 3).map((article) => (
        <li key={article.key}>
          <ArticleTile article={article} />
        </li>
      ))}
    </Box>
  );
}

/**
 * 404 (spec §2, §8): "Ups... Coś poszło nie tak", the explanation, a home button, then a category
 * slider, bestsellers, "Hity cenowe" and the newest articles (cached 1 hour; empty on failure).
 * `message` is the error's own text, e.g. "This page could not be found" for an unknown route.
 */
export function NotFoundPage({ message }: { message?: string }) {
  const { t } = useTranslation('errors');
  usePageMeta({ title: t('notFound.metaTitle'), description: t('notFound.text'), noindex: true });
  return (
    <Box sx={{ pb: 2 }}>
      <Box sx={{ py: { xs: 4, md: 6 }, textAlign: 'center', maxWidth: 720, mx: 'auto' }}>
        <Box component="p" sx={{ m: 0, fontSize: { xs: '6rem', md: '8rem' }, fontWeight: 700, color: 'primary.main', lineHeight: 1 }}>
          404
        </Box>
        {message ? (
          <Box component="p" sx={{ m: 0, mt: 1, color: 'text.secondary' }}>
            {message}
          </Box>
        ) : null}
        <Box component="h1" sx={{ mt: 2, mb: 1, fontSize: { xs: '2.2rem', md: '2.8rem' } }}>
          {t('notFound.title')}
        </Box>
        <Box component="p" sx={{ fontSize: '1.6rem', m: 0, mb: 3 }}>
          {t('notFound.text')}
        </Box>
        <Button variant="contained" size="large" href={localePath('home')}>
          {t('notFound.home')}
        </Button>
      </Box>
      <Section title={t('notFound.categories')} minHeight={200}>
        <CategorySlider label={t('notFound.categories')} />
      </Section>
      <Section title={t('notFound.bestsellers')} minHeight={560} deferred>
        <Products kind="bestsellers" label={t('notFound.bestsellers')} />
      </Section>
      <Section title={t('notFound.priceHits')} minHeight={560} deferred>
        <Products kind="price-hits" label={t('notFound.priceHits')} />
      </Section>
      <Section title={t('notFound.articles')} deferred>
        <NewestArticles />
      </Section>
    </Box>
  );
}

/** An unknown route: 404 "This page could not be found" (spec §8). */
export function UnknownRoutePage() {
  const { t } = useTranslation('errors');
  return <NotFoundPage message={t('notFound.unknownRoute')} />;
}

export default NotFoundPage;
