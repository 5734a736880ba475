import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { localePath } from '../../app/routes';
import { usePageMeta } from '../../app/seo/usePageMeta';
import { BrandsCarousel } from './BrandsSection';
import { CategorySlider } from './CategorySlider';
import { Hero } from './Hero';
import classes from './HomePage.module.css';
import { NewsTiles, SmallNewsTiles } from './NewsSection';
import { PRODUCT_SLIDER_MIN_HEIGHT } from './ProductSlider';
import { PromotionsList } from './PromotionsSection';
import { Section } from './Section';

/** The product tabs sit below the fold: their code (product tiles) loads when they come near. */
const HomeProductTabs = lazy(() => import('./HomeProductTabs'));

/**
 * Home (spec §2): intro, category slider, product sliders (bestsellers, price hits, new) in tabs,
 * promotions, news and small-news tiles, brands. Sections below the fold load when they come near.
 */
export function HomePage() {
  const { t } = useTranslation('home');
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });
  return (
    <div className={classes.page}>
      <Hero />
      <Section title={t('categories.title')} minHeight={200}>
        <CategorySlider label={t('categories.title')} />
      </Section>
      <Section title={t('products.title')} minHeight={PRODUCT_SLIDER_MIN_HEIGHT + 120} deferred>
        <Suspense fallback={null}>
          <HomeProductTabs />
        </Suspense>
      </Section>
      <Section title={t('promotions.title')} minHeight={280} deferred more={{ href: localePath('promotions'), label: t('promotions.all') }}>
        <PromotionsList />
      </Section>
      <Section title={t('news.title')} minHeight={480} deferred more={{ href: localePath('blog'), label: t('news.all') }}>
        <NewsTiles />
        <div className={classes.smallNews}>
          <SmallNewsTiles />
        </div>
      </Section>
      <Section title={t('brands.title')} minHeight={180} deferred more={{ href: localePath('brands'), label: t('brands.all') }}>
        <BrandsCarousel />
      </Section>
    </div>
  );
}
