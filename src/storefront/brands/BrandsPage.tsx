import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/useTranslation';
import { localePath } from '../../routing/routes';
import { usePageMeta } from '../../routing/seo/usePageMeta';
import { useGetBrands } from '../../generated/api/search-and-products/search-and-products';
import type { Brand } from '../../generated/model';
import { useSession } from '../../session';
import { Breadcrumbs } from '../../ui/Breadcrumbs';
import { ProductPicture } from '../../ui/ProductPicture';
import { EmptyListing, ListingError } from '../catalogue/ListingStates';
import { groupByInitial } from './groupByInitial';

/** The brands index (/marki): every brand A–Z with its logo, letters to jump to. */
export function BrandsPage() {
  const { t } = useTranslation(['catalogue', 'common']);
  const { status } = useSession();
  const query = useGetBrands({ limit: 500, orderBy: 'name', orderDirection: 'ASC' }, { query: { enabled: status === 'ready', staleTime: 10 * 60_000 } });
  usePageMeta({ title: t('catalogue:brands.title'), description: t('catalogue:brands.description') });
  const groups = groupByInitial(query.data?.brands ?? []);
  return (
    <Box sx={{ py: 2 }}>
      <Breadcrumbs items={[{ label: t('common:breadcrumbs.home'), href: localePath('home') }, { label: t('catalogue:brands.title') }]} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 2, mb: 2 }}>
        <Typography variant="h1">{t('catalogue:brands.title')}</Typography>
        {query.data ? (
          <Typography component="p" sx={{ color: 'text.secondary' }}>
            {t('catalogue:brands.count', { count: query.data.countTotal })}
          </Typography>
        ) : null}
      </Box>
      {query.isError ? (
        <ListingError onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <Skeleton variant="rectangular" height={320} />
      ) : groups.length === 0 ? (
        <EmptyListing />
      ) : (
        <>
          <Box component="nav" aria-label={t('catalogue:brands.letters')} sx={{ mb: 3 }}>
            <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0 }}>
              {groups.map(({ initial, key }) => (
                <li key={key}>
                  <Link href={`#marki-${key}`} sx={{ display: 'inline-grid', placeItems: 'center', minWidth: 36, height: 36, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', fontWeight: 700 }} underline="none">
                    {initial}
                  </Link>
                </li>
              ))}
            </Box>
          </Box>
          {groups.map(({ initial, key, brands }) => (
            <Box component="section" key={key} id={`marki-${key}`} aria-labelledby={`marki-${key}-title`} sx={{ mb: 3, scrollMarginTop: 16 }}>
              <Typography variant="h2" id={`marki-${key}-title`} sx={{ mb: 1.5 }}>
                {initial}
              </Typography>
              <Box component="ul" sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', tablet: 'repeat(3, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))', lg: 'repeat(6, minmax(0, 1fr))' }, listStyle: 'none', p: 0, m: 0 }}>
                {brands.map((brand) => (
                  <li key={brand.id}>
                    <BrandCard brand={brand} />
                  </li>
                ))}
              </Box>
            </Box>
          ))}
        </>
      )}
    </Box>
  );
}

function BrandCard({ brand }: { brand: Brand }) {
  return (
    <Paper variant="outlined" sx={{ height: '100%', '&:hover': { borderColor: 'primary.main' } }}>
      <Link href={localePath('brand-slug', { slug: brand.slug })} underline="hover" color="inherit" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, p: 1.5, height: '100%' }}>
        <Box sx={{ width: 100 }}>
          <ProductPicture src={brand.logoUrl100x80} alt="" width={100} height={80} />
        </Box>
        <Box component="span" sx={{ fontWeight: 500, textAlign: 'center' }}>
          {brand.name}
        </Box>
      </Link>
    </Paper>
  );
}
