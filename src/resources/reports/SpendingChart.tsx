import { useId } from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from '../../i18n/useTranslation';
import { formatPercent } from '../../domain/format/number';
import { formatPln } from '../../domain/money';
import type { SpendingShare, SpendingSummary } from '../../generated/model';
import { spendingBars, type SpendingBar } from './spendingBars';
import { ChartTable } from '../ui/ChartTable';

interface SpendingChartProps {
  summary: SpendingSummary;
  net: boolean;
  locale: 'pl' | 'en';
}

const percent = formatPercent;

/** One breakdown: a horizontal bar chart for the eye, the same figures as a table for screen readers. */
function Breakdown({ title, groupLabel, groups, net, locale, color }: { title: string; groupLabel: string; groups: readonly SpendingShare[]; net: boolean; locale: 'pl' | 'en'; color: string }) {
  const { t } = useTranslation('account');
  const titleId = useId();
  const narrow = useMediaQuery('(max-width:599.95px)', { noSsr: true });
  const bars: SpendingBar[] = spendingBars(groups, net, t('reports.spending.others'), narrow ? 6 : 8);
  const amountLabel = t(net ? 'reports.spending.amountNet' : 'reports.spending.amountGross');
  return (
    <Box component="figure" role="figure" aria-labelledby={titleId} sx={{ m: 0, minWidth: 0 }}>
      <Typography id={titleId} component="figcaption" variant="h3" sx={{ fontSize: '1.6rem', fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Box aria-hidden="true">
        <BarChart
          layout="horizontal"
          height={Math.max(160, bars.length * 36 + 40)}
          yAxis={[{ scaleType: 'band', data: bars.map((bar) => bar.label), width: narrow ? 110 : 170, tickLabelStyle: { fontSize: 12 } }]}
          xAxis={[{ valueFormatter: (value: number) => (value >= 1000 ? t('reports.spending.thousands', { value: Math.round(value / 1000) }) : String(Math.round(value))), tickLabelStyle: { fontSize: 11 } }]}
          series={[{ data: bars.map((bar) => bar.value), label: amountLabel, valueFormatter: (value) => formatPln(value ?? 0, locale), color }]}
          hideLegend
          // The figures are in the table below for keyboard and screen-reader users; the drawing is hidden from them.
          disableKeyboardNavigation
          grid={{ vertical: true }}
          margin={{ left: 4, right: 28, top: 4, bottom: 4 }}
        />
      </Box>
      <ChartTable caption={title}>
        <thead>
          <tr>
            <th scope="col">{groupLabel}</th>
            <th scope="col">{amountLabel}</th>
            <th scope="col">{t('reports.spending.share')}</th>
            <th scope="col">{t('reports.spending.orders')}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.label}>
              <th scope="row">{bar.label}</th>
              <td>{formatPln(bar.value, locale)}</td>
              <td>{percent(bar.share, locale)}</td>
              <td>{bar.orders ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </ChartTable>
    </Box>
  );
}

/** The period's spending by category and by cost centre (@mui/x-charts, loaded with the reports page only). */
export default function SpendingChart({ summary, net, locale }: SpendingChartProps) {
  const { t } = useTranslation('account');
  const theme = useTheme();
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      <Breakdown title={t('reports.spending.byCategory')} groupLabel={t('reports.spending.category')} groups={summary.byCategory} net={net} locale={locale} color={theme.palette.primary.main} />
      <Breakdown title={t('reports.spending.byCostCenter')} groupLabel={t('reports.spending.costCenter')} groups={summary.byCostCenter} net={net} locale={locale} color={theme.palette.primary.light} />
    </Box>
  );
}
