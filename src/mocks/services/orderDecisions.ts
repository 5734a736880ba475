/**
 * What an account user does to an order besides buying: change its comment or client order number
 * (updateSalesOrder), and an approver's accept or reject of an order awaiting acceptance. Each decision
 * is stored with who made it and when, changes the status, and leaves a notification for the buyer.
 *
 * Limits: an order awaiting acceptance already reserves its value on the cost centre (see
 * presenters/costCenter.ts); accepting keeps it there, rejecting releases it. Accepting is refused (409)
 * only when the centre's rule refuses the order outright (a hard limit that may not be exceeded).
 */
import { acceptanceOutcome } from '../../domain/orderPolicy';
import { formatPln } from '../../domain/money';
import { ROUTES } from '../../routing/routePaths';
import type { OrderStatusId, SalesOrderChange } from '../../generated/model';
import { ORDER_STATUSES } from '../db/reference';
import { updateState } from '../db/store';
import type { SeedCompany, SeedOrder, SeedUser } from '../db/types';
import { badRequest, DemoHttpError, forbidden } from '../http/errors';
import type { DemoLocale } from '../http/locale';
import { orderTotals, personName } from '../presenters/order';
import { sendOrderDecisionMail } from './mail/orderMails';
import { notify } from './notifications';
import { recordOrderEvent } from './orderHistory';
import { centreWithoutOrder, isCompanyApprover, orderLimitValue } from './orderLimits';
import { orderForSession } from './orderAccess';

type UserSession = { kind: 'user'; user: SeedUser; company: SeedCompany; token: string };

const conflict = (message: string, code = 'CONFLICT') => new DemoHttpError(409, code, message);

/** Statuses after which an order's data is final (shipped goods, closed orders). */
const CLOSED: OrderStatusId[] = ['shipped', 'delivered', 'cancelled', 'rejected'];

/** The shop path of an order's page in the account (a notification's link). */
export const orderPagePath = (orderId: number): string => ROUTES['dashboard-orders-slug'].pl.replace(':slug', String(orderId));

/** PATCH sales-orders/{id}: the buyer, an approver or an administrator changes comment / client order number while the order is open. */
export function updateOrder(session: UserSession, orderId: number, change: SalesOrderChange): SeedOrder {
  // The data-only role never gets here: the operation wrapper's role gate (http/roleGate.ts) refuses it.
  const { user } = session;
  const order = orderForSession(session, orderId);
  if (order.userId !== user.id && !user.canApprove && user.roleName !== 'admin') throw forbidden('Możesz zmieniać tylko własne zamówienia.');
  if (CLOSED.includes(order.status)) {
    throw conflict(`Zamówienia ${order.number} nie można już zmienić – ma status „${ORDER_STATUSES[order.status]}”.`);
  }
  const trimmed = (value: string | null | undefined) => (value === undefined ? undefined : value?.trim() || null);
  const comment = trimmed(change.comment);
  const clientOrderNumber = trimmed(change.clientOrderNumber);
  if (comment === undefined && clientOrderNumber === undefined) throw badRequest('Podaj komentarz lub numer zamówienia klienta do zmiany.');
  updateState((state) => {
    const stored = (state.orderChanges[order.id] ??= {});
    if (comment !== undefined) stored.comment = comment;
    if (clientOrderNumber !== undefined) stored.clientOrderNumber = clientOrderNumber;
  });
  return orderForSession(session, orderId);
}

/** The order an approver may decide now: 403 for anyone else, 409 when it no longer waits. */
function orderToDecide(session: UserSession, orderId: number, action: 'akceptowania' | 'odrzucania'): SeedOrder {
  const { user } = session;
  // The same words as the approval queue's refusal (orders.ts).
  if (!isCompanyApprover(user, session.company)) throw forbidden(`Nie masz uprawnień do ${action} zamówień.`);
  const order = orderForSession(session, orderId);
  if (order.status !== 'awaitingAcceptance') {
    const decided = order.status === 'accepted' || order.status === 'rejected';
    throw conflict(decided
      ? `Zamówienie ${order.number} zostało już ${order.status === 'accepted' ? 'zaakceptowane' : 'odrzucone'}.`
      : `Zamówienie ${order.number} nie oczekuje na akceptację (status: „${ORDER_STATUSES[order.status]}”).`, 'ALREADY-DECIDED');
  }
  return order;
}

function decide(session: UserSession, order: SeedOrder, decision: 'accepted' | 'rejected', reason: string | null, locale: DemoLocale): void {
  const at = new Date().toISOString();
  updateState((state) => {
    state.orderStatus[order.id] = decision;
    state.orderDecisions[order.id] = { decision, byUserId: session.user.id, at, reason };
  });
  recordOrderEvent(order.id, { kind: 'decision', status: decision, at, byUserId: session.user.id, note: reason });
  const value = formatPln(orderTotals(order).grandTotal.gross);
  const approver = personName(session.user);
  notify(order.userId, decision === 'accepted'
    ? { title: `Zamówienie ${order.number} zostało zaakceptowane`, message: `${approver} zaakceptował(a) Twoje zamówienie ${order.number} o wartości ${value}. Przekazaliśmy je do realizacji.`, link: orderPagePath(order.id) }
    : { title: `Zamówienie ${order.number} zostało odrzucone`, message: `${approver} odrzucił(a) Twoje zamówienie ${order.number} o wartości ${value}. Powód: ${reason}`, link: orderPagePath(order.id) });
  sendOrderDecisionMail(order, decision, session.user, reason, locale);
}

/** POST sales-orders/{id}/accept. */
export function acceptOrder(session: UserSession, orderId: number, locale: DemoLocale = 'pl'): SeedOrder {
  const order = orderToDecide(session, orderId, 'akceptowania');
  // The order policy decides, the same for the queue, the order page, the mail link and bulk acceptance (all call this).
  const centre = centreWithoutOrder(order);
  const outcome = acceptanceOutcome(centre, orderLimitValue(order));
  if (!outcome.mayAccept && centre) {
    throw conflict(`Nie można zaakceptować zamówienia – limit centrum kosztowego „${centre.name}” nie może zostać przekroczony: ${outcome.message}.`, 'COST-CENTER-LIMIT');
  }
  decide(session, order, 'accepted', null, locale);
  return orderForSession(session, orderId);
}

/** POST sales-orders/{id}/reject: the reason is required (the buyer reads it). */
export function rejectOrder(session: UserSession, orderId: number, reason: string, locale: DemoLocale = 'pl'): SeedOrder {
  const order = orderToDecide(session, orderId, 'odrzucania');
  const text = reason.trim();
  if (!text) throw new DemoHttpError(400, 'VALIDATION', 'Podaj powód odrzucenia zamówienia.', { field: 'reason' });
  decide(session, order, 'rejected', text, locale);
  return orderForSession(session, orderId);
}
