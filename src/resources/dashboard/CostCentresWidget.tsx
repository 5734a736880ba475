import { useTranslation } from '../../i18n/useTranslation';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { localePath, useLocale } from '../../routing/routes';
import { CostCentreUsageCard } from '../cost-centres/CostCentreUsageCard';
import { useCostCentreList } from '../cost-centres/useCostCentreList';
import { DashboardWidget } from './DashboardWidget';

/** The cost centres' usage, the same cards as on the cost-centre screen. */
export function CostCentresWidget() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const { query, result } = useCostCentreList();
  const centres = result.data ?? [];
  return (
    <DashboardWidget
      id="dashboard-cost-centres"
      title={t('dashboard.costCentres.title')}
      query={query}
      skeletonHeight={200}
      wide
      link={{ to: localePath('dashboard-cost-centres', undefined, undefined, locale), label: t('dashboard.costCentres.link') }}
    >
      {centres.length === 0 ? (
        <Typography color="text.secondary">{t('costCentres.empty')}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {centres.map((centre) => (
            <CostCentreUsageCard key={centre.id} centre={centre} headingLevel="h3" compact />
          ))}
        </Box>
      )}
    </DashboardWidget>
  );
}
