import { useAccountTable } from '../useAccountTable';
import { useTranslation } from '../../i18n/useTranslation';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../domain/format/date';
import type { MiniCatalogue } from '../../generated/model';
import { useLocale } from '../../routing/routes';
import { usePageMeta } from '../../routing/seo/usePageMeta';
import { ProductPicture } from '../../ui/ProductPicture';
import { AccessGate } from '../ui/AccessGate';
import { ACCOUNT_PAGE_SIZE } from '../listQuery';
import { ListPagination } from '../ui/ListPagination';
import { LoadErrorAlert } from '../ui/LoadErrorAlert';
import { miniCataloguePageHref } from './catalogueLinks';
import { MINI_CATALOGUES_RESOURCE } from './miniCataloguesResource';

function CatalogueCard({ catalogue }: { catalogue: MiniCatalogue }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  return (
    <Card component="li" variant="outlined" sx={{ display: 'flex' }}>
      <CardActionArea component={RouterLink} to={miniCataloguePageHref(catalogue.slug, 1, locale)} sx={{ display: 'flex', alignItems: 'stretch', flexDirection: { xs: 'row', sm: 'column' } }}>
        <Box
          sx={{
            width: { xs: 96, sm: '100%' }, flexShrink: 0, bgcolor: 'grey.50', p: 1.5, display: 'grid', placeItems: 'center',
            // The picture of the catalogue's first product, as a thumbnail: the name and description say what it holds.
            '& img, & [role="img"], & [aria-hidden="true"]': { width: 'auto', maxWidth: '100%', height: { xs: 72, sm: 140 } },
          }}
        >
          <ProductPicture src={catalogue.imageUrl} alt="" width={160} height={160} />
        </Box>
        <CardContent sx={{ flex: 1, width: '100%' }}>
          <Typography component="h2" sx={{ fontSize: '1.8rem', fontWeight: 700, mb: 0.5 }}>
            {catalogue.name}
          </Typography>
          {catalogue.description ? (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {catalogue.description}
            </Typography>
          ) : null}
          <Typography variant="body2">
            {t('miniCatalogues.products', { count: catalogue.productCount })} · {t('miniCatalogues.updated', { date: formatDate(catalogue.updatedAt, locale) })}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

function MiniCatalogues() {
  const { t } = useTranslation('account');
  const table = useAccountTable<MiniCatalogue>({
    resource: MINI_CATALOGUES_RESOURCE,
    pagination: { pageSize: ACCOUNT_PAGE_SIZE },
    sorters: { mode: 'off' },
    filters: { mode: 'off' },
  });
  const { tableQuery, result, currentPage, setCurrentPage, pageCount } = table;
  const catalogues = result.data ?? [];
  return (
    <Box component="section" aria-labelledby="mini-catalogues-title">
      <Typography id="mini-catalogues-title" variant="h1" sx={{ fontSize: { xs: '2.4rem', md: '2.8rem' }, fontWeight: 700, mb: 0.5 }}>
        {t('miniCatalogues.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('miniCatalogues.lead')}
      </Typography>
      {tableQuery.isError ? (
        <LoadErrorAlert retryLabel={t('miniCatalogues.retry')} onRetry={() => tableQuery.refetch()}>
          {t('miniCatalogues.loadError')}
        </LoadErrorAlert>
      ) : tableQuery.isLoading ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }} role="status" aria-label={t('miniCatalogues.loading')}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} variant="rounded" height={280} />
          ))}
        </Box>
      ) : catalogues.length === 0 ? (
        <Alert severity="info">{t('miniCatalogues.empty')}</Alert>
      ) : (
        <Box
          component="ul"
          aria-label={t('miniCatalogues.listLabel')}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}
        >
          {catalogues.map((catalogue) => (
            <CatalogueCard key={catalogue.id} catalogue={catalogue} />
          ))}
        </Box>
      )}
      <ListPagination page={currentPage} pageCount={pageCount} onChange={setCurrentPage} label={t('miniCatalogues.pagination')} />
    </Box>
  );
}

/** /moje-konto/minikatalogi (acl catalogSubsetType, spec §6): the company's curated selections, each opening its products. */
export default function MiniCataloguesList() {
  const { t } = useTranslation('account');
  usePageMeta({ title: t('miniCatalogues.title'), description: t('miniCatalogues.description') });
  return (
    <AccessGate resource={MINI_CATALOGUES_RESOURCE} title={t('miniCatalogues.title')}>
      <MiniCatalogues />
    </AccessGate>
  );
}
