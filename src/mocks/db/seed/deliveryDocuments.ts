/**
 * WZ delivery notes: one for every shipped or delivered seeded order, issued the day it left the
 * warehouse (db/seed/invoices.ts `fulfilmentTimes`), with the order's product lines as positions.
 * The order detail lists the same note among its documents (presenters/orderTimeline.ts): one
 * numbering, WZ/YYYY/MM/<the order number's sequence>, id = order id × 10 + 1.
 */
import type { SeedDeliveryDocument, SeedOrder } from '../types';
import { fulfilmentTimes } from './invoices';

/** The note's id for an order (the order detail's `documents` carry it). */
export const deliveryNoteId = (orderId: number): number => orderId * 10 + 1;

/** A position's id: the note's id × 100 + the line's number (an order has far fewer than 100 lines). */
export const deliveryPositionId = (noteId: number, lineIndex: number): number => noteId * 100 + lineIndex + 1;

/** The note whose position this is. */
export const noteIdOfPosition = (positionId: number): number => Math.floor(positionId / 100);

/** The WZ note of a seeded order once it has been shipped (placed orders are never shipped in the demo). */
export function deliveryNoteOf(order: SeedOrder, today: Date): SeedDeliveryDocument | null {
  if (order.placed) return null;
  const times = fulfilmentTimes(order, today);
  if (!times.shipped) return null;
  const [year, month] = times.shipped.split('-');
  const id = deliveryNoteId(order.id);
  return {
    id,
    number: `WZ/${year}/${month}/${order.number.slice(-6)}`,
    orderId: order.id,
    companyId: order.companyId,
    userId: order.userId,
    issuedAt: times.shipped.slice(0, 10),
    deliveredAt: times.delivered ?? null,
    positions: order.lines.map((line, index) => ({ id: deliveryPositionId(id, index), productId: line.productId, quantity: line.quantity, priceNet: line.priceNet, vat: line.vat })),
  };
}

export function buildDeliveryDocuments(orders: SeedOrder[], today: Date): SeedDeliveryDocument[] {
  return orders.flatMap((order) => deliveryNoteOf(order, today) ?? []);
}
