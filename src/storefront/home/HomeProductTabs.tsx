import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { useLocale } from '../../routing/routes';
import { searchApi } from '../../api/searchApi';
import { useSession } from '../../session';
import { QueryTabs } from '../../ui/tabs/QueryTabs';
import { CONTENT_STALE_MS, fetchBestsellers, fetchPriceHits } from '../errors/cachedContent';
import { ProductSlider } from './ProductSlider';

function useProducts(kind: 'bestsellers' | 'price-hits' | 'new') {
  const { status, showNetPrices } = useSession();
  const locale = useLocale();
  return useQuery({
    queryKey: ['home-products', kind, locale, showNetPrices],
    queryFn: () =>
      kind === 'bestsellers'
        ? fetchBestsellers(locale)
        : kind === 'price-hits'
          ? fetchPriceHits(locale)
          : searchApi().then(({ getProductsSearch }) => getProductsSearch({ orderBy: 'newest', limit: 12 })).then((response) => response.products),
    enabled: status === 'ready',
    staleTime: CONTENT_STALE_MS,
  });
}

function Products({ kind, label }: { kind: 'bestsellers' | 'price-hits' | 'new'; label: string }) {
  const query = useProducts(kind);
  return <ProductSlider label={label} products={query.isError ? [] : query.data} loading={query.isPending} />;
}

/** Bestsellers, price hits and new products as tabs (the active tab in `tabIndex`, spec §2). */
export default function HomeProductTabs() {
  const { t } = useTranslation('home');
  const tabs = [
    { label: t('products.bestsellers'), kind: 'bestsellers' as const },
    { label: t('products.priceHits'), kind: 'price-hits' as const },
    { label: t('products.new'), kind: 'new' as const },
  ];
  return <QueryTabs label={t('products.label')} tabs={tabs.map((tab) => ({ label: tab.label, content: () => <Products kind={tab.kind} label={tab.label} /> }))} />;
}
