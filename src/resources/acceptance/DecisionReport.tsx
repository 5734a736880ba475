import { useTranslation } from '../../i18n/useTranslation';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { failureText, type DecisionOutcome } from '../../ui/order-acceptance/orderDecision';

/**
 * What a decision on several orders did, order by order: which went through and which failed and
 * why. Stays until the approver closes it or decides again (a toast would be gone before a long list is read).
 */
export function DecisionReport({ outcome, onClose }: { outcome: DecisionOutcome<{ id: number; number: string }>; onClose: () => void }) {
  const { t } = useTranslation('account');
  const { decision, results, failed } = outcome;
  const severity = failed.length === 0 ? 'success' : failed.length === results.length ? 'error' : 'warning';
  return (
    <Alert severity={severity} role={failed.length ? 'alert' : 'status'} onClose={onClose} sx={{ mb: 1 }} slotProps={{ closeButton: { title: t('acceptance.report.close') } }}>
      <AlertTitle>{t(`acceptance.report.title.${decision}`, { done: outcome.done.length, count: results.length })}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {results.map((result) => {
          if (result.ok) {
            return <li key={result.order.id}>{t(`acceptance.report.done.${decision}`, { number: result.order.number })}</li>;
          }
          const text = failureText(t, decision, result.order.number, result.failure);
          return (
            <li key={result.order.id}>
              <strong>{text.title}</strong> {text.reason}
            </li>
          );
        })}
      </Box>
      {failed.length ? <Box sx={{ mt: 1 }}>{t('acceptance.report.keptSelected', { count: failed.length })}</Box> : null}
    </Alert>
  );
}
