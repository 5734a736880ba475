import { useTranslation } from '../../i18n/useTranslation';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { OrderStatusChange } from '../../generated/model';
import { useLocale } from '../../routing/routes';
import { formatDateTime } from '../../domain/format/date';
import { formatMoney } from './orderFormat';

/** One step of a status history: an order's, or a complaint's (the same fields with its own statuses). */
export type StatusStep = Omit<OrderStatusChange, 'status'> & { status: string };

/**
 * How many levels the order's chain of approval rules has, when the history tells: the order's own
 * `approval` while it waits, else the level of the decision that accepted it (the last one).
 */
export function chainLevels(history: readonly StatusStep[], waitingLevels?: number | null): number | null {
  if (waitingLevels) return waitingLevels;
  const accepted = history.filter((step) => step.kind === 'decision' && step.status === 'accepted' && step.level);
  return accepted.length ? accepted[accepted.length - 1].level! : null;
}

/** A decision's step: "Akceptacja – poziom 1 z 2" in a chain of several levels, else the step's own name. */
function stepName(step: StatusStep, levels: number | null, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (step.kind !== 'decision' || !step.level || (levels ?? step.level) < 2) return step.name;
  const rejected = step.status === 'rejected';
  if (levels) return t(rejected ? 'orders.detail.historyLevelRejected' : 'orders.detail.historyLevelAccepted', { level: step.level, levels });
  return t(rejected ? 'orders.detail.historyLevelRejectedShort' : 'orders.detail.historyLevelAcceptedShort', { level: step.level });
}

/**
 * The status history, oldest first, as a timeline: step, when, who, an edit's amounts before and after,
 * and a note (e.g. a rejection reason). `levels`: the chain's length while the order waits (`approval.levels`).
 */
export function OrderHistory({ history, labelledBy, levels }: { history: readonly StatusStep[]; labelledBy: string; levels?: number | null }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const chain = chainLevels(history, levels);
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
          <Typography sx={{ fontWeight: 600 }}>{stepName(step, chain, t)}</Typography>
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
