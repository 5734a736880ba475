import { afterEach, describe, expect, it } from 'vitest';
import { demoError, withFreshDemoState, userSession } from '../../../tests/setup/demoState';
import { allOrders, getSeed, updateState } from '../db/store';
import type { SeedOrder } from '../db/types';
import { DemoHttpError } from '../http/errors';
import { viewContext } from '../presenters/context';
import { toCostCenter } from '../presenters/costCenter';
import { toSalesOrder } from '../presenters/salesOrder';
import { cartLines } from './cart';
import { countOrdersForAcceptance } from './costCenters';
import { listNotifications, markAllRead, markRead } from './notifications';
import { copyOrderToCart } from './orderCopy';
import { acceptOrder, rejectOrder, updateOrder } from './orderDecisions';
import { orderAmountOverLimit } from './orderLimits';
import { listOrders, listOrdersForAcceptance } from './orders';

withFreshDemoState();

const as = (login: string, companyId = 1001) => userSession(login, companyId);
const approver = () => as('akceptant@firma.demo');
const buyer = () => as('kupiec@firma.demo');
const waiting = (companyId = 1001): SeedOrder[] => allOrders().filter((order) => order.companyId === companyId && order.status === 'awaitingAcceptance');
const current = (id: number) => allOrders().find((order) => order.id === id)!;


describe('accepting and rejecting orders', () => {
  it('lets an approver accept a waiting order once; deciding again is 409', () => {
    const [order] = waiting();
    const accepted = acceptOrder(approver(), order.id);
    expect(accepted.status).toBe('accepted');
    const detail = toSalesOrder(accepted, approver().user);
    expect(detail.acceptedBy).toEqual({ id: 3, name: 'Magdalena Wójcik' });
    expect(detail.statusHistory?.map((step) => step.status)).toEqual(['placed', 'awaitingAcceptance', 'accepted']);
    expect(detail.canAccept).toBe(false);
    expect(demoError(() => acceptOrder(approver(), order.id))).toMatchObject({ status: 409, message: `Zamówienie ${order.number} zostało już zaakceptowane.` });
    expect(demoError(() => rejectOrder(approver(), order.id, 'Za drogo'))).toMatchObject({ status: 409 });
  });

  it('refuses buyers and data-only users (403) and other companies’ orders (404)', () => {
    const [order] = waiting();
    expect(demoError(() => acceptOrder(buyer(), order.id))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(demoError(() => rejectOrder(as('dane@firma.demo'), order.id, 'x')).status).toBe(403);
    expect(demoError(() => acceptOrder(as('akceptant@firma.demo', 1002), order.id)).status).toBe(404);
    expect(current(order.id).status).toBe('awaitingAcceptance');
  });

  it('requires a reason to reject and shows it on the order', () => {
    const [order] = waiting();
    expect(demoError(() => rejectOrder(approver(), order.id, '   '))).toMatchObject({ status: 400, message: 'Podaj powód odrzucenia zamówienia.' });
    rejectOrder(approver(), order.id, 'Proszę połączyć z zamówieniem z piątku.');
    expect(toSalesOrder(current(order.id), buyer().user).rejectionReason).toBe('Proszę połączyć z zamówieniem z piątku.');
  });

  it('leaves a notification for the buyer after each decision', () => {
    const [first, second] = waiting().filter((order) => order.userId === 2);
    const unreadBefore = listNotifications(2, {}).countUnread;
    const approverTotal = listNotifications(3, {}).countTotal;
    acceptOrder(approver(), first.id);
    rejectOrder(approver(), second.id, 'Budżet wyczerpany.');
    const inbox = listNotifications(2, {});
    expect(inbox.countUnread).toBe(unreadBefore + 2);
    expect(inbox.notifications[0]).toMatchObject({ title: `Zamówienie ${second.number} zostało odrzucone`, read: false, link: `/moje-konto/zamowienia/${second.id}` });
    expect(inbox.notifications[0].message).toContain('Powód: Budżet wyczerpany.');
    expect(inbox.notifications[1].title).toBe(`Zamówienie ${first.number} zostało zaakceptowane`);
    expect(listNotifications(3, {}).countTotal).toBe(approverTotal);
    expect(markRead(2, inbox.notifications[0].id).countUnread).toBe(unreadBefore + 1);
    expect(() => markRead(3, inbox.notifications[1].id)).toThrow(DemoHttpError);
    expect(markAllRead(2)).toBe(0);
  });

  it('counts down the approvers’ queue and badge after a decision', () => {
    const before = countOrdersForAcceptance(approver().user, approver().company);
    const queue = listOrdersForAcceptance(approver().user, approver().company, {});
    expect(queue.countTotal).toBe(before);
    acceptOrder(approver(), queue.salesOrders[0].id);
    expect(countOrdersForAcceptance(approver().user, approver().company)).toBe(before - 1);
    expect(demoError(() => listOrdersForAcceptance(buyer().user, buyer().company, {})).status).toBe(403);
  });
});

describe('cost-centre limits of decisions', () => {
  const restore: (() => void)[] = [];
  afterEach(() => restore.splice(0).forEach((undo) => undo()));

  /** Puts a waiting order of this month on Marketing (8000 zł hard, may be exceeded after approval). */
  function overLimitOrder(): SeedOrder {
    const order = waiting()[0];
    const month = getSeed().today.toISOString().slice(0, 7);
    const lines = [{ productId: order.lines[0].productId, quantity: 1, priceNet: 9000, vat: 23 as const, deposit: null }];
    updateState((state) => {
      state.orderLines[order.id] = lines;
    });
    // The seeded date may be last month: the order must count in this month's limit.
    const seeded = getSeed().orders.find((candidate) => candidate.id === order.id)!;
    const { createdAt, costCenterId } = seeded;
    restore.push(() => Object.assign(seeded, { createdAt, costCenterId }));
    seeded.createdAt = `${month}-01T09:00:00.000Z`;
    seeded.costCenterId = 12;
    return current(order.id);
  }

  it('reserves a waiting order on the limit, keeps it when accepted and releases it when rejected', () => {
    const order = overLimitOrder();
    const marketing = () => toCostCenter(getSeed().costCenters.find((centre) => centre.id === 12)!, getSeed());
    const withoutIt = toCostCenter(getSeed().costCenters.find((centre) => centre.id === 12)!, getSeed(), order.id);
    expect(marketing().limitUsed).toBeCloseTo(withoutIt.limitUsed + 9000, 2);
    expect(orderAmountOverLimit(order)).toBeCloseTo(9000 - withoutIt.limitAvailable!, 2);
    const row = listOrdersForAcceptance(approver().user, approver().company, { limit: 100 }).salesOrders.find((candidate) => candidate.id === order.id)!;
    expect(row.amountOverLimit).toBeGreaterThan(0);
    rejectOrder(approver(), order.id, 'Przekroczony limit.');
    expect(marketing().limitUsed).toBeCloseTo(withoutIt.limitUsed, 2);
  });

  it('accepts an over-limit order when the centre allows exceeding after approval; the order then uses the limit', () => {
    const order = overLimitOrder();
    acceptOrder(approver(), order.id);
    const marketing = toCostCenter(getSeed().costCenters.find((centre) => centre.id === 12)!, getSeed());
    expect(marketing.limitAvailable).toBe(0);
  });

  it('refuses to accept an order over a hard limit that may not be exceeded (409)', () => {
    const order = overLimitOrder();
    getSeed().orders.find((candidate) => candidate.id === order.id)!.costCenterId = 11;
    updateState((state) => {
      state.orderLines[order.id] = [{ productId: order.lines[0].productId, quantity: 1, priceNet: 25_000, vat: 23, deposit: null }];
    });
    expect(demoError(() => acceptOrder(approver(), order.id))).toMatchObject({ status: 409, code: 'COST-CENTER-LIMIT' });
  });
});

describe('changing and copying orders', () => {
  it('changes comment and client order number of an open order only', () => {
    const order = waiting().find((candidate) => candidate.userId === 2)!;
    expect(updateOrder(buyer(), order.id, { comment: ' Dostawa na recepcję. ', clientOrderNumber: 'ZAM/26/001' })).toMatchObject({ comment: 'Dostawa na recepcję.', clientOrderNumber: 'ZAM/26/001' });
    const delivered = allOrders().find((candidate) => candidate.companyId === 1001 && candidate.status === 'delivered')!;
    expect(demoError(() => updateOrder(approver(), delivered.id, { comment: 'x' }))).toMatchObject({ status: 409 });
    expect(demoError(() => updateOrder(as('dane@firma.demo'), order.id, { comment: 'x' })).status).toBe(403);
  });

  it('copies an order’s products into the cart, clearing it first when asked', () => {
    const session = buyer();
    const order = allOrders().find((candidate) => candidate.companyId === 1001 && candidate.status === 'delivered' && candidate.lines.length >= 3)!;
    const message = copyOrderToCart(session, order.id, viewContext(session));
    expect(message).toMatch(/dodan/i);
    const lines = cartLines('u:2').map((line) => ({ ...line }));
    expect(lines.map((line) => line.productId).sort()).toEqual([...new Set(order.lines.map((line) => line.productId))].sort());
    copyOrderToCart(session, order.id, viewContext(session));
    expect(cartLines('u:2')[0].quantity).toBe(lines[0].quantity * 2);
    copyOrderToCart(session, order.id, viewContext(session), { clearCart: true });
    expect(cartLines('u:2')[0].quantity).toBe(lines[0].quantity);
    // The data-only role is refused before the service runs (http/roleGate.test.ts).
  });

  it('offers the orders list’s filters with their kinds', () => {
    const list = listOrders(buyer().user, buyer().company, {});
    expect(list.availableFilters.map((filter) => `${filter.key}:${filter.type}`)).toEqual([
      'status:select', 'costCenter:select', 'createdBy:select', 'number:text', 'dateFrom:date', 'dateTo:date', 'scope:scope',
    ]);
    const dated = listOrders(buyer().user, buyer().company, { filters: { dateFrom: ['2000-01-01'], dateTo: [getSeed().today.toISOString().slice(0, 10)] } });
    expect(dated.countTotal).toBe(list.countTotal);
  });
});

describe('seeded order detail', () => {
  it('carries history, documents and a tracking link for shipped and delivered orders', () => {
    const delivered = allOrders().find((order) => order.companyId === 1001 && order.status === 'delivered' && order.deliveryMethodId === 'courier')!;
    const detail = toSalesOrder(delivered, buyer().user);
    expect(detail.statusHistory?.map((step) => step.status)).toEqual(['placed', 'accepted', 'inProgress', 'shipped', 'delivered']);
    const times = detail.statusHistory!.map((step) => step.at);
    expect(times).toEqual([...times].sort());
    expect(detail.documents.map((document) => document.type)).toEqual(expect.arrayContaining(['deliveryNote', 'invoice']));
    expect(detail.carrier).toEqual({ id: 'dpd', name: 'DPD Polska' });
    expect(detail.trackingUrl).toBe(`https://tracktrace.dpd.com.pl/parcelDetails?p1=${detail.trackingNumber}`);
    const invoiceId = detail.documents.find((document) => document.type === 'invoice')!.id;
    expect(getSeed().invoices.find((invoice) => invoice.id === invoiceId)?.orderIds).toContain(delivered.id);
    const open = toSalesOrder(waiting()[0], buyer().user);
    expect(open.trackingUrl).toBeNull();
    expect(open.documents).toEqual([]);
  });
});
