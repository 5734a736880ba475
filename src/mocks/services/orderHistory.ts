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
