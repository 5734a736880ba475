import { useTranslation } from '../../i18n/useTranslation';
import { BRAND_CAROUSEL } from '../../domain/sliders';
import { useGetBrands } from '../../generated/api/search-and-products/search-and-products';
import { useSession } from '../../session';
import { Skeleton } from '../../ui/Skeleton';
import { BrandStrip } from '../layout/menu/BrandStrip';

/** The brands carousel: 7 at a time on desktop, loops and plays by itself above 5 brands. */
export function BrandsCarousel() {
  const { t } = useTranslation('home');
  const { status } = useSession();
  const query = useGetBrands({ limit: 24 }, { query: { enabled: status === 'ready', staleTime: 10 * 60_000 } });
  if (query.isError || query.data?.brands.length === 0) return null;
  if (!query.data) return <div role="status" aria-label={t('common:status.loading')}><Skeleton variant="rounded" height={124} /></div>;
  return <BrandStrip brands={query.data.brands} label={t('brands.title')} perView={BRAND_CAROUSEL} />;
}
