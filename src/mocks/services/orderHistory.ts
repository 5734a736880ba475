/** The stored entries of orders' histories (edits, decisions, re-approvals); presenters/orderTimeline.ts shows them. */
import { getState, updateState } from '../db/store';
import type { OrderEvent } from '../db/orderRecords';

export function orderEvents(orderId: number): OrderEvent[] {
  return getState().orderEvents?.[orderId] ?? [];
}

export function recordOrderEvent(orderId: number, event: OrderEvent): void {
  updateState((state) => {
    const events = (state.orderEvents ??= {});
    (events[orderId] ??= []).push(event);
  });
}

/** How many times the order's lines have been changed (edit-order mode): its `revision`, which a decision may name. */
export function orderRevision(orderId: number): number {
  return orderEvents(orderId).filter((event) => event.kind === 'edit').length;
}
