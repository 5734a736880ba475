/**
 * An order's story for its detail page: the status history (placed, the approver's decision, the
 * fulfilment steps with dates and who), its documents (VAT invoices and corrections by their
 * sales-invoice ids, WZ delivery notes) and the parcel's tracking number with the carrier's tracking
 * link (a link only; nothing is fetched). Seeded orders get all of it deterministically from their
 * dates and status (db/seed/invoices.ts `fulfilmentTimes`); decisions made through the demo are stored.
 */
import type { NamedRef, OrderStatusChange, PersonRef, SalesDocument } from '../../generated/model';
import { ORDER_STATUSES } from '../db/reference';
import { deliveryNoteOf } from '../db/seed/deliveryDocuments';
import { fulfilmentTimes } from '../db/seed/invoices';
import { allUsers, getSeed, getState } from '../db/store';
import type { OrderEvent } from '../db/orderRecords';
import type { SeedOrder } from '../db/types';
import { moneyFromNetGross } from '../../domain/money';
import { personName } from './order';

const HOUR = 3_600_000;
const STEP_NAMES = { placed: 'Złożone', ...ORDER_STATUSES } as const;

/** Why seeded orders were rejected (a demo decision stores its own reason). */
const SEEDED_REJECTION = 'Przekroczony budżet centrum kosztowego w tym miesiącu – proszę złożyć zamówienie w przyszłym miesiącu.';

const personRef = (userId: number): PersonRef | null => {
  const user = allUsers().find((candidate) => candidate.id === userId);
  return user ? { id: user.id, name: personName(user) } : null;
};

/** The company's first approver (who decided the seeded orders). */
const companyApprover = (companyId: number): PersonRef | null => {
  const approver = getSeed().users.find((user) => user.companyId === companyId && user.canApprove);
  return approver ? personRef(approver.id) : null;
};

const step = (status: OrderStatusChange['status'], at: string, by: PersonRef | null, note: string | null = null): OrderStatusChange =>
  ({ status, name: STEP_NAMES[status], at, by, note });

const later = (iso: string, hours: number): string => new Date(Date.parse(iso) + hours * HOUR).toISOString();

/** The approver's decision on the order: stored through the demo, or the seeded one of a rejected order. */
export function orderDecision(order: SeedOrder): { status: 'accepted' | 'rejected'; at: string; by: PersonRef | null; reason: string | null } | null {
  const stored = getState().orderDecisions[order.id];
  if (stored) return { status: stored.decision, at: stored.at, by: personRef(stored.byUserId), reason: stored.reason };
  if (order.status === 'rejected' && !order.placed) return { status: 'rejected', at: later(order.createdAt, 3), by: companyApprover(order.companyId), reason: SEEDED_REJECTION };
  return null;
}

/** A stored entry of the order policy (edit, decision, re-approval) as a history step. */
function eventStep(event: OrderEvent): OrderStatusChange {
  // A level accepted before the last one leaves the order waiting: the step names the decision.
  const name = event.kind === 'edit' ? 'Zmiana zamówienia' : event.kind === 'decision' && event.status === 'awaitingAcceptance' ? STEP_NAMES.accepted : STEP_NAMES[event.status];
  const by = event.byUserId === null ? null : personRef(event.byUserId);
  const amounts = event.kind === 'edit' && event.amountBefore && event.amountAfter
    ? { amountBefore: moneyFromNetGross(event.amountBefore.net, event.amountBefore.gross), amountAfter: moneyFromNetGross(event.amountAfter.net, event.amountAfter.gross) }
    : {};
  const level = event.kind === 'decision' ? { level: event.level ?? null } : {};
  return { ...step(event.status, event.at, by, event.note), name, kind: event.kind, ...level, ...amounts };
}

/**
 * Oldest first: placed, waiting and the decision, then the fulfilment steps. An order with stored
 * entries (services/orderHistory.ts) shows how it was placed, then every edit, decision and
 * re-approval in the order they happened.
 */
export function statusHistory(order: SeedOrder): OrderStatusChange[] {
  const events = getState().orderEvents?.[order.id] ?? [];
  if (!events.length) return baseHistory(order, orderDecision(order));
  const asPlaced = getSeed().orders.find((candidate) => candidate.id === order.id) ?? getState().placedOrders.find((candidate) => candidate.id === order.id) ?? order;
  // A decision stored before its history entry was kept (older demo data) comes first.
  const stored = getState().orderDecisions[order.id];
  const earlier: OrderEvent[] = stored && !events.some((event) => event.kind === 'decision')
    ? [{ kind: 'decision', status: stored.decision, at: stored.at, byUserId: stored.byUserId, note: stored.reason }]
    : [];
  return [...baseHistory(asPlaced, null), ...[...earlier, ...events].map(eventStep)];
}

function baseHistory(order: SeedOrder, decision: ReturnType<typeof orderDecision>): OrderStatusChange[] {
  const buyer = personRef(order.userId) ?? (order.placed ? { id: order.userId, name: order.placed.buyer.name } : null);
  const history = [step('placed', order.createdAt, buyer)];
  if (decision || order.status === 'awaitingAcceptance') history.push(step('awaitingAcceptance', order.createdAt, null));
  if (decision) history.push(step(decision.status, decision.at, decision.by, decision.reason));
  if (order.placed) {
    if (!decision && order.status !== 'awaitingAcceptance') history.push(step(order.status === 'cancelled' ? 'accepted' : order.status, order.createdAt, null));
    return history;
  }
  if (order.status === 'cancelled') {
    return [...history, step('accepted', later(order.createdAt, 0.25), null), step('cancelled', later(order.createdAt, 2), buyer, 'Anulowane na prośbę zamawiającego.')];
  }
  const times = fulfilmentTimes(order, getSeed().today);
  for (const status of ['accepted', 'inProgress', 'shipped', 'delivered'] as const) {
    // An order accepted through the demo has its acceptance in the history already.
    if (times[status] && !(status === 'accepted' && decision)) history.push(step(status, times[status]!, null));
  }
  return history;
}

/** The order's documents: its invoices and corrections (ids are sales-invoice ids) and, once shipped, the WZ delivery note. */
export function orderDocuments(order: SeedOrder): SalesDocument[] {
  const documents: SalesDocument[] = [];
  // The same note the complaint wizard finds (db/seed/deliveryDocuments.ts): one numbering.
  const note = deliveryNoteOf(order, getSeed().today);
  if (note) documents.push({ id: note.id, number: note.number, type: 'deliveryNote', issuedAt: note.issuedAt });
  for (const invoice of getSeed().invoices) {
    if (invoice.orderIds.includes(order.id)) documents.push({ id: invoice.id, number: invoice.number, type: invoice.type, issuedAt: invoice.issuedAt });
  }
  return documents;
}

interface Carrier {
  ref: NamedRef;
  trackingUrl: (number: string) => string;
  number: (orderId: number) => string;
}

const CARRIERS: Record<string, Carrier> = {
  dpd: { ref: { id: 'dpd', name: 'DPD Polska' }, trackingUrl: (n) => `https://tracktrace.dpd.com.pl/parcelDetails?p1=${n}`, number: (id) => `0${String(id * 104_729).padStart(13, '0')}` },
  inpost: { ref: { id: 'inpost', name: 'InPost' }, trackingUrl: (n) => `https://inpost.pl/sledzenie-przesylek?number=${n}`, number: (id) => `6${String(id * 7_919_113).padStart(23, '0')}` },
  orlen: { ref: { id: 'orlen', name: 'ORLEN Paczka' }, trackingUrl: (n) => `https://www.orlenpaczka.pl/sledz-paczke/?numer=${n}`, number: (id) => `ORL${String(id * 3_571).padStart(12, '0')}` },
  pocztex: { ref: { id: 'pocztex', name: 'Pocztex' }, trackingUrl: (n) => `https://emonitoring.poczta-polska.pl/?numer=${n}`, number: (id) => `PX${String(id * 2_741).padStart(18, '0')}` },
};

/** Which carrier takes a delivery method's parcels (own transport and personal pickup have no tracking). */
const CARRIER_OF_METHOD: Record<string, keyof typeof CARRIERS> = { courier: 'dpd', dpdPickup: 'dpd', parcelLocker: 'inpost', orlenPoint: 'orlen', pocztexPoint: 'pocztex' };

/** The parcel of a shipped or delivered order: number, carrier and its tracking link. */
export function orderTracking(order: SeedOrder): { trackingNumber: string | null; carrier: NamedRef | null; trackingUrl: string | null } {
  const carrier = CARRIERS[CARRIER_OF_METHOD[order.deliveryMethodId]];
  if (!carrier || (order.status !== 'shipped' && order.status !== 'delivered')) return { trackingNumber: null, carrier: null, trackingUrl: null };
  const trackingNumber = carrier.number(order.id);
  return { trackingNumber, carrier: carrier.ref, trackingUrl: carrier.trackingUrl(trackingNumber) };
}
