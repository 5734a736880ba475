import { useTranslation } from '../../i18n/useTranslation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { usePageMeta } from '../../routing/seo/usePageMeta';
import { canManageCompanyUsers } from '../../domain/permissions';
import { useSession } from '../../session';
import { BudgetsAdmin } from './BudgetsAdmin';
import { CostCentreUsageCard } from './CostCentreUsageCard';
import { useNamespaceReady } from '../../i18n/useNamespaceReady';
import { useCostCentreList } from './useCostCentreList';
import { LoadErrorAlert } from '../ui/LoadErrorAlert';

/** The company's administrator manages the budgets (BudgetsAdmin) once their texts are there. */
function AdministratorCentres() {
  const { t } = useTranslation('company');
  // The budgets' texts are in the company namespace, which the account area does not bring by itself.
  const ready = useNamespaceReady('company');
  return ready ? (
    <>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: '80ch' }}>
        {t('budgets.lead')}
      </Typography>
      <BudgetsAdmin />
    </>
  ) : (
    <Box sx={{ display: 'grid', gap: 1 }} aria-busy="true">
      {[0, 1, 2, 3].map((index) => (
        <Skeleton key={index} variant="rounded" height={48} />
      ))}
    </Box>
  );
}

/**
 * /moje-konto/centra-kosztowe: limit, used, available, how the limit behaves and a usage bar per
 * centre; the company's administrator gets every centre of the company to manage instead.
 */
export default function CostCentresList() {
  const { t } = useTranslation('account');
  usePageMeta({ title: t('costCentres.title'), description: t('costCentres.description') });
  const current = useSession().currentUser;
  const privateCustomer = Boolean(current?.company?.isPrivateCustomer);
  const administrator = canManageCompanyUsers(current);
  const { query, result } = useCostCentreList(!privateCustomer && !administrator);
  const centres = result.data ?? [];
  return (
    <Box component="section" aria-labelledby="cost-centres-title">
      <Typography id="cost-centres-title" variant="h1" sx={{ fontSize: '2.8rem', fontWeight: 700, mb: 1 }}>
        {t('costCentres.title')}
      </Typography>
      {administrator ? null : (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('costCentres.lead')}
        </Typography>
      )}
      {privateCustomer ? (
        <Alert severity="info">{t('costCentres.privateCustomer')}</Alert>
      ) : administrator ? (
        <AdministratorCentres />
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
