import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { usePageMeta } from '../../routing/seo/usePageMeta';
import { useSession } from '../../session';
import { CostCentreUsageCard } from './CostCentreUsageCard';
import { useCostCentreList } from './useCostCentreList';
import { LoadErrorAlert } from '../ui/LoadErrorAlert';

/** /moje-konto/centra-kosztowe: limit, used, available, how the limit behaves and a usage bar per centre. */
export default function CostCentresList() {
  const { t } = useTranslation('account');
  usePageMeta({ title: t('costCentres.title'), description: t('costCentres.description') });
  const privateCustomer = Boolean(useSession().currentUser?.company?.isPrivateCustomer);
  const { query, result } = useCostCentreList(!privateCustomer);
  const centres = result.data ?? [];
  return (
    <Box component="section" aria-labelledby="cost-centres-title">
      <Typography id="cost-centres-title" variant="h1" sx={{ fontSize: '2.8rem', fontWeight: 700, mb: 1 }}>
        {t('costCentres.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('costCentres.lead')}
      </Typography>
      {privateCustomer ? (
        <Alert severity="info">{t('costCentres.privateCustomer')}</Alert>
      ) : query.isError ? (
        <LoadErrorAlert retryLabel={t('costCentres.retry')} onRetry={() => query.refetch()}>
          {t('costCentres.loadError')}
        </LoadErrorAlert>
      ) : query.isLoading ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }} aria-busy="true">
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} variant="rounded" height={140} />
          ))}
        </Box>
      ) : centres.length === 0 ? (
        <Alert severity="info">{t('costCentres.empty')}</Alert>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
          {centres.map((centre) => (
            <CostCentreUsageCard key={centre.id} centre={centre} />
          ))}
        </Box>
      )}
    </Box>
  );
}
