import { BarChart } from '@mui/x-charts/BarChart';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { useTranslation } from '../../i18n/useTranslation';
import { formatMonth } from '../../domain/format/date';
import { formatAxisAmount } from '../../domain/format/axisAmount';
import { formatPln } from '../../domain/money';
import type { MonthlySpendPoint } from '../../domain/monthlySpend';
import { ChartTable } from '../ui/ChartTable';

interface MonthlySpendChartProps {
  points: MonthlySpendPoint[];
  locale: 'pl' | 'en';
  titleId: string;
  net: boolean;
}

/**
 * The bar chart of monthly spend (@mui/x-charts, loaded with the dashboard only). The drawing is for
 * the eye; the same figures are a table for screen readers, and the figure is named by the card's title.
 */
export default function MonthlySpendChart({ points, locale, titleId, net }: MonthlySpendChartProps) {
  const { t } = useTranslation('account');
  const theme = useTheme();
  const labels = points.map((point) => formatMonth(point.month, locale, 'short'));
  const summaryId = `${titleId}-summary`;
  const sum = points.reduce((total, point) => total + point.total, 0);
  const top = points.reduce<MonthlySpendPoint | undefined>((best, point) => (!best || point.total > best.total ? point : best), undefined);
  const seriesLabel = t(net ? 'dashboard.spend.seriesNet' : 'dashboard.spend.seriesGross');
  return (
    <Box component="figure" role="figure" aria-labelledby={titleId} aria-describedby={summaryId} sx={{ m: 0 }}>
      <Box aria-hidden="true">
        <BarChart
          height={280}
          xAxis={[{ scaleType: 'band', data: labels }]}
          yAxis={[{ valueFormatter: (value: number) => formatAxisAmount(value, locale), width: 64 }]}
          series={[{ data: points.map((point) => point.total), label: seriesLabel, valueFormatter: (value) => formatPln(value ?? 0, locale), color: theme.palette.primary.main }]}
          hideLegend
          // The figures are in the table below for keyboard and screen-reader users; the drawing is hidden from them.
          disableKeyboardNavigation
          grid={{ horizontal: true }}
          margin={{ left: 8, right: 8, top: 16, bottom: 8 }}
        />
      </Box>
      <Box component="p" id={summaryId} sx={visuallyHidden}>
        {t('dashboard.spend.summary', {
          count: points.length,
          total: formatPln(sum, locale),
          month: top && top.total > 0 ? formatMonth(top.month, locale) : '—',
          top: formatPln(top?.total ?? 0, locale),
        })}
      </Box>
      <ChartTable caption={seriesLabel}>
        <thead>
          <tr>
            <th scope="col">{t('dashboard.spend.month')}</th>
            <th scope="col">{t('dashboard.spend.amount')}</th>
            <th scope="col">{t('dashboard.spend.orders')}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.month}>
              <th scope="row">{formatMonth(point.month, locale)}</th>
              <td>{formatPln(point.total, locale)}</td>
              <td>{point.orders}</td>
            </tr>
          ))}
        </tbody>
      </ChartTable>
    </Box>
  );
}
