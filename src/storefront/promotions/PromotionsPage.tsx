import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/useTranslation';
import { localePath } from '../../routing/routes';
import { usePageMeta } from '../../routing/seo/usePageMeta';
import { useGetPromotions } from '../../generated/api/search-and-products/search-and-products';
import type { Promotion } from '../../generated/model';
import { useSession } from '../../session';
import { Breadcrumbs } from '../../ui/Breadcrumbs';
import { ProductPicture } from '../../ui/ProductPicture';
import { EmptyListing, ListingError } from '../catalogue/ListingStates';
import { usePromotionDates } from './PromotionDates';

/** Current promotions (/promocje), outlet included, plus the eco and wholesale listings. */
export function PromotionsPage() {
  const { t } = useTranslation(['catalogue', 'common']);
  const { status } = useSession();
  const query = useGetPromotions({ limit: 50 }, { query: { enabled: status === 'ready', staleTime: 5 * 60_000 } });
  usePageMeta({ title: t('catalogue:promotions.title'), description: t('catalogue:promotions.description') });
  const promotions = query.data?.promotions ?? [];
  return (
    <Box sx={{ py: 2 }}>
      <Breadcrumbs items={[{ label: t('common:breadcrumbs.home'), href: localePath('home') }, { label: t('catalogue:promotions.title') }]} />
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t('catalogue:promotions.title')}
      </Typography>
      <Typography component="p" sx={{ color: 'text.secondary', mb: 3 }}>
        {t('catalogue:promotions.intro')}
      </Typography>
      {query.isError ? (
        <ListingError onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <Skeleton variant="rectangular" height={320} />
      ) : promotions.length === 0 ? (
        <EmptyListing />
      ) : (
        <Box component="ul" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' }, listStyle: 'none', p: 0, m: 0 }}>
          {promotions.map((promotion, index) => (
            <li key={promotion.id}>
              <PromotionCard promotion={promotion} eager={index < 2} />
            </li>
          ))}
        </Box>
      )}
      <Box component="nav" aria-label={t('catalogue:promotions.more')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 4 }}>
        <Button variant="outlined" href={localePath('eco-products')}>
          {t('catalogue:eco.title')}
        </Button>
        <Button variant="outlined" href={localePath('pallets')}>
          {t('catalogue:pallets.title')}
        </Button>
      </Box>
    </Box>
  );
}

function PromotionCard({ promotion, eager }: { promotion: Promotion; eager: boolean }) {
  const { t } = useTranslation('catalogue');
  const dates = usePromotionDates(promotion.startDate, promotion.endDate);
  const href = localePath('promotions-slug', { slug: promotion.slug });
  return (
    <Paper component="article" variant="outlined" aria-labelledby={`promotion-${promotion.id}`} sx={{ height: '100%', overflow: 'hidden', display: 'flex', flexDirection: 'column' }}>
      {promotion.imageUrl ? (
        <Link href={href} tabIndex={-1} aria-hidden="true">
          <ProductPicture src={promotion.imageUrl} alt="" width={1200} height={400} eager={eager} />
        </Link>
      ) : null}
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="h2" id={`promotion-${promotion.id}`} sx={{ fontSize: '1.9rem', fontWeight: 700 }}>
            <Link href={href} underline="hover" color="inherit">
              {promotion.name}
            </Link>
          </Typography>
          {promotion.isOutlet ? <Chip size="small" label={t('promotions.outlet')} sx={{ bgcolor: '#6d4c41', color: '#fff', fontWeight: 700 }} /> : null}
        </Box>
        {dates ? (
          <Typography component="p" sx={{ fontSize: '1.3rem', color: 'text.secondary' }}>
            {dates}
          </Typography>
        ) : null}
        {promotion.description ? <Typography component="p">{promotion.description}</Typography> : null}
        <Box sx={{ mt: 'auto', pt: 1 }}>
          <Button variant="contained" href={href} aria-label={t('promotions.seeProductsOf', { name: promotion.name })}>
            {t('promotions.seeProducts')}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
