import { useCallback, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { SalesOrderSummary } from '../../generated/model';
import { showToast } from '../../ui/toasts/toastStore';
import { useInvalidateOrder, useOrderAction } from '../orders/useOrderMutations';
import { decideEach, type Decision, type DecisionOutcome } from '../../ui/order-acceptance/orderDecision';

export type { Decision, DecisionOutcome } from '../../ui/order-acceptance/orderDecision';

/** An order as its approver saw it: the decision names its revision, so an order changed meanwhile is not decided unseen. */
type DecidedOrder = Pick<SalesOrderSummary, 'id' | 'number' | 'revision'>;

/**
 * The account area's one way to accept or reject orders (the queue's row and bulk actions, the order
 * page): each order through the orders' Refine action (which invalidates the order, the lists, the
 * queue and the approvers' count behind every badge, by resource), then a toast for what was done.
 * The outcome lists every order's result; the caller shows the failures once, in an alert that stays
 * on the page naming each failed order and why (a toast as well would say it twice).
 */
export function useOrderDecisions() {
  const { t } = useTranslation('account');
  const accept = useOrderAction('accept');
  const reject = useOrderAction('reject');
  const invalidateOrder = useInvalidateOrder();
  const [pending, setPending] = useState<Decision | null>(null);

  const decide = useCallback(
    async <T extends DecidedOrder>(decision: Decision, orders: readonly T[], reason?: string): Promise<DecisionOutcome<T>> => {
      setPending(decision);
      try {
        const outcome = await decideEach(decision, orders, (order) =>
          decision === 'accept' ? accept.run(order.id, { seenRevision: order.revision }) : reject.run(order.id, { reason: reason ?? '', seenRevision: order.revision }),
        );
        // A failed order may have been decided by someone else meanwhile: show it and the queue as they are now.
        await Promise.all(outcome.failed.map(({ order }) => invalidateOrder(order.id)));
        if (outcome.done.length === 1) {
          showToast({ message: t(`acceptance.toast.${decision}One`, { number: outcome.done[0].number }) });
        } else if (outcome.done.length > 1) {
          showToast({ message: t(`acceptance.toast.${decision}Many`, { count: outcome.done.length }) });
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
