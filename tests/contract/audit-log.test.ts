/**
 * The company audit log over HTTP (services/audit/): placing, editing, accepting and rejecting orders
 * and administering users write entries with their subject and details, only for calls that succeed;
 * the company's administrator reads them (newest first, filters, pages of 24), nobody else does, and
 * another company never sees them.
 */
import { describe, expect, it } from 'vitest';
import {
  archiveCostCenter, createApprovalRule, createApproverAbsence, createCompanyUser, createCostCenter, createDeliveryAddress, deactivateCompanyUser, deleteApprovalRule,
  deleteApproverAbsence, deleteDeliveryAddress, getAuditLog, getDeliveryAddresses, reactivateCompanyUser, setDefaultDeliveryAddress, updateCurrentCompany, updateDeliveryAddress, resendCompanyUserInvitation, restoreCostCenter, updateApprovalRule, updateCompanyUser, updateCostCenter,
} from '../../src/generated/api/account/account';
import { resetPassword } from '../../src/generated/api/session-and-user/session-and-user';
import { listMail } from '../../src/mocks/services/mailbox';
import { formatPln } from '../../src/domain/money';
import { addSalesOrderItem, addToCurrentCart } from '../../src/generated/api/cart/cart';
import { placeOrder } from '../../src/generated/api/checkout/checkout';
import { acceptSalesOrder, getSalesOrdersForAcceptance, rejectSalesOrder } from '../../src/generated/api/lists/lists';
import { getAuditLogResponse } from '../../src/generated/zod/account/account.zod';
import { getSeed, issueToken } from '../../src/mocks';
import { appendAuditEntry } from '../../src/mocks/services/audit/auditLog';
import { asBearer, failure, logIn, setupDemoApi } from '../setup/demoApi';

setupDemoApi();

const paper = () => getSeed().products.find((p) => p.packKind === 'single' && !p.discontinued && p.orderMultiple === 1 && p.stock > 200 && p.priceNet > 15 && p.priceNet < 60 && p.deposit === null)!;

async function log(token: string, query: Parameters<typeof getAuditLog>[0] = {}) {
  return getAuditLogResponse.parse(await getAuditLog(query, asBearer(token)));
}

describe('the audit log', () => {
  it('starts empty and records a placed order with its net value and cost centre, once', async () => {
    const admin = await logIn('akceptant@firma.demo');
    const empty = await log(admin);
    expect(empty).toMatchObject({ entries: [], countTotal: 0 });
    expect(empty.availableFilters.map((filter) => filter.key)).toEqual(['action', 'userId', 'subject', 'dateFrom', 'dateTo']);
    expect(empty.availableFilters[0].options).toHaveLength(23);

    const buyer = await logIn('kupiec@firma.demo');
    await addToCurrentCart({ productId: paper().id, quantity: 2 }, asBearer(buyer));
    const placed = await placeOrder({ paymentMethod: 'deferred', deliveryMethod: 'courier', costCenterId: 13 }, asBearer(buyer));
    const { entries } = await log(admin);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'orderPlaced', actionName: 'Złożenie zamówienia', subject: placed.salesOrder.number, user: { id: 2, name: 'Piotr Zieliński' },
    });
    expect(entries[0].details).toBe(`wartość netto ${formatPln(placed.salesOrder.grandTotal.net)}; centrum kosztowe: Dział IT`);
    // A refused placement (an empty cart) writes nothing.
    expect((await failure(placeOrder({ paymentMethod: 'deferred', deliveryMethod: 'courier', costCenterId: 13 }, asBearer(buyer)))).status).toBeGreaterThanOrEqual(400);
    expect((await log(admin)).countTotal).toBe(1);
  });

  it('records an edit, an acceptance and a rejection with the reason, in the reader’s language', async () => {
    const admin = await logIn('akceptant@firma.demo');
    const [first, second] = (await getSalesOrdersForAcceptance({ filters: { createdBy: ['2'] } }, asBearer(admin))).salesOrders;
    await addSalesOrderItem(first.id, { productId: paper().id, quantity: 3 }, asBearer(admin));
    await acceptSalesOrder(first.id, {}, asBearer(admin));
    await rejectSalesOrder(second.id, { reason: 'Poza budżetem kwartału.' }, asBearer(admin));
    // The same decision again is refused: no entry.
    await failure(acceptSalesOrder(first.id, {}, asBearer(admin)));
    const { entries, countTotal } = await log(admin);
    expect(countTotal).toBe(3);
    expect(entries.map((entry) => [entry.action, entry.subject])).toEqual([
      ['orderRejected', second.number], ['orderAccepted', first.number], ['orderEdited', first.number],
    ]);
    expect(entries[0].details).toMatch(/(^|; )powód: Poza budżetem kwartału\.$/);
    expect(entries[2].details).toMatch(/^(dodano: .+ × 3|ilość: .+ → \d+)$/);
    expect(entries.every((entry) => entry.user.name === 'Magdalena Wójcik')).toBe(true);

    const english = getAuditLogResponse.parse(await getAuditLog({}, { headers: { Authorization: `Bearer ${admin}`, 'Accept-Language': 'en' } }));
    expect(english.entries[0]).toMatchObject({ actionName: 'Order rejected', details: expect.stringMatching(/(^|; )reason: Poza budżetem kwartału\.$/) });
    expect(english.availableFilters[0]).toMatchObject({ name: 'Action', options: expect.arrayContaining([{ value: 'orderPlaced', label: 'Order placed' }]) });
  });

  it('records user changes with the fields changed', async () => {
    const admin = asBearer(await logIn('akceptant@firma.demo'));
    await updateCompanyUser(2, { firstName: 'Paweł', roleId: 3 }, admin);
    await deactivateCompanyUser(2, admin);
    await reactivateCompanyUser(2, admin);
    await resendCompanyUserInvitation(6, admin);
    // Refused (not invited): nothing written.
    await failure(resendCompanyUserInvitation(2, admin));
    const { entries } = await log(await logIn('akceptant@firma.demo'));
    expect(entries.map((entry) => [entry.action, entry.subject])).toEqual([
      ['invitationResent', 'Katarzyna Wiśniewska'], ['userReactivated', 'Paweł Zieliński'], ['userDeactivated', 'Paweł Zieliński'], ['userChanged', 'Paweł Zieliński'],
    ]);
    expect(entries[3].details).toBe('imię: Piotr → Paweł; rola: kupujący → akceptujący; akceptuje zamówienia: nie → tak');
    expect(entries[0].details).toBe('k.wisniewska@firma.demo');
  });

  it('records delivery addresses added, changed, made the default and deleted, and the company’s details changed', async () => {
    const admin = asBearer(await logIn('akceptant@firma.demo'));
    const input = { name: 'Magazyn Września', countryCode: 'PL', streetWithNumber: 'ul. Fabryczna 3', city: 'Września', zip: '62-300', phone1: '+48 61 437 90 00' };
    const { deliveryAddress } = await createDeliveryAddress(input, admin);
    await updateDeliveryAddress(deliveryAddress.id, { ...input, streetWithNumber: 'ul. Fabryczna 5' }, admin);
    await setDefaultDeliveryAddress(deliveryAddress.id, admin);
    const other = (await getDeliveryAddresses(admin)).deliveryAddresses.find((address) => address.id !== deliveryAddress.id)!;
    await setDefaultDeliveryAddress(other.id, admin);
    await deleteDeliveryAddress(deliveryAddress.id, admin);
    await updateCurrentCompany({ phone1: '+48 61 852 40 99', city: 'Poznań' }, admin);
    const { entries } = await log(await logIn('akceptant@firma.demo'));
    expect(entries.slice(0, 6).map((entry) => [entry.action, entry.subject, entry.details])).toEqual([
      ['companyChanged', expect.any(String), 'telefon, miasto'],
      ['addressDeleted', 'Magazyn Września', 'ul. Fabryczna 5, 62-300 Września'],
      ['addressMadeDefault', other.name, `${other.streetWithNumber}, ${other.zip} ${other.city}`],
      ['addressMadeDefault', 'Magazyn Września', 'ul. Fabryczna 5, 62-300 Września'],
      ['addressChanged', 'Magazyn Września', 'ul. Fabryczna 3, 62-300 Września → ul. Fabryczna 5, 62-300 Września'],
      ['addressCreated', 'Magazyn Września', 'ul. Fabryczna 3, 62-300 Września'],
    ]);
    const english = getAuditLogResponse.parse(await getAuditLog({}, { headers: { ...admin.headers, 'Accept-Language': 'en' } }));
    expect(english.entries[0]).toMatchObject({ action: 'companyChanged', details: 'phone, city' });
    // A refused change writes nothing: the only address cannot go, a buyer changes no company details.
    const buyer = asBearer(await logIn('kupiec@firma.demo'));
    await failure(updateCurrentCompany({ city: 'Gniezno' }, buyer));
    expect((await log(await logIn('akceptant@firma.demo'))).entries).toHaveLength(entries.length);
  });

  it('records budgets, approval rules and absences as their answers describe them', async () => {
    const token = await logIn('akceptant@firma.demo');
    const admin = asBearer(token);
    const { costCenter } = await createCostCenter({ name: 'Szkolenia', limit: 5000, period: 'quarter', kind: 'hard' }, admin);
    await updateCostCenter(costCenter.id, { limit: 8000 }, admin);
    await archiveCostCenter(costCenter.id, admin);
    await restoreCostCenter(costCenter.id, admin);
    const { rule } = await createApprovalRule({ costCenterId: null, levels: [{ threshold: 1000, approverId: 3 }] }, admin);
    await updateApprovalRule(rule.id, { levels: [{ threshold: 2000, approverId: 3 }] }, admin);
    await deleteApprovalRule(rule.id, admin);
    // A substitute: a new approver who has set her password.
    const { user: ewa } = await createCompanyUser({ firstName: 'Ewa', lastName: 'Nowak', email: 'ewa.nowak@firma.demo', roleId: 3 }, admin);
    await resetPassword(/\/przypomnienie-hasla\/(.+)$/.exec(listMail('ewa.nowak@firma.demo')[0].links[0].href)![1], { password: 'NoweHaslo123!' }, asBearer(await logIn('guest')));
    const today = getSeed().today.toISOString().slice(0, 10);
    const later = new Date(getSeed().today.getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
    const { absence } = await createApproverAbsence({ approverId: 3, substituteId: ewa.id, dateFrom: today, dateTo: later }, admin);
    await deleteApproverAbsence(absence.id, admin);

    const { entries } = await log(token);
    const written = (date: string) => date.split('-').reverse().join('.');
    const limit = (amount: number) => `limit kwartalny ${formatPln(amount)} netto (twardy)`;
    expect(entries.map((entry) => [entry.action, entry.subject, entry.details]).reverse()).toEqual([
      ['costCenterCreated', 'Szkolenia', limit(5000)],
      ['costCenterChanged', 'Szkolenia', `${limit(5000)} → ${limit(8000)}`],
      ['costCenterArchived', 'Szkolenia', null],
      ['costCenterRestored', 'Szkolenia', null],
      ['approvalRuleCreated', 'Cała firma', `poziom 1: Magdalena Wójcik powyżej ${formatPln(1000)}`],
      ['approvalRuleChanged', 'Cała firma', `poziom 1: Magdalena Wójcik powyżej ${formatPln(2000)}`],
      ['approvalRuleDeleted', 'Cała firma', `poziom 1: Magdalena Wójcik powyżej ${formatPln(2000)}`],
      ['userCreated', 'Ewa Nowak', 'ewa.nowak@firma.demo, rola: akceptujący'],
      ['absenceCreated', 'Magdalena Wójcik', `${written(today)}–${written(later)}, zastępstwo: Ewa Nowak`],
      ['absenceDeleted', 'Magdalena Wójcik', `${written(today)}–${written(later)}, zastępstwo: Ewa Nowak`],
    ]);

    // A decision of a chain of two levels names the level it decided.
    await createApprovalRule({ costCenterId: 13, levels: [{ threshold: 10, approverId: 3 }, { threshold: 20, approverId: ewa.id }] }, admin);
    const buyer = await logIn('kupiec@firma.demo');
    await addToCurrentCart({ productId: paper().id, quantity: 2 }, asBearer(buyer));
    const placed = await placeOrder({ paymentMethod: 'deferred', deliveryMethod: 'courier', costCenterId: 13 }, asBearer(buyer));
    await acceptSalesOrder(placed.salesOrder.id, {}, admin);
    expect((await log(token, { filters: { action: ['orderAccepted'] } })).entries[0]).toMatchObject({ subject: placed.salesOrder.number, details: 'poziom 1 z 2' });
  });

  it('shows a company only its own entries, and only to its administrator', async () => {
    const admin = asBearer(await logIn('akceptant@firma.demo'));
    await deactivateCompanyUser(7, admin);
    expect((await log(await logIn('akceptant@firma.demo'))).countTotal).toBe(1);
    // Her account at Meblomax Logistyka (an administrator too) sees nothing of Meblomax's.
    expect((await log(issueToken('user', '4'))).countTotal).toBe(0);
    for (const login of ['kupiec@firma.demo', 'dane@firma.demo', 'klient@spinacz.demo']) {
      expect(await failure(getAuditLog({}, asBearer(await logIn(login))))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    }
    expect(await failure(getAuditLog({}))).toMatchObject({ status: 401 });
  });

  it('filters by action, user, subject and dates, pages by 24 and refuses an unknown filter', async () => {
    const company = getSeed().companies.find((candidate) => candidate.id === 1001)!;
    const users = getSeed().users;
    const [admin, buyer] = [users.find((user) => user.id === 3)!, users.find((user) => user.id === 2)!];
    for (let index = 0; index < 30; index += 1) {
      appendAuditEntry({
        company, user: index % 3 ? admin : buyer, action: index % 2 ? 'userChanged' : 'orderPlaced',
        subject: { pl: `ZS/${String(index).padStart(4, '0')}`, en: `ZS/${String(index).padStart(4, '0')}` }, details: null,
      }, new Date(Date.UTC(2026, 10, 1 + index, 10)));
    }
    const token = await logIn('akceptant@firma.demo');
    const first = await log(token, { limit: 24, offset: 0 });
    expect(first).toMatchObject({ countTotal: 30 });
    expect(first.entries).toHaveLength(24);
    expect(first.entries[0].subject).toBe('ZS/0029');
    expect((await log(token, { limit: 24, offset: 24 })).entries.map((entry) => entry.subject)).toEqual(['ZS/0005', 'ZS/0004', 'ZS/0003', 'ZS/0002', 'ZS/0001', 'ZS/0000']);
    expect((await log(token, { orderBy: 'at', orderDirection: 'ASC', limit: 1 })).entries[0].subject).toBe('ZS/0000');
    expect((await log(token, { filters: { action: ['userChanged'] } })).countTotal).toBe(15);
    expect((await log(token, { filters: { userId: ['2'] } })).countTotal).toBe(10);
    expect((await log(token, { filters: { subject: ['zs/001'] } })).countTotal).toBe(10);
    expect((await log(token, { filters: { dateFrom: ['2026-11-05'], dateTo: ['2026-11-06'] } })).entries.map((entry) => entry.subject)).toEqual(['ZS/0005', 'ZS/0004']);
    const people = (await log(token)).availableFilters.find((filter) => filter.key === 'userId')!.options;
    expect(people).toEqual([{ value: '3', label: 'Magdalena Wójcik' }, { value: '2', label: 'Piotr Zieliński' }]);
    expect(await failure(getAuditLog({ filters: { status: ['x'] } }, asBearer(token)))).toMatchObject({ status: 400 });
    expect(await failure(getAuditLog({ filters: { action: ['orderEaten'] } }, asBearer(token)))).toMatchObject({ status: 400 });
    expect(await failure(getAuditLog({ orderBy: 'subject' }, asBearer(token)))).toMatchObject({ status: 400 });
  });
});
