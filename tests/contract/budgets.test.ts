/**
 * Budgets over HTTP (services/budgets.ts, src/domain/budget.ts): the company's administrator lists every
 * cost centre with its period, kind and users, creates, changes, archives and restores one; checkout and
 * placing an order use the change from the next order on; placed orders keep their status.
 */
import { describe, expect, it } from 'vitest';
import { costCentreMessage } from '../../src/domain/costCentre';
import { periodRange } from '../../src/domain/budget';
import {
  archiveCostCenter, createCostCenter, getCompanyCostCenters, getCostCenters, getCompanyUsers, restoreCostCenter, updateCostCenter,
} from '../../src/generated/api/account/account';
import { addToCurrentCart, getCurrentCart } from '../../src/generated/api/cart/cart';
import { getCheckout, placeOrder } from '../../src/generated/api/checkout/checkout';
import { getSpendingSummary } from '../../src/generated/api/content-and-reports/content-and-reports';
import { getSalesOrder } from '../../src/generated/api/lists/lists';
import { getCurrentUser } from '../../src/generated/api/session-and-user/session-and-user';
import type { CheckoutForm, CostCenterInput } from '../../src/generated/model';
import {
  archiveCostCenterResponse, getCompanyCostCentersResponse, updateCostCenterResponse,
} from '../../src/generated/zod/account/account.zod';
import { getSeed, issueToken } from '../../src/mocks';
import { reportTableIn } from '../../src/mocks/services/reportEnglish';
import { reportTable } from '../../src/mocks/services/reportTables';
import { asBearer, failure, logIn, setupDemoApi } from '../setup/demoApi';

setupDemoApi();

const BUYER = 2;
const ADMIN = 3;
const admin = async () => asBearer(await logIn('akceptant@firma.demo'));
const english = async () => ({ headers: { Authorization: `Bearer ${await logIn('akceptant@firma.demo')}`, 'Accept-Language': 'en' } });
const form = (costCenterId: number): CheckoutForm => ({ paymentMethod: 'deferred', deliveryMethod: 'courier', costCenterId });
const paper = () => getSeed().products.find((p) => p.packKind === 'single' && !p.discontinued && p.orderMultiple === 1 && p.stock > 200 && p.priceNet > 15 && p.priceNet < 60 && p.deposit === null)!;
const input = (overrides: Partial<CostCenterInput> = {}): CostCenterInput => ({ name: 'Projekt Poznań', limit: 500, period: 'quarter', kind: 'hard', ...overrides });

describe('the company’s cost centres', () => {
  it('lists every centre with period, kind, current period, spent and left, and users; seeded centres are monthly with their kind', async () => {
    const { costCenters } = getCompanyCostCentersResponse.parse(await getCompanyCostCenters(await admin()));
    expect(costCenters.map((centre) => centre.name)).toEqual(['Administracja', 'Marketing', 'Dział IT', 'Produkcja – hala B']);
    const month = periodRange(getSeed().today, 'month');
    expect(costCenters.map((centre) => [centre.id, centre.kind, centre.period])).toEqual([[11, 'hard', 'month'], [12, 'approval', 'month'], [13, 'none', 'month'], [14, 'none', 'month']]);
    const administration = costCenters[0];
    expect(administration).toMatchObject({ periodFrom: month.from, periodTo: month.to, isArchived: false, isLimitHard: true, canExceedAfterApproval: false, limit: 20000 });
    expect(administration.limitAvailable).toBe(Math.round((20000 - administration.limitUsed) * 100) / 100);
    // Every seeded user orders on every centre (no assignment).
    expect(administration.users.map((user) => user.id)).toEqual(expect.arrayContaining([BUYER, ADMIN, 5, 6, 7]));
    // The buyer's own view agrees.
    const mine = (await getCostCenters(asBearer(await logIn('kupiec@firma.demo')))).costCenters.find((centre) => centre.id === 11)!;
    expect(mine.limitUsed).toBe(administration.limitUsed);
  });

  it('is the administrator’s: a buyer, a data-only user and another company’s buyer get 403', async () => {
    const callers = [await logIn('kupiec@firma.demo'), await logIn('dane@firma.demo'), await logIn('klient@spinacz.demo'), issueToken('user', '8')];
    for (const caller of callers) {
      const token = asBearer(caller);
      expect(await failure(getCompanyCostCenters(token))).toMatchObject({ status: 403 });
      expect(await failure(createCostCenter(input(), token))).toMatchObject({ status: 403 });
      expect(await failure(updateCostCenter(11, { limit: 1 }, token))).toMatchObject({ status: 403 });
      expect(await failure(archiveCostCenter(11, token))).toMatchObject({ status: 403 });
      expect(await failure(restoreCostCenter(11, token))).toMatchObject({ status: 403 });
    }
    const refusal = await failure(getCompanyCostCenters(asBearer(await logIn('kupiec@firma.demo'))));
    expect(refusal.message).toBe('Centrami kosztowymi firmy zarządza jej administrator.');
  });

  it('answers another company’s centre with 404', async () => {
    const token = await admin();
    expect(await failure(updateCostCenter(21, { limit: 1 }, token))).toMatchObject({ status: 404 });
    expect(await failure(archiveCostCenter(21, token))).toMatchObject({ status: 404 });
    expect(await failure(restoreCostCenter(22, token))).toMatchObject({ status: 404 });
    expect(await failure(updateCostCenter(9999, { limit: 1 }, token))).toMatchObject({ status: 404 });
  });
});

describe('creating a cost centre', () => {
  it('creates a quarterly hard centre for chosen users; the buyer sees it at checkout and is refused over it', async () => {
    const token = await admin();
    // The 201 answer has the shape of the other changes' answers.
    const created = updateCostCenterResponse.parse(await createCostCenter(input({ name: '  Projekt   Poznań ', userIds: [BUYER] }), token));
    const quarter = periodRange(getSeed().today, 'quarter');
    expect(created.message).toBe('Centrum kosztowe „Projekt Poznań” zostało dodane.');
    expect(created.costCenter).toMatchObject({ name: 'Projekt Poznań', limit: 500, limitUsed: 0, limitAvailable: 500, kind: 'hard', isLimitHard: true, canExceedAfterApproval: false, period: 'quarter', periodFrom: quarter.from, periodTo: quarter.to, isArchived: false });
    expect(created.costCenter.users.map((user) => user.id)).toContain(BUYER);
    const id = created.costCenter.id;

    const buyer = await logIn('kupiec@firma.demo');
    expect((await getCostCenters(asBearer(buyer))).costCenters.map((centre) => centre.id)).toContain(id);
    await addToCurrentCart({ productId: paper().id, quantity: 40 }, asBearer(buyer));
    const checkout = await getCheckout({ costCenterId: id }, asBearer(buyer));
    expect(checkout.costCenters.find((centre) => centre.id === id)).toMatchObject({ limit: 500, limitAvailable: 500 });
    const value = (await getCurrentCart(undefined, asBearer(buyer))).shoppingCart.total.net;
    expect(value).toBeGreaterThan(500);
    const refused = await failure(placeOrder(form(id), asBearer(buyer)));
    expect(refused).toMatchObject({ status: 400, code: 'COST-CENTER-LIMIT', message: costCentreMessage(value, 500), body: { field: 'costCenterId' } });

    // Raised, the next order passes and uses the limit; the order shows its centre.
    await updateCostCenter(id, { limit: 10000 }, token);
    const placed = await placeOrder(form(id), asBearer(buyer));
    expect(placed.salesOrder).toMatchObject({ status: { id: 'accepted' }, costCenter: { id, name: 'Projekt Poznań' } });
    const after = (await getCompanyCostCenters(token)).costCenters.find((centre) => centre.id === id)!;
    expect(after.limitUsed).toBe(value);
    // The spending report names the new centre.
    const today = getSeed().today.toISOString().slice(0, 10);
    const summary = await getSpendingSummary({ from: `${today.slice(0, 7)}-01`, to: today }, token);
    expect(summary.byCostCenter.find((group) => group.id === id)).toMatchObject({ name: 'Projekt Poznań', orders: 1 });
  });

  it('gives the centre to chosen users who have an assignment; others with one do not get it', async () => {
    const token = await admin();
    // kupiec@firma.demo orders on Administracja only; m.kaminski@firma.demo (7) on Marketing only.
    await updateCostCenter(12, { userIds: [ADMIN, 5, 6, 7] }, token);
    await updateCostCenter(13, { userIds: [ADMIN, 5, 6, 7] }, token);
    await updateCostCenter(14, { userIds: [ADMIN, 5, 6, 7] }, token);
    expect((await getCostCenters(asBearer(await logIn('kupiec@firma.demo')))).costCenters.map((centre) => centre.id)).toEqual([11]);
    const created = await createCostCenter(input({ userIds: [BUYER] }), token);
    expect((await getCostCenters(asBearer(await logIn('kupiec@firma.demo')))).costCenters.map((centre) => centre.id)).toEqual([11, created.costCenter.id]);
    // Without users: every user of the company orders on it.
    const open = await createCostCenter(input({ name: 'Wspólne' }), token);
    expect(open.costCenter.users.map((user) => user.id)).toEqual(expect.arrayContaining([BUYER, ADMIN, 5, 6, 7]));
    expect((await getCostCenters(asBearer(await logIn('kupiec@firma.demo')))).costCenters.map((centre) => centre.id)).toContain(open.costCenter.id);
  });

  it('lets exactly the chosen users order on a new centre: one without an assignment who was not chosen keeps the others only', async () => {
    const token = await admin();
    const before = (await getCostCenters(token)).costCenters.map((centre) => centre.id);
    const created = await createCostCenter(input({ name: 'Tylko dla kupca', userIds: [BUYER] }), token);
    expect(created.costCenter.users.map((user) => user.id)).toEqual([BUYER]);
    // The administrator had no assignment (every centre): she keeps those, not the new one.
    expect((await getCostCenters(token)).costCenters.map((centre) => centre.id)).toEqual(before);
    await addToCurrentCart({ productId: paper().id, quantity: 1 }, token);
    expect(await failure(placeOrder(form(created.costCenter.id), token))).toMatchObject({ status: 403, body: { field: 'costCenterId' } });
    expect((await getCostCenters(asBearer(await logIn('kupiec@firma.demo')))).costCenters.map((centre) => centre.id)).toContain(created.costCenter.id);
  });

  it('needs a name and, for a hard or approval centre, a limit (400 with the field)', async () => {
    const token = await admin();
    expect(await failure(createCostCenter(input({ name: '   ' }), token))).toMatchObject({ status: 400, message: 'Podaj nazwę centrum kosztowego.', body: { field: 'name' } });
    expect(await failure(createCostCenter(input({ limit: null }), token))).toMatchObject({ status: 400, body: { field: 'limit' } });
    expect(await failure(createCostCenter(input({ limit: null, kind: 'approval' }), token))).toMatchObject({ status: 400, body: { field: 'limit' } });
    const { limit: _none, ...withoutLimit } = input();
    expect(await failure(createCostCenter(withoutLimit as CostCenterInput, token))).toMatchObject({ status: 400, body: { field: 'limit' } });
    expect((await createCostCenter(input({ limit: null, kind: 'none' }), token)).costCenter).toMatchObject({ limit: null, kind: 'none', isLimitHard: false, limitAvailable: null });
  });

  it('refuses users not of the company with userIds.N, and a name in use with 409 NAME-TAKEN', async () => {
    const token = await admin();
    expect(await failure(createCostCenter(input({ userIds: [BUYER, 8] }), token))).toMatchObject({ status: 400, message: 'Wybierz użytkownika Twojej firmy.', body: { field: 'userIds.1' } });
    expect(await failure(createCostCenter(input({ name: 'marketing' }), token))).toMatchObject({ status: 409, code: 'NAME-TAKEN', body: { field: 'name' } });
    // A name of another company's centre, and of an archived one, is free.
    expect((await createCostCenter(input({ name: 'Magazyn Września' }), token)).costCenter.name).toBe('Magazyn Września');
    await archiveCostCenter(14, token);
    expect((await createCostCenter(input({ name: 'Produkcja – hala B' }), token)).costCenter.isArchived).toBe(false);
  });

  it('answers in English when asked', async () => {
    const token = await english();
    expect((await createCostCenter(input({ name: 'Project' }), token)).message).toBe('The cost centre “Project” has been added.');
    expect(await failure(createCostCenter(input({ limit: null }), token))).toMatchObject({ status: 400, message: 'Enter a limit – a centre with a hard limit or one that needs approval must have one.', body: { field: 'limit' } });
    expect(await failure(createCostCenter(input({ name: 'Project' }), token))).toMatchObject({ status: 409, message: 'A cost centre named “Project” already exists. Choose another name.' });
    expect((await failure(getCompanyCostCenters({ headers: { Authorization: `Bearer ${await logIn('kupiec@firma.demo')}`, 'Accept-Language': 'en' } }))).message).toBe("The company's cost centres are managed by its administrator.");
  });
});

describe('changing a cost centre', () => {
  it('applies a lower limit to the next order at placement; a placed order keeps its status', async () => {
    const token = await admin();
    const buyer = await logIn('kupiec@firma.demo');
    await addToCurrentCart({ productId: paper().id, quantity: 2 }, asBearer(buyer));
    const placed = await placeOrder(form(11), asBearer(buyer));
    expect(placed.salesOrder.status.id).toBe('accepted');

    const changed = updateCostCenterResponse.parse(await updateCostCenter(11, { limit: 1 }, token));
    expect(changed.message).toBe('Centrum kosztowe „Administracja” zostało zmienione. Zmiana obowiązuje od następnego zamówienia.');
    expect(changed.costCenter).toMatchObject({ limit: 1, limitAvailable: 0, kind: 'hard' });
    await addToCurrentCart({ productId: paper().id, quantity: 2 }, asBearer(buyer));
    const value = (await getCurrentCart(undefined, asBearer(buyer))).shoppingCart.total.net;
    expect(await failure(placeOrder(form(11), asBearer(buyer)))).toMatchObject({ status: 400, code: 'COST-CENTER-LIMIT', message: costCentreMessage(value, 0) });
    expect((await getSalesOrder(placed.salesOrder.id, asBearer(buyer))).salesOrder.status.id).toBe('accepted');

    // As an approval centre the same order waits for acceptance; as a none centre it passes.
    await updateCostCenter(11, { kind: 'approval' }, token);
    expect((await placeOrder(form(11), asBearer(buyer))).salesOrder.status.id).toBe('awaitingAcceptance');
    await updateCostCenter(11, { kind: 'none' }, token);
    await addToCurrentCart({ productId: paper().id, quantity: 2 }, asBearer(buyer));
    expect((await placeOrder(form(11), asBearer(buyer))).salesOrder.status.id).toBe('accepted');
  });

  it('counts the orders of the centre’s current period: a year holds at least what the month does', async () => {
    const token = await admin();
    const month = (await getCompanyCostCenters(token)).costCenters.find((centre) => centre.id === 12)!;
    const year = (await updateCostCenter(12, { period: 'year' }, token)).costCenter;
    const range = periodRange(getSeed().today, 'year');
    expect(year).toMatchObject({ period: 'year', periodFrom: range.from, periodTo: range.to });
    expect(year.limitUsed).toBeGreaterThanOrEqual(month.limitUsed);
    const counted = getSeed().orders.filter((order) => order.costCenterId === 12 && order.createdAt >= range.from && ['accepted', 'inProgress', 'shipped', 'delivered'].includes(order.status));
    const monthPrefix = getSeed().today.toISOString().slice(0, 7);
    if (counted.some((order) => !order.createdAt.startsWith(monthPrefix))) expect(year.limitUsed).toBeGreaterThan(month.limitUsed);
    // The buyer's view uses the same period.
    expect((await getCostCenters(asBearer(await logIn('kupiec@firma.demo')))).costCenters.find((centre) => centre.id === 12)!.limitUsed).toBe(year.limitUsed);
  });

  it('removes a user with no assignment from a centre by giving her the other centres; refuses leaving a user without any', async () => {
    const token = await admin();
    const changed = await updateCostCenter(13, { userIds: [ADMIN, 5, 6, 7] }, token);
    expect(changed.costCenter.users.map((user) => user.id)).not.toContain(BUYER);
    expect((await getCostCenters(asBearer(await logIn('kupiec@firma.demo')))).costCenters.map((centre) => centre.id)).toEqual([11, 12, 14]);
    const { users } = await getCompanyUsers({ limit: 96, offset: 0 }, token);
    expect(users.find((user) => user.id === BUYER)).toMatchObject({ hasAllCostCenters: false });
    // Back on it.
    await updateCostCenter(13, { userIds: [ADMIN, BUYER, 5, 6, 7] }, token);
    expect((await getCostCenters(asBearer(await logIn('kupiec@firma.demo')))).costCenters.map((centre) => centre.id)).toEqual([11, 12, 13, 14]);
    // Taken off every other centre, he keeps the last one.
    await updateCostCenter(11, { userIds: [ADMIN] }, token);
    await updateCostCenter(12, { userIds: [ADMIN] }, token);
    await updateCostCenter(14, { userIds: [ADMIN] }, token);
    expect(await failure(updateCostCenter(13, { userIds: [ADMIN] }, token))).toMatchObject({ status: 400, message: 'Użytkownik Piotr Zieliński nie miałby żadnego centrum kosztowego. Przypisz mu najpierw inne centrum.', body: { field: 'userIds' } });
  });

  it('checks the fields: a hard centre keeps a limit, a name in use, users of the company, an archived centre (409 ARCHIVED)', async () => {
    const token = await admin();
    expect(await failure(updateCostCenter(13, { kind: 'hard' }, token))).toMatchObject({ status: 400, body: { field: 'limit' } });
    expect((await updateCostCenter(13, { kind: 'hard', limit: 3000 }, token)).costCenter).toMatchObject({ kind: 'hard', limit: 3000 });
    expect(await failure(updateCostCenter(11, { limit: null }, token))).toMatchObject({ status: 400, body: { field: 'limit' } });
    expect(await failure(updateCostCenter(11, { name: ' ' }, token))).toMatchObject({ status: 400, body: { field: 'name' } });
    expect(await failure(updateCostCenter(11, { name: 'MARKETING' }, token))).toMatchObject({ status: 409, code: 'NAME-TAKEN' });
    expect((await updateCostCenter(11, { name: 'administracja' }, token)).costCenter.name).toBe('administracja');
    expect(await failure(updateCostCenter(11, { userIds: [8] }, token))).toMatchObject({ status: 400, body: { field: 'userIds.0' } });
    expect(await failure(updateCostCenter(11, {}, token))).toMatchObject({ status: 400 });
    await archiveCostCenter(14, token);
    expect(await failure(updateCostCenter(14, { limit: 1 }, token))).toMatchObject({ status: 409, code: 'ARCHIVED' });
  });
});

describe('archiving and restoring', () => {
  it('takes an archived centre out of the buyer’s centres and checkout, refuses placing on it, keeps its orders; restored it is back', async () => {
    const token = await admin();
    const buyer = await logIn('kupiec@firma.demo');
    await addToCurrentCart({ productId: paper().id, quantity: 2 }, asBearer(buyer));
    const placed = await placeOrder(form(11), asBearer(buyer));

    const archived = archiveCostCenterResponse.parse(await archiveCostCenter(11, token));
    expect(archived.costCenter.isArchived).toBe(true);
    expect(archived.message).toMatch(/^Centrum kosztowe „Administracja” zostało zarchiwizowane/);
    expect((await getCostCenters(asBearer(buyer))).costCenters.map((centre) => centre.id)).toEqual([12, 13, 14]);
    await addToCurrentCart({ productId: paper().id, quantity: 2 }, asBearer(buyer));
    const checkout = await getCheckout(undefined, asBearer(buyer));
    expect(checkout.costCenters.map((centre) => centre.id)).toEqual([12, 13, 14]);
    // His default (Administracja) falls to his first remaining centre.
    expect(checkout.selectedCostCenterId).toBe(12);
    expect((await getCurrentUser(undefined, asBearer(buyer))).defaultCostCenter?.id).toBe(12);
    expect(await failure(placeOrder(form(11), asBearer(buyer)))).toMatchObject({ status: 400, body: { field: 'costCenterId' } });
    expect((await getSalesOrder(placed.salesOrder.id, asBearer(buyer))).salesOrder).toMatchObject({ status: { id: 'accepted' }, costCenter: { id: 11, name: 'Administracja' } });
    // Listed for the administrator, after the active ones.
    expect((await getCompanyCostCenters(token)).costCenters.map((centre) => [centre.id, centre.isArchived])).toEqual([[12, false], [13, false], [14, false], [11, true]]);
    expect(await failure(archiveCostCenter(11, token))).toMatchObject({ status: 409, code: 'ARCHIVED' });

    const restored = await restoreCostCenter(11, token);
    expect(restored).toMatchObject({ costCenter: { isArchived: false }, message: 'Centrum kosztowe „Administracja” zostało przywrócone.' });
    expect((await getCostCenters(asBearer(buyer))).costCenters.map((centre) => centre.id)).toEqual([11, 12, 13, 14]);
    expect(await failure(restoreCostCenter(11, token))).toMatchObject({ status: 409, code: 'NOT-ARCHIVED' });
  });

  it('gives a user whose only centre is archived the company’s first remaining one', async () => {
    const token = await admin();
    for (const id of [12, 13, 14]) await updateCostCenter(id, { userIds: [ADMIN] }, token);
    expect((await getCostCenters(asBearer(await logIn('kupiec@firma.demo')))).costCenters.map((centre) => centre.id)).toEqual([11]);
    await archiveCostCenter(11, token);
    expect((await getCostCenters(asBearer(await logIn('kupiec@firma.demo')))).costCenters.map((centre) => centre.id)).toEqual([12]);
  });

  it('keeps the company’s last active centre (409 LAST-COST-CENTER) and refuses restoring under a name taken meanwhile (409 NAME-TAKEN)', async () => {
    const token = await admin();
    await archiveCostCenter(11, token);
    await archiveCostCenter(12, token);
    await archiveCostCenter(13, token);
    const last = await failure(archiveCostCenter(14, token));
    expect(last).toMatchObject({ status: 409, code: 'LAST-COST-CENTER' });
    expect(last.message).toMatch(/ostatnie aktywne centrum kosztowe firmy/);
    await createCostCenter(input({ name: 'Administracja' }), token);
    expect(await failure(restoreCostCenter(11, token))).toMatchObject({ status: 409, code: 'NAME-TAKEN' });
    expect((await restoreCostCenter(12, token)).costCenter.isArchived).toBe(false);
  });
});

describe('the cost-centres report', () => {
  it('names each limit with its period, the way the centre has it now', async () => {
    const company = getSeed().companies.find((candidate) => candidate.id === getSeed().users.find((user) => user.id === ADMIN)!.companyId)!;
    const period = { from: periodRange(getSeed().today, 'year').from, to: getSeed().today.toISOString().slice(0, 10) };
    const limitRow = (name: string, locale: 'pl' | 'en' = 'pl') => {
      const table = reportTableIn(reportTable(2, company, period), locale);
      const header = table.columns.map((column) => column.header);
      const row = table.rows.find((cells) => cells[0] === name);
      return row && { limit: row[header.indexOf(locale === 'pl' ? 'Limit netto' : 'Net limit')], period: row[header.indexOf(locale === 'pl' ? 'Okres limitu' : 'Limit period')] };
    };
    const administration = limitRow('Administracja');
    expect(administration?.period).toBe('miesiąc');
    await updateCostCenter(11, { period: 'quarter', limit: 12_345 }, await admin());
    expect(limitRow('Administracja')).toEqual({ limit: 12_345, period: 'kwartał' });
    expect(limitRow('Administracja', 'en')).toEqual({ limit: 12_345, period: 'quarter' });
  });
});
