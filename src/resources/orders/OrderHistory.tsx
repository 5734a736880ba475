import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { OrderStatusChange } from '../../generated/model';
import { useLocale } from '../../routing/routes';
import { formatDateTime } from '../../domain/format/date';
import { formatMoney } from './orderFormat';

/** One step of a status history: an order's, or a complaint's (the same fields with its own statuses). */
export type StatusStep = Omit<OrderStatusChange, 'status'> & { status: string };

/** The status history, oldest first, as a timeline: step, when, who, an edit's amounts before and after, and a note (e.g. a rejection reason). */
export function OrderHistory({ history, labelledBy }: { history: readonly StatusStep[]; labelledBy: string }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  return (
    <Box component="ol" aria-labelledby={labelledBy} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {history.map((step, index) => (
        <Box
          component="li"
          key={`${step.status}-${step.at}-${index}`}
          sx={{
            position: 'relative',
            pl: 3,
            pb: index === history.length - 1 ? 0 : 2,
            // The line joining the steps, and a dot for each; the last (current) step is filled.
            '&::before': { content: '""', position: 'absolute', left: 5, top: 14, bottom: 0, borderLeft: 2, borderColor: 'divider', display: index === history.length - 1 ? 'none' : 'block' },
            '&::after': { content: '""', position: 'absolute', left: 0, top: 4, width: 12, height: 12, borderRadius: '50%', border: 2, borderColor: 'primary.main', bgcolor: index === history.length - 1 ? 'primary.main' : 'background.paper' },
          }}
        >
          <Typography sx={{ fontWeight: 600 }}>{step.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            <time dateTime={step.at}>{formatDateTime(step.at, locale)}</time>
            {step.by ? ` · ${t('orders.detail.historyBy', { name: step.by.name })}` : ''}
          </Typography>
          {step.amountBefore && step.amountAfter && (
            <Typography variant="body2">
              {t('orders.detail.historyAmounts', { before: formatMoney(step.amountBefore, 'gross'), after: formatMoney(step.amountAfter, 'gross') })}
            </Typography>
          )}
          {step.note && <Typography variant="body2">{step.note}</Typography>}
        </Box>
      ))}
    </Box>
  );
}
