import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { localePath, useLocale } from '../../app/routes';
import { useGetPromotions } from '../../generated/api/search-and-products/search-and-products';
import { useSession } from '../../session';
import { imageUrl } from '../../ui/imageUrl';
import { ProductPicture } from '../../ui/ProductPicture';
import { formatArticleDate } from '../blog/ArticleTile';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', tablet: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' }, listStyle: 'none', m: 0, p: 0 } as const;

/** Current promotions as tiles linking to their product lists. */
export function PromotionsList() {
  const { t } = useTranslation('home');
  const locale = useLocale();
  const { status } = useSession();
  const query = useGetPromotions({ limit: 4 }, { query: { enabled: status === 'ready', staleTime: 10 * 60_000 } });
  if (query.isError) return null;
  if (!query.data) {
    return (
      <Box sx={grid} role="status" aria-label={t('common:status.loading')}>
        {Array.from({ length: 4 }, (_, index) => <Skeleton key={index} variant="rounded" height={220} />)}
      </Box>
    );
  }
  if (query.data.promotions.length === 0) return <p>{t('promotions.empty')}</p>;
  return (
    <Box component="ul" sx={grid}>
      {query.data.promotions.map((promotion) => {
        const picture = imageUrl(promotion.imageUrl);
        return (
          <Box component="li" key={promotion.id} sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden', display: 'flex', flexDirection: 'column' }}>
            <Box sx={{ aspectRatio: '16 / 9', bgcolor: 'promo.light' }}>
              {picture ? <ProductPicture src={promotion.imageUrl} alt="" width={320} height={180} sx={{ height: '100%' }} /> : null}
            </Box>
            <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 0.75 }}>
              <Link href={localePath('promotions-slug', { slug: promotion.slug })} underline="hover" sx={{ fontWeight: 700, fontSize: '1.6rem', color: 'promo.dark' }}>
                {promotion.name}
              </Link>
              {promotion.endDate ? (
                <Box component="p" sx={{ m: 0, fontSize: '1.3rem', color: 'text.secondary' }}>
                  {t('promotions.until', { date: formatArticleDate(promotion.endDate, locale) })}
                </Box>
              ) : null}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
