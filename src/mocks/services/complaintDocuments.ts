/**
 * What a customer can complain about or return: the WZ delivery notes of her company's delivered
 * orders (a private customer: her own), each position with the quantity still open — delivered minus
 * what complaints and returns already cover (a rejected one gives its quantity back: the goods stay
 * the customer's). A return (RZ) is offered only within the return period (src/domain/complaints:
 * 14 days for a private customer, 30 for a company); a complaint (R-nt) on any delivered note.
 */
import { canStillReturn, returnDeadline, returnPeriodDays } from '../../domain/complaints/returnPeriod';
import { formatDate } from '../../domain/format/date';
import type { ComplaintType } from '../../generated/model';
import { allOrders, getSeed, getState } from '../db/store';
import type { ComplaintRecord, SeedCompany, SeedDeliveryDocument, SeedDeliveryPosition, SeedOrder, SeedUser } from '../db/types';
import { noteIdOfPosition } from '../db/seed/deliveryDocuments';
import { DemoHttpError, notFound } from '../http/errors';

/** Seeded complaints and those registered through the demo. */
export function allComplaints(): ComplaintRecord[] {
  const stored = getState().complaints;
  return stored?.length ? [...getSeed().complaints, ...stored] : getSeed().complaints;
}

export const currentStatus = (complaint: ComplaintRecord) => complaint.history[complaint.history.length - 1].status;

/** Quantity of each position covered by complaints and returns that still stand (all but rejected ones). */
export function complainedQuantities(): Map<number, number> {
  const covered = new Map<number, number>();
  for (const complaint of allComplaints()) {
    if (currentStatus(complaint) !== 'rejected') covered.set(complaint.positionId, (covered.get(complaint.positionId) ?? 0) + complaint.quantity);
  }
  return covered;
}

export const complainableQuantity = (position: SeedDeliveryPosition, covered: Map<number, number>): number => Math.max(0, position.quantity - (covered.get(position.id) ?? 0));

/** Whether the user may see (and complain about) this note: her company's; a private customer's own. */
export function canSeeDocument(user: SeedUser, company: SeedCompany, document: SeedDeliveryDocument): boolean {
  return document.companyId === company.id && (!company.isPrivateCustomer || document.userId === user.id);
}

let byId: Map<number, SeedDeliveryDocument> | undefined;
let byIdSeed: unknown;
/** Any note by its id (the seed's; rebuilt when the seed is). */
export function documentById(id: number): SeedDeliveryDocument | undefined {
  const seed = getSeed();
  if (!byId || byIdSeed !== seed) {
    byId = new Map(seed.deliveryDocuments.map((document) => [document.id, document]));
    byIdSeed = seed;
  }
  return byId.get(id);
}

/** The note a position id belongs to, whoever's it is. */
export const documentOfPosition = (positionId: number): SeedDeliveryDocument | undefined => documentById(noteIdOfPosition(positionId));

/** Notes the user may see that have arrived, newest first. */
export function deliveredDocuments(user: SeedUser, company: SeedCompany): SeedDeliveryDocument[] {
  return getSeed().deliveryDocuments
    .filter((document) => document.deliveredAt !== null && canSeeDocument(user, company, document))
    .sort((a, b) => b.deliveredAt!.localeCompare(a.deliveredAt!) || b.id - a.id);
}

/** Today as the return period counts it. */
export const todayIso = (): string => new Date().toISOString();

/**
 * Notes a complaint of this type can be made on now: delivered, something still open, and for a
 * return within the period. Without a type, both kinds.
 */
export function complainableDocuments(user: SeedUser, company: SeedCompany, type: ComplaintType | undefined): SeedDeliveryDocument[] {
  const covered = complainedQuantities();
  const today = todayIso();
  return deliveredDocuments(user, company).filter((document) =>
    (type !== 'RZ' || canStillReturn(document.deliveredAt!, today, company.isPrivateCustomer))
    && document.positions.some((position) => complainableQuantity(position, covered) > 0));
}

/** Lower case without spaces, so "wz/2026/06/ 104123" finds "WZ/2026/06/104123". */
export const compact = (text: string): string => text.toLowerCase().replace(/\s+/g, '');

let ordersById: { source: SeedOrder[]; map: Map<number, SeedOrder> } | undefined;
/** The order of a note (seeded orders: their WZ never changes with the demo's changes). */
export function orderOfDocument(document: SeedDeliveryDocument): SeedOrder | undefined {
  const orders = allOrders();
  if (!ordersById || ordersById.source.length !== orders.length) ordersById = { source: orders, map: new Map(orders.map((order) => [order.id, order])) };
  return ordersById.map.get(document.orderId);
}

/**
 * The note with this number as the user may use it for a complaint of `type`: 404 when there is no
 * such note or it is someone else's (without telling whose); 400 while the goods are on the way or,
 * for a return, once the return period is over.
 */
export function documentForComplaint(user: SeedUser, company: SeedCompany, number: string, type: ComplaintType): SeedDeliveryDocument {
  const wanted = compact(number);
  const document = getSeed().deliveryDocuments.find((candidate) => compact(candidate.number) === wanted);
  if (!document || !canSeeDocument(user, company, document)) throw notFound(`Nie znaleziono dokumentu dostawy „${number.trim()}”. Sprawdź numer na dokumencie WZ dołączonym do przesyłki.`);
  if (!document.deliveredAt) {
    throw new DemoHttpError(400, 'NOT-DELIVERED', `Towar z dokumentu ${document.number} jest jeszcze w drodze – zgłoszenie będzie możliwe po dostawie.`, { field: 'documentNumber' });
  }
  if (type === 'RZ' && !canStillReturn(document.deliveredAt, todayIso(), company.isPrivateCustomer)) {
    const days = returnPeriodDays(company.isPrivateCustomer);
    throw new DemoHttpError(400, 'RETURN-PERIOD-EXPIRED',
      `Minął termin zwrotu towaru z dokumentu ${document.number}: można go było zwrócić do ${formatDate(returnDeadline(document.deliveredAt, company.isPrivateCustomer))} (${days} dni od dostawy). Wadliwy towar możesz nadal zgłosić jako reklamację.`,
      { field: 'documentNumber' });
  }
  return document;
}
