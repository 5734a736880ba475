import { useTranslation } from '../../i18n/useTranslation';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Money } from '../../generated/model';
import { moneyText } from './invoiceColumns';

/** What is left to pay and how much of it is past due (gross: what a payment settles), from the list's totals. */
export function InvoiceTotals({ unpaid, overdue, loading }: { unpaid?: Money; overdue?: Money; loading: boolean }) {
  const { t } = useTranslation('account');
  const hasOverdue = Boolean(overdue && overdue.gross > 0);
  const box = { border: 1, borderColor: 'divider', borderRadius: 1, px: 2, py: 1.5, bgcolor: 'background.paper', flex: '1 1 160px', maxWidth: 320 };
  return (
    <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, m: 0, mb: 2 }} aria-busy={loading}>
      <Box sx={box}>
        <Typography component="dt" variant="body2" color="text.secondary">
          {t('invoices.totals.unpaid')}
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontSize: { xs: '1.7rem', sm: '2rem' }, fontWeight: 700 }}>
          {unpaid ? moneyText(unpaid, false) : loading ? <Skeleton width={120} /> : '—'}
        </Typography>
      </Box>
      <Box
        sx={{
          ...box,
          borderColor: hasOverdue ? 'error.main' : 'divider',
          borderLeftWidth: hasOverdue ? 6 : 1,
        }}
      >
        <Typography component="dt" variant="body2" color="text.secondary">
          {t('invoices.totals.overdue')}
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontSize: { xs: '1.7rem', sm: '2rem' }, fontWeight: 700, color: hasOverdue ? 'error.dark' : 'text.primary' }}>
          {overdue ? moneyText(overdue, false) : loading ? <Skeleton width={120} /> : '—'}
        </Typography>
      </Box>
    </Box>
  );
}
