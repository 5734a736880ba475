import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { localePath, useLocale } from '../../routing/routes';
import { usePageMeta } from '../../routing/seo/usePageMeta';
import { useSession } from '../../session';
import { LinkBehavior } from '../../ui/LinkBehavior';
import controls from '../../ui/controls.module.css';
import { ArticleTile } from '../blog/ArticleTile';
import { CategorySlider } from '../home/CategorySlider';
import { ProductSlider } from '../home/ProductSlider';
import { Section } from '../home/Section';
import { CONTENT_STALE_MS, fetchBestsellers, fetchNewestArticles, fetchPriceHits } from './cachedContent';
import classes from './NotFoundPage.module.css';

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
    <ul className={classes.articles}>
      {articles.slice(0, 3).map((article) => (
        <li key={article.key}>
          <ArticleTile article={article} />
        </li>
      ))}
    </ul>
  );
}

/**
 * 404 (spec §2, §8): "Ups... Coś poszło nie tak", the explanation, a home button, then a category
 * slider, bestsellers, "Hity cenowe" and the newest articles (cached 1 hour; empty on failure).
 * `message` is the error's own text, e.g. "This page could not be found" for an unknown route.
 */
export function NotFoundPage({ message }: { message?: string }) {
  const { t } = useTranslation('errors');
  usePageMeta({ title: t('notFound.metaTitle'), description: t('notFound.text'), noindex: true, inPlaceOfPage: true });
  return (
    <div className={classes.page}>
      <div className={classes.head}>
        <p className={classes.code}>404</p>
        {message ? <p className={classes.message}>{message}</p> : null}
        <h1 className={classes.title}>{t('notFound.title')}</h1>
        <p className={classes.text}>{t('notFound.text')}</p>
        <LinkBehavior href={localePath('home')} className={`${controls.contained} ${classes.home}`}>
          {t('notFound.home')}
        </LinkBehavior>
      </div>
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
    </div>
  );
}

/** An unknown route: 404 "This page could not be found" (spec §8). */
export function UnknownRoutePage() {
  const { t } = useTranslation('errors');
  return <NotFoundPage message={t('notFound.unknownRoute')} />;
}

export default NotFoundPage;
