/**
 * The approver's decision on an order, as every way in offers it (the acceptance queue's row and bulk
 * actions, the order page, the e-mail link page /zaakceptuj-zamowienie): what can be decided, what a
 * refusal means, and what must load again afterwards. Plain TypeScript (no Refine, no data grid), so
 * the storefront's link page uses the same rule as the account area.
 */
import type { QueryClient } from '@tanstack/react-query';
import { getGetCountOrderForAcceptanceQueryKey } from '../../generated/api/account/account';
import { getGetSalesOrderQueryKey, getGetSalesOrdersForAcceptanceQueryKey, getGetSalesOrdersQueryKey } from '../../generated/api/lists/lists';
import type { SalesOrder, SalesOrderSummary } from '../../generated/model';

export type Decision = 'accept' | 'reject';

/** What a page shows for an order: a decision to make, one already made, or none allowed. */
export type DecisionState = 'decide' | 'accepted' | 'rejected' | 'notAwaiting' | 'notAllowed';

export function decisionState(order: Pick<SalesOrder, 'status' | 'canAccept' | 'canReject'>): DecisionState {
  if (order.status.id === 'accepted') return 'accepted';
  if (order.status.id === 'rejected') return 'rejected';
  if (order.status.id !== 'awaitingAcceptance') return 'notAwaiting';
  return order.canAccept || order.canReject ? 'decide' : 'notAllowed';
}

/** By how much (net PLN) the order goes over its cost centre's remaining limit; 0 when it does not. */
export function amountOverLimit(order: Pick<SalesOrderSummary, 'amountOverLimit'>): number {
  return Math.max(0, order.amountOverLimit ?? 0);
}

/**
 * Why a decision did not go through:
 * - decided: someone decided the order meanwhile (409 ALREADY-DECIDED) — show it as it is now;
 * - notAllowed: the user may not decide it (403);
 * - network: no answer at all (dropped connection, timeout);
 * - server: the shop failed (5xx);
 * - refused: the server said no with its reason (e.g. the cost centre's limit may not be exceeded).
 */
export type DecisionFailureKind = 'decided' | 'notAllowed' | 'network' | 'server' | 'refused';

export interface DecisionFailure {
  kind: DecisionFailureKind;
  /** The server's own message, when it sent one (never for network failures). */
  serverMessage: string;
}

/**
 * Reads a failed call of either side: the storefront's ApiError (`status`, `code`, `message`) or the
 * account area's Refine HttpError (`statusCode`, `code`, `message`).
 */
export function decisionFailure(error: unknown): DecisionFailure {
  const record = (error && typeof error === 'object' ? error : {}) as { status?: unknown; statusCode?: unknown; code?: unknown; message?: unknown };
  const status = typeof record.status === 'number' ? record.status : typeof record.statusCode === 'number' ? record.statusCode : 0;
  const code = typeof record.code === 'string' ? record.code : '';
  const message = typeof record.message === 'string' ? record.message.trim() : '';
  if (code === 'NETWORK' || code === 'TIMEOUT' || status === 0 || status === 408 || status === 504) return { kind: 'network', serverMessage: '' };
  if (status === 409 && code === 'ALREADY-DECIDED') return { kind: 'decided', serverMessage: message };
  if (status === 403) return { kind: 'notAllowed', serverMessage: message };
  if (status >= 500) return { kind: 'server', serverMessage: '' };
  return { kind: 'refused', serverMessage: message };
}

/** One order's result of a decision. */
export type DecisionResult<T> = { order: T; ok: true } | { order: T; ok: false; failure: DecisionFailure };

export interface DecisionOutcome<T> {
  decision: Decision;
  results: DecisionResult<T>[];
  done: T[];
  failed: { order: T; failure: DecisionFailure }[];
}

export function decisionOutcome<T>(decision: Decision, results: readonly DecisionResult<T>[]): DecisionOutcome<T> {
  return {
    decision,
    results: [...results],
    done: results.filter((result) => result.ok).map((result) => result.order),
    failed: results.flatMap((result) => (result.ok ? [] : [{ order: result.order, failure: result.failure }])),
  };
}

/**
 * Runs one decision per order one after another (the API decides one order per call; one at a time
 * keeps each cost centre's limit checked against the decisions before it) and never stops at a failure.
 */
export async function decideEach<T>(decision: Decision, orders: readonly T[], call: (order: T) => Promise<unknown>): Promise<DecisionOutcome<T>> {
  const results: DecisionResult<T>[] = [];
  for (const order of orders) {
    try {
      await call(order);
      results.push({ order, ok: true });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      results.push({ order, ok: false, failure: decisionFailure(error) });
    }
  }
  return decisionOutcome(decision, results);
}

/** The locale keys of a failure's texts, relative to the namespace's `decisionFailure` group. */
export const failureTextKeys = {
  title: (decision: Decision) => `decisionFailure.${decision}`,
  reason: (kind: DecisionFailureKind) => `decisionFailure.reason.${kind}`,
} as const;

/**
 * "Nie udało się zaakceptować zamówienia ZS/2026/…" and why: the server's message when it sent one
 * for a refusal, else the shop's sentence for the kind of failure. `t` reads a namespace that holds
 * the `decisionFailure` texts (account and acceptOrder do).
 */
export function failureText(
  t: (key: string, options?: Record<string, unknown>) => string,
  decision: Decision,
  number: string,
  failure: DecisionFailure,
): { title: string; reason: string } {
  const own = failure.kind === 'refused' || failure.kind === 'notAllowed' ? failure.serverMessage : '';
  return { title: t(failureTextKeys.title(decision), { number }), reason: own || t(failureTextKeys.reason(failure.kind)) };
}

/**
 * The account area's cached data a decision changes, by the data provider's resource names: the
 * orders (lists and pages) and the approvers' queue. Refine keeps a resource's queries under
 * ["data", <data provider>, <resource>, …] (see orderDecision.test.ts).
 */
export const DECISION_RESOURCES = ['sales-orders', 'orders-for-acceptance'] as const;
export const refineResourceKey = (resource: string, dataProvider = 'default') => ['data', dataProvider, resource];

/**
 * After a decision made outside the account area (the e-mail link page): the order, the order lists,
 * the queue and the approvers' count (every badge) load again when next shown — the storefront's
 * queries by their generated keys, the account area's by its resources.
 */
export async function invalidateAfterDecision(queryClient: QueryClient, orderIds: readonly number[]): Promise<void> {
  await Promise.all([
    ...orderIds.map((id) => queryClient.invalidateQueries({ queryKey: getGetSalesOrderQueryKey(id) })),
    queryClient.invalidateQueries({ queryKey: [getGetSalesOrdersQueryKey()[0]] }),
    queryClient.invalidateQueries({ queryKey: [getGetSalesOrdersForAcceptanceQueryKey()[0]] }),
    queryClient.invalidateQueries({ queryKey: getGetCountOrderForAcceptanceQueryKey() }),
    ...DECISION_RESOURCES.map((resource) => queryClient.invalidateQueries({ queryKey: refineResourceKey(resource) })),
  ]);
}
