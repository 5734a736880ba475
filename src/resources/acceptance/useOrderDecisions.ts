import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SalesOrderSummary } from '../../generated/model';
import { showToast } from '../../ui/toasts/toastStore';
import { useInvalidateOrder, useOrderAction } from '../orders/useOrderMutations';
import { decideEach, type DecisionOutcome } from './bulkDecisions';

export type Decision = 'accept' | 'reject';

type DecidedOrder = Pick<SalesOrderSummary, 'id' | 'number'>;

/**
 * Accepting or rejecting one order or several: each through the orders' Refine action (which
 * invalidates the order, the lists, the queue and the approvers' count behind every badge), then a
 * toast for what was done and one with the server's message for each refusal (409 decided already, 403).
 */
export function useOrderDecisions() {
  const { t } = useTranslation('account');
  const accept = useOrderAction('accept');
  const reject = useOrderAction('reject');
  const invalidateOrder = useInvalidateOrder();
  const [pending, setPending] = useState<Decision | null>(null);

  const decide = useCallback(
    async (decision: Decision, orders: readonly DecidedOrder[], reason?: string): Promise<DecisionOutcome> => {
      setPending(decision);
      try {
        const outcome = await decideEach(orders, (order) =>
          decision === 'accept' ? accept.run(order.id) : reject.run(order.id, { reason: reason ?? '' }),
        );
        // A refused order may have been decided by someone else meanwhile: show the queue as it is now.
        if (outcome.failed.length) await invalidateOrder(orders[0].id);
        if (outcome.done.length === 1) {
          showToast({ message: t(`acceptance.toast.${decision}One`, { number: outcome.done[0] }) });
        } else if (outcome.done.length > 1) {
          showToast({ message: t(`acceptance.toast.${decision}Many`, { count: outcome.done.length }) });
        }
        for (const failure of outcome.failed) {
          showToast({ severity: 'error', title: t('acceptance.toast.failed', { number: failure.number }), message: failure.message });
        }
        return outcome;
      } finally {
        setPending(null);
      }
    },
    [accept, reject, invalidateOrder, t],
  );

  return { decide, pending };
}
