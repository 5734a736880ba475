import { useTranslation } from '../../i18n/useTranslation';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { localePath } from '../../routing/routes';
import { copySummary, type CopyResult } from './bulkCopy';

/**
 * What copying several orders to the cart did, order by order: what went in (with the API's note of
 * changed or left-out products) and which orders were refused and why. Stays until closed.
 */
export function CopyReport({ results, onClose }: { results: readonly CopyResult<{ id: number; number: string }>[]; onClose: () => void }) {
  const { t } = useTranslation('account');
  const { added, refused, outcome } = copySummary(results);
  const severity = outcome === 'allAdded' ? 'success' : outcome === 'noneAdded' ? 'error' : 'warning';
  return (
    <Alert severity={severity} role={refused ? 'alert' : 'status'} onClose={onClose} sx={{ mb: 1 }} slotProps={{ closeButton: { title: t('orders.bulk.report.close') } }}>
      <AlertTitle>{t(`orders.bulk.report.title.${outcome}`, { added, count: results.length })}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {results.map(({ order, added: wentIn, message }) => (
          <li key={order.id}>
            <strong>{t(wentIn ? 'orders.bulk.report.added' : 'orders.bulk.report.refused', { number: order.number })}</strong>
            {message ? ` ${message}` : null}
          </li>
        ))}
      </Box>
      {added > 0 ? (
        <Box sx={{ mt: 1 }}>
          <Link component={RouterLink} to={localePath('cart')}>
            {t('orders.actions.goToCart')}
          </Link>
        </Box>
      ) : null}
    </Alert>
  );
}
