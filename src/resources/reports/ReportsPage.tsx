import { useCallback, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { usePageMeta } from '../../routing/seo/usePageMeta';
import { AccessGate } from '../ui/AccessGate';
import { OrderReportForm } from './OrderReportForm';
import { defaultReportPeriod, type ReportPeriod } from './reportForm';
import { ReportsGrid } from './ReportsGrid';
import { REPORTS_RESOURCE } from './reportsResource';
import { SpendingCard } from './SpendingCard';

function Reports() {
  const { t } = useTranslation('account');
  const [period, setPeriod] = useState<ReportPeriod>(() => defaultReportPeriod(new Date()));
  // A new object with the same days keeps the chart's query as it is.
  const choosePeriod = useCallback((next: ReportPeriod) => setPeriod((current) => (current.from === next.from && current.to === next.to ? current : next)), []);
  return (
    <Box component="section" aria-labelledby="reports-title">
      <Typography id="reports-title" variant="h1" sx={{ fontSize: { xs: '2.4rem', md: '2.8rem' }, fontWeight: 700, mb: 0.5 }}>
        {t('reports.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('reports.lead')}
      </Typography>
      <OrderReportForm onPeriodChange={choosePeriod} />
      <SpendingCard period={period} />
      <ReportsGrid />
    </Box>
  );
}

/**
 * /moje-konto/raporty (acl reports): order a report for a period, see that period's spending by
 * category and by cost centre, and the reports with their live status, download and delete.
 */
export default function ReportsPage() {
  const { t } = useTranslation('account');
  usePageMeta({ title: t('reports.title'), description: t('reports.description') });
  return (
    <AccessGate resource={REPORTS_RESOURCE} title={t('reports.title')}>
      <Reports />
    </AccessGate>
  );
}
