/**
 * Approval rules and approvers' absences over HTTP (services/approvalRules.ts, orderApproval.ts on
 * src/domain/orderPolicy/approvalChain.ts): the administrator keeps them; an order above a level's
 * threshold waits for that level's decision, level by level; only who may decide the level decides it
 * (never the buyer herself), a substitute while the approver is away; the queue and its count hold only
 * what the user may decide now; orders already waiting keep their chain.
 */
import { describe, expect, it } from 'vitest';
import {
  createApprovalRule, createApproverAbsence, createCompanyUser, deleteApprovalRule, deleteApproverAbsence, getApprovalRules, getApproverAbsences,
  getCountOrderForAcceptance, updateApprovalRule,
} from '../../src/generated/api/account/account';
import { addToCurrentCart } from '../../src/generated/api/cart/cart';
import { placeOrder } from '../../src/generated/api/checkout/checkout';
import { acceptSalesOrder, getSalesOrder, getSalesOrders, getSalesOrdersForAcceptance, rejectSalesOrder } from '../../src/generated/api/lists/lists';
import { resetPassword } from '../../src/generated/api/session-and-user/session-and-user';
import { getApprovalRulesResponse, getApproverAbsencesResponse } from '../../src/generated/zod/account/account.zod';
import { getSeed } from '../../src/mocks';
import { listMail } from '../../src/mocks/services/mailbox';
import { asBearer, failure, logIn, setupDemoApi } from '../setup/demoApi';

setupDemoApi();

const ADMIN = 3;
const IT = 13;
const english = { 'Accept-Language': 'en' };
const paper = () => getSeed().products.find((p) => p.packKind === 'single' && !p.discontinued && p.orderMultiple === 1 && p.stock > 200 && p.priceNet > 15 && p.priceNet < 60 && p.deposit === null)!;
const day = (offset: number) => new Date(getSeed().today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

/** A new approver of Meblomax who has set her password: her id and token. */
async function newApprover(admin: string, firstName: string, email: string) {
  const { user } = await createCompanyUser({ firstName, lastName: 'Nowak', email, roleId: 3 }, asBearer(admin));
  const link = listMail(email)[0].links[0].href;
  await resetPassword(/\/przypomnienie-hasla\/(.+)$/.exec(link)![1], { password: 'NoweHaslo123!' }, asBearer(await logIn('guest')));
  return { id: user.id, token: await logIn(email, 'NoweHaslo123!') };
}

/** kupiec@firma.demo's (or `token`'s) order of two packs of paper on Dział IT (no limit there). */
async function order(token: string) {
  await addToCurrentCart({ productId: paper().id, quantity: 2 }, asBearer(token));
  return (await placeOrder({ paymentMethod: 'deferred', deliveryMethod: 'courier', costCenterId: IT }, asBearer(token))).salesOrder;
}

const queueIds = async (token: string) => (await getSalesOrdersForAcceptance({ limit: 96 }, asBearer(token))).salesOrders.map((row) => row.id);

describe('keeping approval rules', () => {
  it('creates, lists, changes and deletes rules; one per centre and one company-wide', async () => {
    const admin = await logIn('akceptant@firma.demo');
    const ewa = await newApprover(admin, 'Ewa', 'ewa.nowak@firma.demo');
    const created = await createApprovalRule({ costCenterId: null, levels: [{ threshold: 1000, approverId: ADMIN }, { threshold: 5000, approverId: ewa.id }] }, asBearer(admin));
    expect(created.rule).toEqual({
      id: created.rule.id, costCenter: null,
      levels: [{ level: 1, threshold: 1000, approver: { id: ADMIN, name: 'Magdalena Wójcik' } }, { level: 2, threshold: 5000, approver: { id: ewa.id, name: 'Ewa Nowak' } }],
    });
    expect(created.message).toBe('Dodano regułę akceptacji dla całej firmy. Zamówienia, które już czekają, zachowują dotychczasowe poziomy.');
    const centre = await createApprovalRule({ costCenterId: 12, levels: [{ threshold: 0, approverId: ewa.id }] }, asBearer(admin));
    expect(centre.rule.costCenter).toEqual({ id: 12, name: 'Marketing' });
    const listed = getApprovalRulesResponse.parse(await getApprovalRules(asBearer(admin)));
    expect(listed.rules.map((rule) => rule.costCenter?.name ?? null)).toEqual([null, 'Marketing']);

    const twice = await failure(createApprovalRule({ costCenterId: null, levels: [{ threshold: 1, approverId: ADMIN }] }, asBearer(admin)));
    expect(twice).toMatchObject({ status: 409, code: 'RULE-EXISTS' });
    const changed = await updateApprovalRule(created.rule.id, { levels: [{ threshold: 200, approverId: ewa.id }] }, asBearer(admin));
    expect(changed.rule.levels).toEqual([{ level: 1, threshold: 200, approver: { id: ewa.id, name: 'Ewa Nowak' } }]);
    expect((await deleteApprovalRule(centre.rule.id, asBearer(admin))).message).toBe('Usunięto regułę akceptacji dla centrum kosztowego „Marketing”. Zamówienia, które już czekają, zachowują dotychczasowe poziomy.');
    expect(await failure(deleteApprovalRule(centre.rule.id, asBearer(admin)))).toMatchObject({ status: 404 });
    expect((await getApprovalRules(asBearer(admin))).rules).toHaveLength(1);
  });

  it('refuses thresholds that do not rise, an approver without the right, a foreign centre — with the field, in the request’s language', async () => {
    const admin = await logIn('akceptant@firma.demo');
    const falling = await failure(createApprovalRule({ costCenterId: null, levels: [{ threshold: 500, approverId: ADMIN }, { threshold: 500, approverId: ADMIN }] }, asBearer(admin)));
    expect(falling).toMatchObject({ status: 400, message: 'Próg poziomu 2 musi być wyższy niż próg poziomu 1.', body: { field: 'levels.1.threshold' } });
    const buyer = await failure(createApprovalRule({ costCenterId: null, levels: [{ threshold: 500, approverId: 2 }] }, { headers: { ...asBearer(admin).headers, ...english } }));
    expect(buyer).toMatchObject({ status: 400, message: 'Choose the approver of level 1 – an active user of the company with the approval right.', body: { field: 'levels.0.approverId' } });
    expect(await failure(createApprovalRule({ costCenterId: 21, levels: [{ threshold: 500, approverId: ADMIN }] }, asBearer(admin)))).toMatchObject({ status: 400, body: { field: 'costCenterId' } });
    expect((await getApprovalRules(asBearer(admin))).rules).toEqual([]);
  });

  it('is the administrator’s alone', async () => {
    const buyer = await logIn('kupiec@firma.demo');
    expect(await failure(getApprovalRules(asBearer(buyer)))).toMatchObject({ status: 403 });
    expect(await failure(createApprovalRule({ costCenterId: null, levels: [{ threshold: 1, approverId: ADMIN }] }, asBearer(buyer)))).toMatchObject({ status: 403 });
    expect(await failure(getApproverAbsences(asBearer(buyer)))).toMatchObject({ status: 403 });
  });
});

describe('an order in a chain of two levels', () => {
  it('waits for level 1, then level 2; each approver decides only her level and sees only it in her queue', async () => {
    const admin = await logIn('akceptant@firma.demo');
    const ewa = await newApprover(admin, 'Ewa', 'ewa.nowak@firma.demo');
    await createApprovalRule({ costCenterId: null, levels: [{ threshold: 10, approverId: ADMIN }, { threshold: 20, approverId: ewa.id }] }, asBearer(admin));
    const buyer = await logIn('kupiec@firma.demo');
    const placed = await order(buyer);
    expect(placed.status.id).toBe('awaitingAcceptance');
    expect(placed.approval).toEqual({ level: 1, levels: 2, waitingFor: { id: ADMIN, name: 'Magdalena Wójcik' } });
    // Only the first level's approver is asked.
    expect(listMail('akceptant@firma.demo')[0].subject).toBe(`Zamówienie ${placed.number} czeka na Twoją akceptację`);
    // Within its centre's limit it waits only for the rule: the e-mail names no excess.
    expect(listMail('akceptant@firma.demo')[0].paragraphs[2]).toContain('Poziom akceptacji');
    expect(listMail('akceptant@firma.demo')[0].paragraphs[2]).not.toContain('Ponad limit');
    expect(listMail('ewa.nowak@firma.demo').some((mail) => mail.subject.includes(placed.number))).toBe(false);
    expect(await queueIds(admin)).toContain(placed.id);
    expect(await queueIds(ewa.token)).not.toContain(placed.id);
    // The count is her queue's: the seeded orders waiting for any approver, not this one.
    expect((await getCountOrderForAcceptance(asBearer(ewa.token))).count).toBe((await queueIds(ewa.token)).length);

    const early = await failure(acceptSalesOrder(placed.id, {}, asBearer(ewa.token)));
    expect(early).toMatchObject({ status: 403, code: 'NOT-YOUR-LEVEL', message: `Zamówienie ${placed.number} czeka na decyzję na poziomie 1 z 2 – decyduje Magdalena Wójcik. Nie możesz zdecydować o tym poziomie.` });

    const first = (await acceptSalesOrder(placed.id, {}, asBearer(admin))).salesOrder;
    expect(first.status.id).toBe('awaitingAcceptance');
    expect(first.approval).toEqual({ level: 2, levels: 2, waitingFor: { id: ewa.id, name: 'Ewa Nowak' } });
    const [mail] = listMail('ewa.nowak@firma.demo');
    expect(mail.subject).toBe(`Zamówienie ${placed.number} czeka na Twoją akceptację`);
    expect(mail.paragraphs[1]).toContain('poziom 2 z 2');
    expect(await queueIds(admin)).not.toContain(placed.id);
    expect(await queueIds(ewa.token)).toContain(placed.id);
    expect((await failure(acceptSalesOrder(placed.id, {}, asBearer(admin)))).code).toBe('NOT-YOUR-LEVEL');

    const second = (await acceptSalesOrder(placed.id, {}, asBearer(ewa.token))).salesOrder;
    expect(second.status.id).toBe('accepted');
    expect(second.approval).toBeNull();
    const decisions = (await getSalesOrder(placed.id, asBearer(buyer))).salesOrder.statusHistory!.filter((entry) => entry.kind === 'decision');
    expect(decisions.map((entry) => [entry.level, entry.by?.name, entry.status])).toEqual([[1, 'Magdalena Wójcik', 'awaitingAcceptance'], [2, 'Ewa Nowak', 'accepted']]);
    expect(listMail('kupiec@firma.demo')[0].subject).toBe(`Zamówienie ${placed.number} zostało zaakceptowane`);
  });

  it('is rejected by a rejection at any level; orders already waiting keep their chain when the rule changes', async () => {
    const admin = await logIn('akceptant@firma.demo');
    const ewa = await newApprover(admin, 'Ewa', 'ewa.nowak@firma.demo');
    const { rule } = await createApprovalRule({ costCenterId: IT, levels: [{ threshold: 10, approverId: ewa.id }, { threshold: 20, approverId: ADMIN }] }, asBearer(admin));
    const buyer = await logIn('kupiec@firma.demo');
    const kept = await order(buyer);
    const rejected = await order(buyer);
    await deleteApprovalRule(rule.id, asBearer(admin));
    expect((await getSalesOrder(kept.id, asBearer(buyer))).salesOrder.approval).toEqual({ level: 1, levels: 2, waitingFor: { id: ewa.id, name: 'Ewa Nowak' } });
    // Without the rule a new order on Dział IT is accepted as placed.
    expect((await order(buyer)).status.id).toBe('accepted');
    const answer = await rejectSalesOrder(rejected.id, { reason: 'Poza budżetem.' }, asBearer(ewa.token));
    expect(answer.salesOrder.status.id).toBe('rejected');
    const [decision] = (await getSalesOrder(rejected.id, asBearer(buyer))).salesOrder.statusHistory!.filter((entry) => entry.kind === 'decision');
    expect(decision).toMatchObject({ level: 1, status: 'rejected', note: 'Poza budżetem.' });
    expect((await getSalesOrders({ limit: 96 }, asBearer(buyer))).salesOrders.find((row) => row.id === rejected.id)!.approval).toBeNull();
  });

  it('passes a level of the approver’s own order to the other approvers', async () => {
    const admin = await logIn('akceptant@firma.demo');
    const ewa = await newApprover(admin, 'Ewa', 'ewa.nowak@firma.demo');
    await createApprovalRule({ costCenterId: null, levels: [{ threshold: 10, approverId: ADMIN }] }, asBearer(admin));
    const own = await order(admin);
    expect(own.status.id).toBe('awaitingAcceptance');
    expect(own.approval).toEqual({ level: 1, levels: 1, waitingFor: null });
    const refusal = await failure(acceptSalesOrder(own.id, {}, { headers: { ...asBearer(admin).headers, ...english } }));
    expect(refusal).toMatchObject({ status: 403, code: 'OWN-ORDER', message: `You cannot decide on your own order ${own.number}. Another approver of the company will decide on it.` });
    expect(await queueIds(admin)).not.toContain(own.id);
    expect(listMail('ewa.nowak@firma.demo')[0].subject).toBe(`Zamówienie ${own.number} czeka na Twoją akceptację`);
    expect((await acceptSalesOrder(own.id, {}, asBearer(ewa.token))).salesOrder.status.id).toBe('accepted');
  });
});

describe('approvers’ absences', () => {
  it('lets the substitute decide the approver’s levels while she is away (she still may); overlaps and past dates are refused', async () => {
    const admin = await logIn('akceptant@firma.demo');
    const ewa = await newApprover(admin, 'Ewa', 'ewa.nowak@firma.demo');
    await createApprovalRule({ costCenterId: null, levels: [{ threshold: 10, approverId: ADMIN }] }, asBearer(admin));
    const created = await createApproverAbsence({ approverId: ADMIN, substituteId: ewa.id, dateFrom: day(0), dateTo: day(3) }, asBearer(admin));
    expect(created.absence).toMatchObject({ approver: { id: ADMIN, name: 'Magdalena Wójcik' }, substitute: { id: ewa.id, name: 'Ewa Nowak' }, dateFrom: day(0), dateTo: day(3) });
    expect(getApproverAbsencesResponse.parse(await getApproverAbsences(asBearer(admin))).absences).toHaveLength(1);

    const overlap = await failure(createApproverAbsence({ approverId: ADMIN, substituteId: ewa.id, dateFrom: day(3), dateTo: day(5) }, asBearer(admin)));
    expect(overlap).toMatchObject({ status: 409, code: 'ABSENCE-OVERLAPS' });
    expect(await failure(createApproverAbsence({ approverId: ADMIN, substituteId: ewa.id, dateFrom: day(-5), dateTo: day(-1) }, asBearer(admin)))).toMatchObject({ status: 400, body: { field: 'dateTo' } });
    expect(await failure(createApproverAbsence({ approverId: ADMIN, substituteId: ADMIN, dateFrom: day(10), dateTo: day(11) }, asBearer(admin)))).toMatchObject({ status: 400, body: { field: 'substituteId' } });

    const buyer = await logIn('kupiec@firma.demo');
    const placed = await order(buyer);
    expect(placed.approval).toEqual({ level: 1, levels: 1, waitingFor: { id: ewa.id, name: 'Ewa Nowak' } });
    expect(listMail('ewa.nowak@firma.demo')[0].subject).toBe(`Zamówienie ${placed.number} czeka na Twoją akceptację`);
    expect(await queueIds(ewa.token)).toContain(placed.id);
    expect(await queueIds(admin)).toContain(placed.id);
    expect((await acceptSalesOrder(placed.id, {}, asBearer(ewa.token))).salesOrder.status.id).toBe('accepted');

    expect((await deleteApproverAbsence(created.absence.id, asBearer(admin))).message).toBe('Usunięto nieobecność: Magdalena Wójcik.');
    const later = await order(buyer);
    expect(later.approval?.waitingFor).toEqual({ id: ADMIN, name: 'Magdalena Wójcik' });
    expect(await queueIds(ewa.token)).not.toContain(later.id);
  });
});
