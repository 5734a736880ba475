import { describe, expect, it } from 'vitest';
import { callApi, tokenOf } from '../../../tests/setup/demoHandlers';
import { demoError, userSession, withFreshDemoState } from '../../../tests/setup/demoState';
import { allOrders, getSeed } from '../db/store';
import type { SeedProduct } from '../db/types';
import { viewContext } from '../presenters/context';
import { orderLimitValue } from './orderLimits';
import { fixedTextEn } from '../presenters/english/texts';
import { catalogueTextEn } from '../presenters/localise';
import { toSalesOrder } from '../presenters/salesOrder';
import { addToCart } from './cart';
import { countOrdersForAcceptance } from './costCenters';
import { listMail } from './mailbox';
import { listNotifications } from './notifications';
import { approvalOf } from './orderApproval';
import { acceptOrder } from './orderDecisions';
import { setOrderItemQuantity } from './orderEdit';
import { placeOrder } from './placeOrder';

withFreshDemoState();

/** A checkout form of a company user (a user added by an administrator has no address book yet). */
const ORDER_FORM = {
  paymentMethod: 'deferred', deliveryMethod: 'courier',
  newDeliveryAddress: { countryCode: 'PL', streetWithNumber: 'ul. Długa 1', city: 'Poznań', zip: '60-101', phone1: '+48601234567' },
};

const buyer = () => userSession('kupiec@firma.demo');
const approver = () => userSession('akceptant@firma.demo', 1001);
const product = (predicate: (p: SeedProduct) => boolean) => getSeed().products.find((p) => p.packKind === 'single' && !p.discontinued && p.orderMultiple === 1 && p.stock > 100 && predicate(p))!;
const current = (id: number) => allOrders().find((order) => order.id === id)!;

/** An order of the buyer on the centre, accepted (small enough to be within its limit). */
function acceptedOrder(costCenterId: number) {
  const session = buyer();
  const paper = product((p) => p.priceNet > 10 && p.priceNet < 40);
  addToCart('u:2', paper.id, 2, viewContext(session));
  const placed = placeOrder(session, { paymentMethod: 'deferred', deliveryMethod: 'courier', costCenterId });
  expect(placed.salesOrder.status.id).toBe('accepted');
  return { order: current(placed.salesOrder.id), paper };
}

describe('editing an accepted order (the edit rule)', () => {
  it('sends an order raised over Marketing’s limit back to the approvers, with the edit and the re-approval in its history', () => {
    const { order, paper } = acceptedOrder(12);
    const badgeBefore = countOrdersForAcceptance(approver().user, approver().company);
    const unreadBefore = listNotifications(3, {}).countUnread;
    const raised = setOrderItemQuantity(order.id, paper.id, 2000, { ...viewContext(buyer()), user: buyer().user, company: buyer().company }).order;
    expect(raised.status).toBe('awaitingAcceptance');
    const detail = toSalesOrder(current(order.id), buyer().user);
    expect(detail.status.name).toBe('Oczekuje na akceptację');
    const kinds = detail.statusHistory!.map((entry) => entry.kind ?? 'status');
    expect(kinds.slice(-2)).toEqual(['edit', 'reapproval']);
    const edit = detail.statusHistory!.find((entry) => entry.kind === 'edit')!;
    expect(edit.by).toEqual({ id: 2, name: 'Piotr Zieliński' });
    expect(edit.amountAfter!.gross).toBeGreaterThan(edit.amountBefore!.gross);
    expect(countOrdersForAcceptance(approver().user, approver().company)).toBe(badgeBefore + 1);
    expect(listNotifications(3, {}).countUnread).toBe(unreadBefore + 1);
    expect(listMail('akceptant@firma.demo').some((mail) => mail.subject === `Zamówienie ${order.number} czeka na Twoją akceptację` && mail.paragraphs.some((text) => text.includes('zmienił(a) zaakceptowane zamówienie')))).toBe(true);

    // The approver decides again; her decision is a history entry too.
    acceptOrder(approver(), order.id);
    expect(toSalesOrder(current(order.id), buyer().user).statusHistory!.map((entry) => entry.kind ?? 'status').slice(-3)).toEqual(['edit', 'reapproval', 'decision']);
  });

  it('refuses raising an order over Administracja’s hard limit and leaves it as it was', () => {
    const { order, paper } = acceptedOrder(11);
    const error = demoError(() => setOrderItemQuantity(order.id, paper.id, 50_000, { ...viewContext(buyer()), user: buyer().user, company: buyer().company }));
    expect(error).toMatchObject({ status: 409, code: 'COST-CENTER-LIMIT', extra: { field: 'quantity' } });
    expect(error.message).toMatch(/^wartość twoich zakupów to: .+zł, a twój limit wynosi: .+zł$/);
    expect(current(order.id).lines).toEqual(order.lines);
    expect(current(order.id).status).toBe('accepted');
    expect(toSalesOrder(current(order.id), buyer().user).statusHistory!.some((entry) => entry.kind === 'edit')).toBe(false);
  });

  it('keeps an approver’s own raise accepted (her change is her approval)', () => {
    const { order, paper } = acceptedOrder(12);
    const raised = setOrderItemQuantity(order.id, paper.id, 2000, { ...viewContext(approver()), user: approver().user, company: approver().company }).order;
    expect(raised.status).toBe('accepted');
  });
});

describe('editing an order under the approval rules (the edit rule weighs them as the checkout does)', () => {
  /** The administrator's company-wide rule: above 100 zł net she decides (level 1). */
  async function companyRule(threshold: number) {
    const answer = await callApi('POST', '/companies/current/approval-rules', { token: tokenOf('akceptant@firma.demo', 1001), body: { costCenterId: null, levels: [{ threshold, approverId: 3 }] } });
    expect(answer.status).toBe(201);
  }

  it('sends an accepted order raised past a threshold back to the rule’s approver, on a centre without a limit; the editor is told in her language', async () => {
    const { order, paper } = acceptedOrder(13);
    await companyRule(Math.ceil(orderLimitValue(order)) + 100);
    const unreadBefore = listNotifications(3, {}).countUnread;
    const answer = await callApi('PATCH', `/sales-orders/${order.id}/item`, { token: tokenOf('kupiec@firma.demo'), body: { productId: paper.id, quantity: 40 }, locale: 'en' });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(`Order ${order.number} has been changed. It now needs approval under the company’s approval rules (1 level) and awaits approval again.`);
    expect(current(order.id).status).toBe('awaitingAcceptance');
    expect(approvalOf(order)).toMatchObject({ chain: [{ level: 1, approverId: 3 }], level: 1, decisions: [] });

    const history = toSalesOrder(current(order.id), buyer().user).statusHistory!;
    expect(history.at(-1)).toMatchObject({ kind: 'reapproval', note: 'Po zmianie zamówienie wymaga akceptacji zgodnie z regułami akceptacji firmy (poziomy: 1) – czeka na ponowną akceptację.' });
    expect(listNotifications(3, {}).countUnread).toBe(unreadBefore + 1);
    expect(listNotifications(3, {}).notifications[0].message).toMatch(/^Piotr Zieliński zmienił\(a\) zamówienie .+ – po zmianie jego wartość \(.+\) wymaga akceptacji zgodnie z regułami akceptacji firmy\. Zaakceptuj je albo odrzuć\.$/);
    // The history entry and the notification read in English too.
    const english = (text: string) => fixedTextEn(text, (name) => catalogueTextEn(name, getSeed()));
    expect(english(history.at(-1)!.note!)).toBe('After the change the order needs approval under the company’s approval rules (1 level) – it awaits approval again.');
    expect(english(listNotifications(3, {}).notifications[0].message)).toMatch(/^Piotr Zieliński changed order .+ – at its new value \(PLN\s[\d,.]+\) it needs approval under the company’s approval rules\. Approve or reject it\.$/);
    const mail = listMail('akceptant@firma.demo').find((candidate) => candidate.subject === `Order ${order.number} awaits your approval`)!;
    expect(mail.paragraphs.some((text) => text.includes('changed the approved order') && text.includes('under the company’s approval rules, so it awaits your decision again – level 1 of 1.'))).toBe(true);
  });

  it('keeps an order accepted when its raise stays at or below every threshold', async () => {
    const { order, paper } = acceptedOrder(13);
    await companyRule(100_000);
    expect(setOrderItemQuantity(order.id, paper.id, 40, { ...viewContext(buyer()), user: buyer().user, company: buyer().company })).toMatchObject({ order: { status: 'accepted' }, note: null });
  });
});

describe('cost centres given to a user', () => {
  it('shows and lets her order only on the ticked centres', async () => {
    const admin = tokenOf('akceptant@firma.demo', 1001);
    const created = await callApi('POST', '/companies/current/users', { token: admin, body: { firstName: 'Ola', lastName: 'Nowa', email: 'ola.nowa@firma.demo', roleId: 2, costCenterIds: [12] } });
    const { issueToken } = await import('../http/auth');
    const token = issueToken('user', String((created.body.user as { id: number }).id));
    const centres = await callApi('GET', '/cost-centers', { token });
    expect((centres.body.costCenters as { name: string }[]).map((centre) => centre.name)).toEqual(['Marketing']);
    const checkout = await callApi('GET', '/checkout', { token });
    expect((checkout.body.costCenters as { id: number }[]).map((centre) => centre.id)).toEqual([12]);
    expect(checkout.body.selectedCostCenterId).toBe(12);
    await callApi('POST', '/shopping-carts/current', { token, body: { productId: product((p) => p.priceNet < 40).id, quantity: 1 } });
    const refused = await callApi('POST', '/checkout/orders', { token, body: { ...ORDER_FORM, costCenterId: 13 } });
    expect(refused).toMatchObject({ status: 403, body: { field: 'costCenterId', message: 'Nie możesz zamawiać na to centrum kosztowe – wybierz jedno ze swoich.' } });
    const placed = await callApi('POST', '/checkout/orders', { token, body: { ...ORDER_FORM, costCenterId: 12 } });
    expect(placed.status).toBe(201);
  });
});

describe('an order on a centre taken from its buyer', () => {
  it('may be lowered but not raised: a raise is refused in the editor’s language and the order stays as it was', async () => {
    const { order, paper } = acceptedOrder(13);
    // The administrator leaves the buyer only Marketing.
    const changed = await callApi('PATCH', '/companies/current/users/2', { token: tokenOf('akceptant@firma.demo', 1001), body: { costCenterIds: [12] } });
    expect(changed.status).toBe(200);
    const token = tokenOf('kupiec@firma.demo');
    const raised = await callApi('PATCH', `/sales-orders/${order.id}/item`, { token, body: { productId: paper.id, quantity: 3 }, locale: 'en' });
    expect(raised).toMatchObject({ status: 403, body: { code: 'COST-CENTER-NOT-ASSIGNED', field: 'quantity' } });
    expect(raised.body.message).toBe('The order is on the cost centre “IT department”, which you may no longer order on – you can only lower quantities or remove products.');
    expect(current(order.id).lines).toEqual(order.lines);
    const lowered = await callApi('PATCH', `/sales-orders/${order.id}/item`, { token, body: { productId: paper.id, quantity: 1 } });
    expect(lowered.status).toBe(200);
    expect(current(order.id).lines[0].quantity).toBe(1);
  });
});

describe('the quantity maximum', () => {
  it('is a sentence without the field’s name', async () => {
    const token = tokenOf('kupiec@firma.demo');
    const answer = await callApi('POST', '/shopping-carts/current', { token, body: { productId: product(() => true).id, quantity: 100_001 } });
    expect(answer).toMatchObject({ status: 400, body: { message: 'Maksymalna ilość to 100\u00a0000.' } });
  });
});
