import { lazy } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { localePath, useLocale } from '../../routing/routes';
import { homePageJsonLd } from '../../routing/seo/homePageJsonLd';
import { usePageMeta } from '../../routing/seo/usePageMeta';
import { CategorySlider } from './CategorySlider';
import { Hero } from './Hero';
import classes from './HomePage.module.css';
import { PRODUCT_SLIDER_MIN_HEIGHT } from './ProductSlider';
import { Section } from './Section';
import { siteOrigin } from '../../platform/siteOrigin';
import HomeProductTabs from './HomeProductTabs';

/**
 * The sections further below the fold: their code (promotions, news, brands) loads when they come
 * near. The product tabs' code comes with the page (a phone's first screen is near them already;
 * a chunk of their own was one more request and its imports); they render when near, as the others.
 */
const lowerSections = () => import('./lowerSections');
const PromotionsList = lazy(() => lowerSections().then((module) => ({ default: module.PromotionsList })));
const NewsTiles = lazy(() => lowerSections().then((module) => ({ default: module.NewsTiles })));
const SmallNewsTiles = lazy(() => lowerSections().then((module) => ({ default: module.SmallNewsTiles })));
const BrandsCarousel = lazy(() => lowerSections().then((module) => ({ default: module.BrandsCarousel })));

/**
 * Home (spec §2): intro, category slider, product sliders (bestsellers, price hits, new) in tabs,
 * promotions, news and small-news tiles, brands. Sections below the fold load when they come near.
 */
export function HomePage() {
  const { t } = useTranslation('home');
  const locale = useLocale();
  usePageMeta({ title: t('meta.title'), description: t('meta.description'), jsonLd: homePageJsonLd(siteOrigin(), locale) });
  return (
    <div className={classes.page}>
      <Hero />
      <Section title={t('categories.title')} minHeight={200}>
        <CategorySlider label={t('categories.title')} />
      </Section>
      <Section title={t('products.title')} minHeight={PRODUCT_SLIDER_MIN_HEIGHT + 120} deferred>
        <HomeProductTabs />
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
