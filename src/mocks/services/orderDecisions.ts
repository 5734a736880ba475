/**
 * What an account user does to an order besides buying: change its comment or client order number
 * (updateSalesOrder), and an approver's accept or reject of an order awaiting acceptance. Each decision
 * is stored with who made it and when, changes the status, and leaves a notification for the buyer.
 *
 * Approval rules (services/orderApproval.ts): an order waits in a chain of levels. Only who may decide the
 * level it waits at decides (never the buyer herself: 403); accepting a level that is not the last records
 * the decision and the order waits at the next level, whose approvers get the e-mail; rejecting at any
 * level rejects the order.
 *
 * Limits: an order awaiting acceptance already reserves its value on the cost centre (see
 * presenters/costCenter.ts); accepting keeps it there, rejecting releases it. Accepting is refused (409)
 * only when the centre's rule refuses the order outright (a hard limit that may not be exceeded).
 */
import { acceptanceOutcome, waitingFor } from '../../domain/orderPolicy';
import { formatPln } from '../../domain/money';
import { ROUTES } from '../../routing/routePaths';
import type { OrderStatusId, SalesOrderChange } from '../../generated/model';
import { ORDER_STATUSES } from '../db/reference';
import { allUsers, updateState } from '../db/store';
import type { SeedCompany, SeedOrder, SeedUser } from '../db/types';
import { badRequest, DemoHttpError, forbidden } from '../http/errors';
import type { DemoLocale } from '../http/locale';
import { orderTotals, personName } from '../presenters/order';
import { sendAwaitingApprovalMails, sendOrderDecisionMail } from './mail/orderMails';
import { notify } from './notifications';
import { orderRevision, recordOrderEvent } from './orderHistory';
import { centreWithoutOrder, isCompanyApprover, orderLimitValue } from './orderLimits';
import { orderForSession } from './orderAccess';
import { currentLevel, decidersContext, mayDecideNow, recordLevelDecision } from './orderApproval';

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

const LEVEL_MESSAGES = {
  pl: {
    ownOrder: (number: string) => `Nie możesz decydować o własnym zamówieniu ${number}. Zdecyduje o nim inna osoba akceptująca w firmie.`,
    notYourLevel: (number: string, level: number, levels: number, who: string | null) =>
      `Zamówienie ${number} czeka na decyzję na poziomie ${level} z ${levels}${who ? ` – decyduje ${who}` : ''}. Nie możesz zdecydować o tym poziomie.`,
  },
  en: {
    ownOrder: (number: string) => `You cannot decide on your own order ${number}. Another approver of the company will decide on it.`,
    notYourLevel: (number: string, level: number, levels: number, who: string | null) =>
      `Order ${number} awaits a decision at level ${level} of ${levels}${who ? ` – ${who} decides it` : ''}. You cannot decide this level.`,
  },
} as const;

/** 403 unless the user may decide the level the order waits at (never her own order). */
function requireLevelDecider(order: SeedOrder, user: SeedUser, locale: DemoLocale): void {
  const texts = LEVEL_MESSAGES[locale];
  if (order.userId === user.id) throw new DemoHttpError(403, 'OWN-ORDER', texts.ownOrder(order.number));
  if (mayDecideNow(order, user)) return;
  const current = currentLevel(order);
  const whoId = current ? waitingFor(current.level, decidersContext(order)) : null;
  const who = whoId === null ? undefined : allUsers().find((candidate) => candidate.id === whoId);
  throw new DemoHttpError(403, 'NOT-YOUR-LEVEL', texts.notYourLevel(order.number, current?.level.level ?? 1, current?.levels ?? 1, who ? personName(who) : null));
}

/**
 * The order an approver may decide now: 403 for anyone else, 409 when it no longer waits, and 409
 * ORDER-CHANGED when its lines have changed since the revision she decided on (`seenRevision`).
 */
function orderToDecide(session: UserSession, orderId: number, action: 'akceptowania' | 'odrzucania', locale: DemoLocale, seenRevision: number | undefined): SeedOrder {
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
  requireLevelDecider(order, user, locale);
  // Only someone who may decide it now learns that the order changed.
  if (seenRevision !== undefined && seenRevision !== orderRevision(order.id)) {
    throw conflict(`Zamówienie ${order.number} zostało w międzyczasie zmienione – sprawdź je i zdecyduj ponownie.`, 'ORDER-CHANGED');
  }
  return order;
}

/** The decision that ends the chain: the order's status, who and when, the buyer's notification and e-mail. */
function decide(session: UserSession, order: SeedOrder, decision: 'accepted' | 'rejected', reason: string | null, locale: DemoLocale, at: string, level: number): void {
  updateState((state) => {
    state.orderStatus[order.id] = decision;
    state.orderDecisions[order.id] = { decision, byUserId: session.user.id, at, reason };
  });
  recordOrderEvent(order.id, { kind: 'decision', status: decision, at, byUserId: session.user.id, note: reason, level });
  const value = formatPln(orderTotals(order).grandTotal.gross);
  const approver = personName(session.user);
  notify(order.userId, decision === 'accepted'
    ? { title: `Zamówienie ${order.number} zostało zaakceptowane`, message: `${approver} zaakceptował(a) Twoje zamówienie ${order.number} o wartości ${value}. Przekazaliśmy je do realizacji.`, link: orderPagePath(order.id) }
    : { title: `Zamówienie ${order.number} zostało odrzucone`, message: `${approver} odrzucił(a) Twoje zamówienie ${order.number} o wartości ${value}. Powód: ${reason}`, link: orderPagePath(order.id) });
  sendOrderDecisionMail(order, decision, session.user, reason, locale);
}

/** POST sales-orders/{id}/accept. */
export function acceptOrder(session: UserSession, orderId: number, locale: DemoLocale = 'pl', seenRevision?: number): SeedOrder {
  const order = orderToDecide(session, orderId, 'akceptowania', locale, seenRevision);
  // The order policy decides, the same for the queue, the order page, the mail link and bulk acceptance (all call this).
  const centre = centreWithoutOrder(order);
  const outcome = acceptanceOutcome(centre, orderLimitValue(order));
  if (!outcome.mayAccept && centre) {
    throw conflict(`Nie można zaakceptować zamówienia – limit centrum kosztowego „${centre.name}” nie może zostać przekroczony: ${outcome.message}.`, 'COST-CENTER-LIMIT');
  }
  const at = new Date().toISOString();
  const { step, level } = recordLevelDecision(order, session.user, 'accepted', at);
  if (step.status === 'awaitingAcceptance') {
    // A level that is not the last: the decision is in the history, the next level's approvers are asked.
    recordOrderEvent(order.id, { kind: 'decision', status: 'awaitingAcceptance', at, byUserId: session.user.id, note: null, level });
    sendAwaitingApprovalMails(orderForSession(session, orderId), undefined, locale, true);
    return orderForSession(session, orderId);
  }
  decide(session, order, 'accepted', null, locale, at, level);
  return orderForSession(session, orderId);
}

/** POST sales-orders/{id}/reject: the reason is required (the buyer reads it). */
export function rejectOrder(session: UserSession, orderId: number, reason: string, locale: DemoLocale = 'pl', seenRevision?: number): SeedOrder {
  const order = orderToDecide(session, orderId, 'odrzucania', locale, seenRevision);
  const text = reason.trim();
  if (!text) throw new DemoHttpError(400, 'VALIDATION', 'Podaj powód odrzucenia zamówienia.', { field: 'reason' });
  const at = new Date().toISOString();
  const { level } = recordLevelDecision(order, session.user, 'rejected', at);
  decide(session, order, 'rejected', text, locale, at, level);
  return orderForSession(session, orderId);
}
