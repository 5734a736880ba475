import { isApiError, serverMessageOr } from '../../api/ApiError';
import { queryClient } from '../../api/queryClient';
import type { SalesOrder } from '../../generated/model';

/** What the page shows for an order: a decision to make, one already made, or none allowed. */
export type DecisionState = 'decide' | 'accepted' | 'rejected' | 'notAwaiting' | 'notAllowed';

export function decisionState(order: Pick<SalesOrder, 'status' | 'canAccept' | 'canReject'>): DecisionState {
  if (order.status.id === 'accepted') return 'accepted';
  if (order.status.id === 'rejected') return 'rejected';
  if (order.status.id !== 'awaitingAcceptance') return 'notAwaiting';
  return order.canAccept || order.canReject ? 'decide' : 'notAllowed';
}

/** A refused decision: decided meanwhile (409 ALREADY-DECIDED: show the order as it is now), not allowed (403), or a message. */
export type DecisionFailure = { kind: 'decided' } | { kind: 'notAllowed' } | { kind: 'message'; message: string };

export function decisionFailure(error: unknown, fallback: string): DecisionFailure {
  if (isApiError(error) && error.status === 409 && error.code === 'ALREADY-DECIDED') return { kind: 'decided' };
  if (isApiError(error) && error.status === 403) return { kind: 'notAllowed' };
  return { kind: 'message', message: serverMessageOr(error, fallback) };
}

const ORDER_KEYS = ['sales-orders', 'orders-for-acceptance', 'count-order-for-acceptance'];

/**
 * After a decision: the order, the order lists, the acceptance queue and the approvers' count (the
 * header's badge) load again when next shown. The account area's lists are keyed by resource name,
 * the storefront's by path: both contain one of these words.
 */
export function invalidateOrderQueries(): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const key = JSON.stringify(query.queryKey);
      return ORDER_KEYS.some((word) => key.includes(word));
    },
  });
}
