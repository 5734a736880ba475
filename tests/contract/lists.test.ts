import { describe, expect, it } from 'vitest';
import { getCountOrderForAcceptance, getNotifications } from '../../src/generated/api/account/account';
import {
  acceptSalesOrder, copySalesOrder, getSalesInvoice, getSalesInvoices, getSalesOrders, getSalesOrdersForAcceptance, rejectSalesOrder, updateSalesOrder,
} from '../../src/generated/api/lists/lists';
import { addSalesOrderItem } from '../../src/generated/api/cart/cart';
import { getSalesInvoicesResponse, getSalesOrdersForAcceptanceResponse, getSalesOrdersResponse } from '../../src/generated/zod/lists/lists.zod';
import { getSeed } from '../../src/mocks';
import { asBearer, failure, logIn, setupDemoApi } from '../setup/demoApi';

setupDemoApi();

describe('GET sales-orders', () => {
  it('lists the company orders newest first, 24 a page, with a real countTotal', async () => {
    const token = await logIn('kupiec@firma.demo');
    const page = getSalesOrdersResponse.parse(await getSalesOrders(undefined, asBearer(token)));
    expect(page.salesOrders).toHaveLength(24);
    expect(page.countTotal).toBeGreaterThanOrEqual(130);
    const dates = page.salesOrders.map((o) => o.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(page.salesOrders[0].number).toMatch(/^ZS\/\d{4}\/\d{2}\/\d{6}$/);
    expect(page.availableFilters.map((f) => f.key)).toEqual(['status', 'costCenter', 'createdBy', 'number', 'dateFrom', 'dateTo', 'scope']);
    const last = await getSalesOrders({ offset: page.countTotal - 5, limit: 24 }, asBearer(token));
    expect(last.salesOrders).toHaveLength(5);
  });

  it('sorts by grand total and number in both directions', async () => {
    const token = await logIn('akceptant@firma.demo');
    const ascending = await getSalesOrders({ orderBy: 'grandTotal', orderDirection: 'ASC', limit: 50 }, asBearer(token));
    const totals = ascending.salesOrders.map((o) => o.grandTotal.gross);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const byNet = await getSalesOrders({ orderBy: 'grandTotalNet', orderDirection: 'ASC', limit: 50 }, asBearer(token));
    const netTotals = byNet.salesOrders.map((o) => o.grandTotal.net);
    expect(netTotals).toEqual([...netTotals].sort((a, b) => a - b));
    const byNumber = await getSalesOrders({ orderBy: 'number', orderDirection: 'DESC', limit: 50 }, asBearer(token));
    const numbers = byNumber.salesOrders.map((o) => o.number.slice(-6));
    expect(numbers).toEqual([...numbers].sort().reverse());
    const byStatus = await getSalesOrders({ orderBy: 'status', orderDirection: 'ASC', limit: 5 }, asBearer(token));
    expect(byStatus.salesOrders[0].status.id).toBe('awaitingAcceptance');
  });

  it('filters by status and scope', async () => {
    const token = await logIn('kupiec@firma.demo');
    const waiting = await getSalesOrders({ filters: { status: ['awaitingAcceptance'] } }, asBearer(token));
    expect(waiting.countTotal).toBeGreaterThan(0);
    expect(waiting.salesOrders.every((o) => o.status.id === 'awaitingAcceptance' && o.status.name === 'Oczekuje na akceptację')).toBe(true);
    const mine = await getSalesOrders({ scope: 'mine', limit: 100 }, asBearer(token));
    expect(mine.salesOrders.every((o) => o.createdBy.name === 'Piotr Zieliński')).toBe(true);
    const all = await getSalesOrders({ scope: 'company' }, asBearer(token));
    expect(mine.countTotal).toBeLessThan(all.countTotal);
  });

  it('shows a private customer only her own orders and sends guests to log in', async () => {
    const own = await getSalesOrders(undefined, asBearer(await logIn('klient@spinacz.demo')));
    expect(own.countTotal).toBeGreaterThan(0);
    expect(own.salesOrders.every((o) => o.createdBy.name === 'Anna Kowalczyk' && o.costCenter === null)).toBe(true);
    expect(await failure(getSalesOrders(undefined, asBearer(await logIn('guest'))))).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });

  it('rejects unknown sort fields, statuses and filters in Polish', async () => {
    const token = await logIn('kupiec@firma.demo');
    expect(await failure(getSalesOrders({ orderBy: 'price' }, asBearer(token)))).toMatchObject({
      status: 400, code: 'VALIDATION', message: 'Pole „orderBy” ma niedozwoloną wartość. Dozwolone: number, createdAt, grandTotal, grandTotalNet, status.',
    });
    expect((await failure(getSalesOrders({ filters: { status: ['lost'] } }, asBearer(token)))).message).toContain('„lost”');
    expect((await failure(getSalesOrders({ orderDirection: 'UP' as 'ASC' }, asBearer(token)))).message).toContain('„orderDirection”');
    expect((await failure(getSalesOrders({ limit: 501 }, asBearer(token)))).message).toBe('Pole „limit” może mieć wartość najwyżej 500.');
  });
});

describe('orders awaiting acceptance and decisions', () => {
  it('gives approvers the queue with the amount over the limit, and buyers 403', async () => {
    const approver = await logIn('akceptant@firma.demo');
    const queue = getSalesOrdersForAcceptanceResponse.parse(await getSalesOrdersForAcceptance(undefined, asBearer(approver)));
    expect(queue.countTotal).toBe((await getCountOrderForAcceptance(asBearer(approver))).count);
    expect(queue.salesOrders.every((o) => o.status.id === 'awaitingAcceptance' && typeof o.amountOverLimit === 'number')).toBe(true);
    expect(queue.availableFilters.map((f) => f.key)).not.toContain('status');
    expect(await failure(getSalesOrdersForAcceptance(undefined, asBearer(await logIn('kupiec@firma.demo'))))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
  });

  it('decides only the order its approver saw: an order changed since is refused and stays waiting', async () => {
    const approver = await logIn('akceptant@firma.demo');
    const buyer = await logIn('kupiec@firma.demo');
    const [seen, other] = (await getSalesOrdersForAcceptance({ filters: { createdBy: ['2'] } }, asBearer(approver))).salesOrders;
    expect(seen.revision).toBe(0);
    // The buyer adds a line in edit-order mode after the queue showed the order.
    const extra = getSeed().products.find((p) => p.packKind === 'single' && !p.discontinued && p.orderMultiple === 1 && p.stock > 200 && p.priceNet < 20)!;
    await addSalesOrderItem(seen.id, { productId: extra.id, quantity: 1 }, asBearer(buyer));
    const changed = await failure(acceptSalesOrder(seen.id, { seenRevision: seen.revision }, asBearer(approver)));
    expect(changed).toMatchObject({ status: 409, code: 'ORDER-CHANGED', message: `Zamówienie ${seen.number} zostało w międzyczasie zmienione – sprawdź je i zdecyduj ponownie.` });
    const english = await failure(rejectSalesOrder(seen.id, { reason: 'Za drogo.', seenRevision: seen.revision }, { headers: { ...asBearer(approver).headers, 'Accept-Language': 'en' } }));
    expect(english).toMatchObject({ status: 409, message: `Order ${seen.number} was changed in the meantime – check it and decide again.` });
    const now = (await getSalesOrdersForAcceptance({ filters: { createdBy: ['2'] } }, asBearer(approver))).salesOrders.find((order) => order.id === seen.id)!;
    expect(now).toMatchObject({ status: { id: 'awaitingAcceptance' }, revision: 1 });
    // Seen again, it is decided; an order nobody changed is decided with the revision the queue showed.
    expect((await acceptSalesOrder(seen.id, { seenRevision: now.revision }, asBearer(approver))).salesOrder.status.id).toBe('accepted');
    expect((await rejectSalesOrder(other.id, { reason: 'Poza budżetem.', seenRevision: other.revision }, asBearer(approver))).salesOrder.status.id).toBe('rejected');
  });

  it('accepts and rejects once (409 after), tells the buyer, and a buyer may not decide', async () => {
    const approver = await logIn('akceptant@firma.demo');
    const buyer = await logIn('kupiec@firma.demo');
    const [first, second] = (await getSalesOrdersForAcceptance({ filters: { createdBy: ['2'] } }, asBearer(approver))).salesOrders;
    const unreadBefore = (await getNotifications(undefined, asBearer(buyer))).countUnread;
    expect(await failure(acceptSalesOrder(first.id, {}, asBearer(buyer)))).toMatchObject({ status: 403 });
    const accepted = await acceptSalesOrder(first.id, {}, asBearer(approver));
    expect(accepted.salesOrder).toMatchObject({ status: { id: 'accepted' }, acceptedBy: { name: 'Magdalena Wójcik' }, canAccept: false });
    expect(await failure(acceptSalesOrder(first.id, {}, asBearer(approver)))).toMatchObject({ status: 409 });
    expect(await failure(rejectSalesOrder(second.id, { reason: '' }, asBearer(approver)))).toMatchObject({ status: 400, message: 'Podaj powód odrzucenia zamówienia.' });
    const rejected = await rejectSalesOrder(second.id, { reason: 'Poza budżetem kwartału.' }, asBearer(approver));
    expect(rejected.salesOrder.rejectionReason).toBe('Poza budżetem kwartału.');
    const inbox = await getNotifications(undefined, asBearer(buyer));
    expect(inbox.countUnread).toBe(unreadBefore + 2);
    expect(inbox.notifications.slice(0, 2).map((n) => n.title)).toEqual([`Zamówienie ${second.number} zostało odrzucone`, `Zamówienie ${first.number} zostało zaakceptowane`]);
  });

  it('edits the comment of an open order and refuses a delivered one', async () => {
    const buyer = await logIn('kupiec@firma.demo');
    const [open] = (await getSalesOrders({ scope: 'mine', filters: { status: ['awaitingAcceptance'] } }, asBearer(buyer))).salesOrders;
    const changed = await updateSalesOrder(open.id, { comment: 'Wejście od ul. Składowej.' }, asBearer(buyer));
    expect(changed).toMatchObject({ salesOrder: { comment: 'Wejście od ul. Składowej.' }, message: 'Zamówienie zostało zaktualizowane' });
    const [delivered] = (await getSalesOrders({ filters: { status: ['delivered'] } }, asBearer(buyer))).salesOrders;
    expect(await failure(updateSalesOrder(delivered.id, { comment: 'x' }, asBearer(buyer)))).toMatchObject({ status: 409 });
  });

  it('copies an order into the cart', async () => {
    const buyer = await logIn('kupiec@firma.demo');
    const [delivered] = (await getSalesOrders({ filters: { status: ['delivered'] } }, asBearer(buyer))).salesOrders;
    const { shoppingCart, message } = await copySalesOrder(delivered.id, { clearCart: true }, asBearer(buyer));
    expect(shoppingCart.items.length).toBeGreaterThan(0);
    expect(message).toBeTruthy();
  });
});

describe('GET sales-invoices', () => {
  it('pages 24 invoices with filters, totals and a PDF that downloads as an attachment', async () => {
    const buyer = await logIn('kupiec@firma.demo');
    const page = getSalesInvoicesResponse.parse(await getSalesInvoices(undefined, asBearer(buyer)));
    expect(page.salesInvoices).toHaveLength(24);
    expect(page.countTotal).toBeGreaterThanOrEqual(60);
    expect(page.unpaidTotal!.gross).toBeGreaterThan(0);
    const next = await getSalesInvoices({ offset: 24 }, asBearer(buyer));
    expect(next.salesInvoices[0].id).not.toBe(page.salesInvoices[0].id);
    const overdue = await getSalesInvoices({ filters: { status: ['overdue'] } }, asBearer(buyer));
    expect(overdue.salesInvoices.every((i) => i.isOverdue)).toBe(true);
    const detail = await getSalesInvoice(page.salesInvoices[0].id, asBearer(buyer));
    expect(detail.salesInvoice.amountInWords).toMatch(/ \d{2}\/100$/);
    const response = await fetch(`http://localhost/e-commerce/v1/sales-invoices/${page.salesInvoices[0].id}/pdf`, asBearer(buyer));
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="Faktura_${page.salesInvoices[0].number.replaceAll('/', '_')}.pdf"`);
    expect(await failure(getSalesInvoices(undefined, asBearer(await logIn('guest'))))).toMatchObject({ status: 401 });
  });
});
