/**
 * Who may read an order: the company's users (a private customer: own orders, as the order list's
 * visibleOrders) and the guest session that placed it.
 */
import { allOrders } from '../db/store';
import type { SeedOrder } from '../db/types';
import { cartOwner, type Session } from '../http/auth';
import { notFound } from '../http/errors';

export function canSeeOrder(session: Session, order: SeedOrder): boolean {
  if (order.placed?.owner === cartOwner(session)) return true;
  if (session.kind !== 'user') return false;
  const { user, company } = session;
  return order.companyId === company.id && (!company.isPrivateCustomer || order.userId === user.id);
}

/** The order with that id as the session may see it (404 otherwise, without telling whose it is). */
export function orderForSession(session: Session, id: number): SeedOrder {
  const order = allOrders().find((candidate) => candidate.id === id);
  if (!order || !canSeeOrder(session, order)) throw notFound(`Nie znaleziono zamówienia o identyfikatorze ${id}.`);
  return order;
}
