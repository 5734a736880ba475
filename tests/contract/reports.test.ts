import { onlyDataMessage } from '../../src/domain/orderPolicy';
/**
 * Reports through the generated client: types, the list (24 a page, newest first, live status),
 * ordering one with spec §5's date-range messages, pending → ready (or failed) by time, the real XLSX
 * file read back with read-excel-file, the "report ready" e-mail sent once, and deleting.
 */
import readXlsxFile from 'read-excel-file/universal';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createReport, deleteReport, getReportFile, getReports, getReportTypes, getSpendingSummary } from '../../src/generated/api/content-and-reports/content-and-reports';
import { getNotifications } from '../../src/generated/api/account/account';
import { addToCurrentCart } from '../../src/generated/api/cart/cart';
import { placeOrder } from '../../src/generated/api/checkout/checkout';
import { getProductsSearch } from '../../src/generated/api/search-and-products/search-and-products';
import { getReportsResponse, getReportTypesResponse, getSpendingSummaryResponse } from '../../src/generated/zod/content-and-reports/content-and-reports.zod';
import type { ReportRequest } from '../../src/generated/model';
import { getSeed } from '../../src/mocks';
import { allCompanies, allOrders, allUsers } from '../../src/mocks/db/store';
import { listMail } from '../../src/mocks/services/mailbox';
import { companySpendingSummary } from '../../src/mocks/services/reportSpending';
import { announceDueReports, REPORT_READY_AFTER_MS, userReports } from '../../src/mocks/services/reports';
import { asBearer, failure, logIn, setupDemoApi } from '../setup/demoApi';

setupDemoApi();

afterEach(() => {
  vi.useRealTimers();
});

const ADMIN = 'akceptant@firma.demo';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const today = () => getSeed().today.getTime();
const DAY = 86_400_000;
/** The last 60 days: the company has orders and invoices in it. */
const recent = (): Pick<ReportRequest, 'from' | 'to'> => ({ from: isoDay(today() - 60 * DAY), to: isoDay(today()) });
/** A period long before the company's history (18 months): nothing to report. */
const EMPTY = { from: '2020-01-01', to: '2020-01-31' };

/** Freezes the clock now; `later(ms)` moves it on (the report's status is computed from createdAt). */
function frozenClock() {
  vi.useFakeTimers({ toFake: ['Date'] });
  let now = Date.now();
  vi.setSystemTime(now);
  return (ms: number) => {
    now += ms;
    vi.setSystemTime(now);
  };
}

/** Orders a report; the 201 answer's report has the list's schema (orval makes no schema for a 201). */
async function order(token: string, body: ReportRequest) {
  const created = await createReport(body, asBearer(token));
  getReportsResponse.parse({ reports: [created.report], countTotal: 1 });
  expect(typeof created.message).toBe('string');
  return created;
}

describe('GET report-types', () => {
  it('offers at least five report types with Polish names, in English on request', async () => {
    const admin = await logIn(ADMIN);
    const { reportTypes } = getReportTypesResponse.parse(await getReportTypes(asBearer(admin)));
    expect(reportTypes.length).toBeGreaterThanOrEqual(5);
    expect(reportTypes.map((type) => type.name)).toEqual(expect.arrayContaining(['Zamówienia w okresie', 'Wydatki według centrów kosztowych', 'Wydatki według kategorii', 'Faktury i płatności', 'Kupione produkty']));
    const english = await getReportTypes({ headers: { Authorization: `Bearer ${admin}`, 'Accept-Language': 'en' } });
    expect(english.reportTypes.find((type) => type.id === reportTypes[0].id)?.name).toBe('Orders in the period');
  });

  it('is for users with acl reports only: a buyer and a private customer get 403, a guest 401', async () => {
    expect(await failure(getReportTypes(asBearer(await logIn('kupiec@firma.demo'))))).toMatchObject({ status: 403, message: 'Nie masz dostępu do raportów.' });
    expect((await failure(getReports(undefined, asBearer(await logIn('klient@spinacz.demo'))))).status).toBe(403);
    expect((await failure(createReport({ typeId: 1, ...recent() }, asBearer(await logIn('kupiec@firma.demo'))))).status).toBe(403);
    expect((await failure(getReports(undefined, asBearer(await logIn('guest'))))).status).toBe(401);
    // A data-only user has reports.
    expect((await getReports(undefined, asBearer(await logIn('dane@firma.demo')))).countTotal).toBeGreaterThan(0);
  });
});

describe('GET reports', () => {
  it('lists the seeded reports newest first, ready ones with a file name and one failed', async () => {
    const { reports, countTotal } = getReportsResponse.parse(await getReports(undefined, asBearer(await logIn(ADMIN))));
    expect(countTotal).toBe(reports.length);
    expect(reports.length).toBeGreaterThanOrEqual(4);
    expect(reports.map((report) => report.createdAt)).toEqual(reports.map((report) => report.createdAt).sort().reverse());
    expect(reports.filter((report) => report.status === 'ready').every((report) => /^Raport_.+\.xlsx$/.test(report.fileName!))).toBe(true);
    const failed = reports.filter((report) => report.status === 'failed');
    expect(failed).toHaveLength(1);
    expect(failed[0].fileName).toBeNull();
  });

  it('gives a history only to the demo\'s own users: an administrator added today has no reports yet', () => {
    const admin = allUsers().find((user) => user.id === 3)!;
    const company = allCompanies().find((candidate) => candidate.id === admin.companyId)!;
    expect(userReports({ user: admin, company }).length).toBe(5);
    expect(userReports({ user: { ...admin, id: 4321, login: 'nowy.admin@firma.demo' }, company })).toEqual([]);
  });

  it('pages 24 a page by default, sorts by the allowed fields only', async () => {
    const admin = await logIn(ADMIN);
    for (let i = 0; i < 22; i += 1) await createReport({ typeId: 1 + (i % 6), ...recent() }, asBearer(admin));
    const first = await getReports(undefined, asBearer(admin));
    expect(first.countTotal).toBe(27);
    expect(first.reports).toHaveLength(24);
    const rest = await getReports({ offset: 24 }, asBearer(admin));
    expect(rest.reports).toHaveLength(3);
    const oldestFirst = await getReports({ orderBy: 'createdAt', orderDirection: 'ASC', limit: 1 }, asBearer(admin));
    expect(oldestFirst.reports[0].id).toBe(rest.reports.at(-1)!.id);
    expect((await failure(getReports({ orderBy: 'fileSize' }, asBearer(admin)))).status).toBe(400);
  });
});

describe('POST reports', () => {
  it('refuses a period without both ends with "Oba pola są wymagane", at the empty field', async () => {
    const admin = await logIn(ADMIN);
    expect(await failure(createReport({ typeId: 1, from: '2026-10-01' } as ReportRequest, asBearer(admin)))).toMatchObject({
      status: 400, message: 'Oba pola są wymagane', body: expect.objectContaining({ field: 'to' }),
    });
    expect(await failure(createReport({ typeId: 1, from: '', to: '' }, asBearer(admin)))).toMatchObject({
      status: 400, message: 'Oba pola są wymagane', body: expect.objectContaining({ field: 'from' }),
    });
  });

  it('refuses an end before the start with the §5 message', async () => {
    expect(await failure(createReport({ typeId: 3, from: '2026-10-31', to: '2026-10-01' }, asBearer(await logIn(ADMIN))))).toMatchObject({
      status: 400, message: 'Data zakończenia nie może być wcześniejsza niż data rozpoczęcia', body: expect.objectContaining({ field: 'to' }),
    });
  });

  it('refuses an unknown type and a date that is not a day', async () => {
    const admin = await logIn(ADMIN);
    expect(await failure(createReport({ typeId: 99, ...recent() }, asBearer(admin)))).toMatchObject({ status: 400, message: 'Wybierz rodzaj raportu z listy.', body: expect.objectContaining({ field: 'typeId' }) });
    expect(await failure(createReport({ typeId: 1, from: '01.10.2026', to: '2026-10-31' }, asBearer(admin)))).toMatchObject({ status: 400, body: expect.objectContaining({ field: 'from' }) });
  });

  it('answers 201 with a message and the pending report, first in the list', async () => {
    const admin = await logIn(ADMIN);
    const created = await order(admin, { typeId: 3, ...recent(), emailNotifyWhenReportReady: true });
    expect(created.message).toContain('Zamówiono raport „Wydatki według kategorii”');
    expect(created.message).toContain('akceptant@firma.demo');
    expect(created.report).toMatchObject({ typeId: 3, typeName: 'Wydatki według kategorii', status: 'pending', fileName: null, emailNotifyWhenReportReady: true });
    expect((await getReports(undefined, asBearer(admin))).reports[0]).toMatchObject({ id: created.report.id, status: 'pending' });
  });
});

describe('generating a report', () => {
  it('is pending, then ready REPORT_READY_AFTER_MS after it was ordered; the file is 409 until then', async () => {
    const later = frozenClock();
    const admin = await logIn(ADMIN);
    const { report } = await order(admin, { typeId: 1, ...recent() });
    later(REPORT_READY_AFTER_MS - 1);
    expect((await getReports(undefined, asBearer(admin))).reports[0]).toMatchObject({ id: report.id, status: 'pending', fileName: null });
    expect(await failure(getReportFile(report.id, asBearer(admin)))).toMatchObject({ status: 409, code: 'REPORT-PENDING' });
    later(1);
    const ready = (await getReports(undefined, asBearer(admin))).reports[0];
    expect(ready).toMatchObject({ id: report.id, status: 'ready' });
    expect(ready.fileName).toBe(`Raport_Zamowienia_w_okresie_${recent().from}_${recent().to}.xlsx`);
  });

  it('fails for a period without data, with the reason on the file request', async () => {
    const later = frozenClock();
    const admin = await logIn(ADMIN);
    const { report } = await order(admin, { typeId: 3, ...EMPTY });
    expect(report.status).toBe('pending');
    later(REPORT_READY_AFTER_MS);
    expect((await getReports(undefined, asBearer(admin))).reports[0]).toMatchObject({ id: report.id, status: 'failed', fileName: null });
    const refused = await failure(getReportFile(report.id, asBearer(admin)));
    expect(refused).toMatchObject({ status: 409, code: 'REPORT-FAILED' });
    expect(refused.message).toBe('W okresie 01.01.2020–31.01.2020 nie ma zamówień firmy Meblomax sp. z o.o., z których można przygotować ten raport. Wybierz inny okres.');
  });

  it('sends the "report ready" e-mail once, on the first read after it is ready, only when asked for', async () => {
    const later = frozenClock();
    const admin = await logIn(ADMIN);
    const { report } = await order(admin, { typeId: 2, ...recent(), emailNotifyWhenReportReady: true });
    await order(admin, { typeId: 5, ...recent() });
    await getReports(undefined, asBearer(admin));
    expect(listMail(ADMIN)).toEqual([]);
    later(REPORT_READY_AFTER_MS);
    expect(listMail(ADMIN)).toEqual([]);
    await getReports(undefined, asBearer(admin));
    await getReports(undefined, asBearer(admin));
    await getReportFile(report.id, asBearer(admin));
    const mails = listMail(ADMIN);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'reportReady', subject: 'Raport „Wydatki według centrów kosztowych” jest gotowy do pobrania', links: [{ label: 'Pobierz raport', href: '/moje-konto/raporty' }] });
    expect(mails[0].paragraphs[0]).toBe('Dzień dobry, Magdalena!');
    // Both reports leave a notification in the account.
    const { notifications } = await getNotifications(undefined, asBearer(admin));
    expect(notifications.filter((notification) => notification.link === '/moje-konto/raporty')).toHaveLength(2);
  });

  it('can be announced without a read of the list (for the demo mailbox page)', async () => {
    const later = frozenClock();
    await order(await logIn(ADMIN), { typeId: 3, ...recent(), emailNotifyWhenReportReady: true });
    announceDueReports();
    expect(listMail(ADMIN)).toEqual([]);
    later(REPORT_READY_AFTER_MS);
    announceDueReports();
    announceDueReports();
    expect(listMail(ADMIN).map((mail) => mail.kind)).toEqual(['reportReady']);
  });

  it('tells by e-mail when an asked-for report could not be made', async () => {
    const later = frozenClock();
    const admin = await logIn(ADMIN);
    await order(admin, { typeId: 4, ...EMPTY, emailNotifyWhenReportReady: true });
    later(REPORT_READY_AFTER_MS);
    await getReports(undefined, asBearer(admin));
    const [mail] = listMail(ADMIN);
    expect(mail.subject).toBe('Nie udało się przygotować raportu „Faktury i płatności”');
    expect(mail.paragraphs).toContain('W okresie 01.01.2020–31.01.2020 nie wystawiliśmy faktur firmie Meblomax sp. z o.o., więc raportu nie można przygotować. Wybierz inny okres.');
  });
});

describe('GET reports/{id}/file', () => {
  async function readyFile(typeId: number, period = recent()) {
    const later = frozenClock();
    const admin = await logIn(ADMIN);
    const { report } = await order(admin, { typeId, ...period });
    later(REPORT_READY_AFTER_MS);
    const blob = await getReportFile(report.id, asBearer(admin));
    return { blob, sheets: await readXlsxFile(await blob.arrayBuffer()), report };
  }

  it('is a real XLSX: header row, numbers as numbers, dates as dates, and a totals row that adds up', async () => {
    const { blob, sheets } = await readyFile(1);
    expect(blob.type).toBe(XLSX);
    expect(sheets.map((sheet) => sheet.sheet)).toEqual(['Zamówienia', 'Informacje']);
    const [header, ...rest] = sheets[0].data;
    expect(header).toEqual(['Numer zamówienia', 'Data złożenia', 'Status', 'Zamawiający', 'Centrum kosztowe', 'Numer zamówienia klienta', 'Liczba pozycji', 'Wartość netto', 'VAT', 'Wartość brutto']);
    const rows = rest.slice(0, -1);
    const totals = rest.at(-1)!;
    expect(rows.length).toBeGreaterThan(3);
    for (const row of rows) {
      expect(row[0]).toMatch(/^ZS\//);
      expect(row[1]).toBeInstanceOf(Date);
      expect(typeof row[7]).toBe('number');
      expect(typeof row[9]).toBe('number');
    }
    expect(totals[0]).toBe('Razem (bez anulowanych i odrzuconych)');
    const counted = rows.filter((row) => row[2] !== 'Anulowane' && row[2] !== 'Odrzucone');
    expect(totals[6]).toBe(counted.length);
    expect(totals[9]).toBeCloseTo(counted.reduce((sum, row) => sum + (row[9] as number), 0), 2);
  });

  it('lists every order of the company in the period, an order placed today too', async () => {
    const buyer = await logIn('kupiec@firma.demo');
    const { products } = await getProductsSearch({ query: 'papier ksero', limit: 1 }, asBearer(buyer));
    await addToCurrentCart({ productId: products[0].id, quantity: 5 }, asBearer(buyer));
    const placed = await placeOrder({ paymentMethod: 'deferred', deliveryMethod: 'courier', costCenterId: 13 }, asBearer(buyer));
    const period = recent();
    const { sheets } = await readyFile(1, period);
    const numbers = sheets[0].data.slice(1, -1).map((row) => row[0]);
    const expected = allOrders().filter((order) => order.companyId === 1001 && order.createdAt.slice(0, 10) >= period.from && order.createdAt.slice(0, 10) <= period.to);
    expect(numbers.sort()).toEqual(expected.map((order) => order.number).sort());
    expect(numbers).toContain(placed.salesOrder.number);
  });

  it('holds the company\'s real spending: the category sheet adds up to the period\'s summary', async () => {
    const period = recent();
    const { sheets } = await readyFile(3, period);
    const [header, ...rest] = sheets[0].data;
    expect(header).toEqual(['Kategoria główna', 'Kategoria', 'Liczba zamówień', 'Wartość towarów netto', 'Wartość towarów brutto', 'Udział w wydatkach']);
    const totals = rest.at(-1)!;
    const summary = companySpendingSummary(allCompanies().find((company) => company.id === 1001)!, period);
    expect(totals[3]).toBeCloseTo(summary.total.net, 2);
    expect(totals[4]).toBeCloseTo(summary.total.gross, 2);
    expect(totals[2]).toBe(summary.orderCount);
    expect(rest.slice(0, -1).reduce((sum, row) => sum + (row[3] as number), 0)).toBeCloseTo(summary.total.net, 2);
    // The information sheet names the report, the company and the period (as dates).
    const info = Object.fromEntries(sheets[1].data.slice(1).map(([label, value]) => [label, value]));
    expect(info).toMatchObject({ Raport: 'Wydatki według kategorii', Firma: 'Meblomax sp. z o.o.' });
    expect((info['Okres od'] as Date).toISOString().slice(0, 10)).toBe(period.from);
  });

  it('names the file in Content-Disposition and lists invoices with their dates', async () => {
    const later = frozenClock();
    const admin = await logIn(ADMIN);
    const { report } = await order(admin, { typeId: 4, ...recent() });
    later(REPORT_READY_AFTER_MS);
    const response = await fetch(`http://localhost/e-commerce/v1/reports/${report.id}/file`, asBearer(admin));
    expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="Raport_Faktury_i_platnosci_${recent().from}_${recent().to}.xlsx"`);
    const [sheet] = await readXlsxFile(await response.arrayBuffer());
    expect(sheet.data[0].slice(0, 4)).toEqual(['Numer faktury', 'Rodzaj', 'Data wystawienia', 'Termin płatności']);
    expect(sheet.data[1][2]).toBeInstanceOf(Date);
  });
});

describe('DELETE reports/{id}', () => {
  it('deletes the user\'s own report with "Raport został usunięty."', async () => {
    const admin = await logIn(ADMIN);
    const [first] = (await getReports(undefined, asBearer(admin))).reports;
    expect(await deleteReport(first.id, asBearer(admin))).toEqual({ message: 'Raport został usunięty.' });
    const after = await getReports(undefined, asBearer(admin));
    expect(after.reports.map((report) => report.id)).not.toContain(first.id);
    expect(await failure(deleteReport(first.id, asBearer(admin)))).toMatchObject({ status: 404 });
  });

  it('does not give another user\'s report: its file is unknown (404), and the data-only role deletes no report (403)', async () => {
    const { report } = await order(await logIn(ADMIN), { typeId: 1, ...recent() });
    const other = await logIn('dane@firma.demo');
    expect(await failure(deleteReport(report.id, asBearer(other)))).toMatchObject({ status: 403, message: onlyDataMessage('pl') });
    expect((await failure(getReportFile(report.id, asBearer(other)))).status).toBe(404);
    expect((await getReports(undefined, asBearer(await logIn(ADMIN)))).reports.map((entry) => entry.id)).toContain(report.id);
  });
});

describe('a failed report', () => {
  it('says why in failureReason; other reports have none', async () => {
    const later = frozenClock();
    const admin = await logIn(ADMIN);
    const { report } = await order(admin, { typeId: 4, ...EMPTY });
    expect(report.failureReason).toBeNull();
    later(REPORT_READY_AFTER_MS);
    const { reports } = getReportsResponse.parse(await getReports(undefined, asBearer(admin)));
    expect(reports[0]).toMatchObject({ id: report.id, status: 'failed' });
    expect(reports[0].failureReason).toBe('W okresie 01.01.2020–31.01.2020 nie wystawiliśmy faktur firmie Meblomax sp. z o.o., więc raportu nie można przygotować. Wybierz inny okres.');
    expect(reports.filter((item) => item.status !== 'failed').every((item) => item.failureReason === null)).toBe(true);
  });
});

describe('GET reports/spending-summary', () => {
  it('gives the company\'s spending of the period by category and by cost centre, both adding up to the total', async () => {
    const period = recent();
    const summary = getSpendingSummaryResponse.parse(await getSpendingSummary(period, asBearer(await logIn(ADMIN))));
    expect(summary).toMatchObject(period);
    expect(summary).toEqual(companySpendingSummary(allCompanies().find((company) => company.id === 1001)!, period));
    expect(summary.orderCount).toBeGreaterThan(0);
    expect(summary.byCategory.length).toBeGreaterThan(1);
    expect(summary.byCostCenter.map((group) => group.name)).toContain('Marketing');
    for (const groups of [summary.byCategory, summary.byCostCenter]) {
      expect(groups.reduce((sum, group) => sum + group.net, 0)).toBeCloseTo(summary.total.net, 2);
      expect(groups.reduce((sum, group) => sum + group.share, 0)).toBeCloseTo(1, 2);
      expect(groups.map((group) => group.net)).toEqual(groups.map((group) => group.net).sort((a, b) => b - a));
    }
  });

  it('is empty for a period without orders, and only for users with acl reports', async () => {
    expect(await getSpendingSummary(EMPTY, asBearer(await logIn(ADMIN)))).toEqual({ ...EMPTY, total: { net: 0, gross: 0 }, orderCount: 0, byCategory: [], byCostCenter: [] });
    expect(await failure(getSpendingSummary(recent(), asBearer(await logIn('kupiec@firma.demo'))))).toMatchObject({ status: 403, message: 'Nie masz dostępu do raportów.' });
    expect((await failure(getSpendingSummary(recent(), asBearer(await logIn('klient@spinacz.demo'))))).status).toBe(403);
    expect((await failure(getSpendingSummary(recent(), asBearer(await logIn('guest'))))).status).toBe(401);
    expect((await getSpendingSummary(recent(), asBearer(await logIn('dane@firma.demo')))).orderCount).toBeGreaterThan(0);
  });

  it('refuses a period without both ends or with the end before the start with the §5 messages, at the field', async () => {
    const admin = await logIn(ADMIN);
    expect(await failure(getSpendingSummary({ from: '2026-10-01' } as { from: string; to: string }, asBearer(admin)))).toMatchObject({
      status: 400, message: 'Oba pola są wymagane', body: expect.objectContaining({ field: 'to' }),
    });
    expect(await failure(getSpendingSummary({ from: '2026-10-31', to: '2026-10-01' }, asBearer(admin)))).toMatchObject({
      status: 400, message: 'Data zakończenia nie może być wcześniejsza niż data rozpoczęcia', body: expect.objectContaining({ field: 'to' }),
    });
    expect((await failure(getSpendingSummary({ from: '01.10.2026', to: '2026-10-31' }, asBearer(admin)))).status).toBe(400);
  });
});
