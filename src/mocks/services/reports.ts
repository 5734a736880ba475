/**
 * Reports (acl `reports`): the types, a user's reports (newest first, 24 a page), ordering one, deleting
 * one and its XLSX file. A report is generated "in the background": it is `pending` until
 * REPORT_READY_AFTER_MS after it was ordered, then `ready` — or `failed` when its period has nothing to
 * report (reportData.ts reportFailure, decided when it is ordered). The status is computed from
 * `createdAt`, so it survives a reload of the page or a restart of the demo server.
 *
 * When a report is done the user gets a notification and, if she asked for it, the "report ready"
 * e-mail. A demo has no background job to send them, so they go out on the first read of her reports
 * after the moment (listing or downloading), exactly once (`announcedAt`).
 *
 * Reports are per user: seeded ones (a few ready, one failed) until the first change copies them into
 * the demo state; another user's report is as unknown as a missing one (404).
 */
import { dateRangeError } from '../../domain/dateRange';
import type { Report, ReportCreatedResponse, ReportListResponse, ReportStatus, ReportType } from '../../generated/model';
import { allCompanies, allUsers, getSeed, getState, updateState } from '../db/store';
import type { StoredReport } from '../db/buyerRecords';
import type { Seed, SeedCompany, SeedUser } from '../db/types';
import { DemoHttpError, forbidden, notFound } from '../http/errors';
import type { DemoLocale } from '../http/locale';
import { fieldError } from './checkoutValidation';
import { requireOrderBy, sortAndPage } from './listQuery';
import { REPORTS_PATH, sendReportMail } from './mail/reportMail';
import { notify } from './notifications';
import { polishDay, REPORT_TYPES, reportFailure, reportType, type ReportPeriod } from './reportData';
import { reportTable } from './reportTables';
import { renderReportXlsx, reportFileName } from './reportFile';
import { aclOf } from './users';

/** How long generating a report takes in the demo. */
export const REPORT_READY_AFTER_MS = 4000;
const FIRST_NEW_REPORT_ID = 1_000_001;
const DAY = 86_400_000;

export interface ReportOwner {
  user: SeedUser;
  company: SeedCompany;
}

const MESSAGES = {
  pl: {
    forbidden: 'Nie masz dostępu do raportów.',
    notFound: 'Nie znaleziono raportu.',
    unknownType: 'Wybierz rodzaj raportu z listy.',
    deleted: 'Raport został usunięty.',
    pending: 'Raport jest jeszcze przygotowywany. Spróbuj pobrać go za kilka sekund.',
    created: (name: string, range: string, email: string | null) =>
      `Zamówiono raport „${name}” za okres ${range}. Będzie gotowy za kilka sekund${email ? ` – wyślemy wtedy wiadomość na adres ${email}` : ''}.`,
  },
  en: {
    forbidden: 'You have no access to reports.',
    notFound: 'The report was not found.',
    unknownType: 'Choose a report type from the list.',
    deleted: 'The report has been deleted.',
    pending: 'The report is still being prepared. Try downloading it in a few seconds.',
    created: (name: string, range: string, email: string | null) =>
      `The report "${name}" for ${range} has been ordered. It will be ready in a few seconds${email ? ` – we will then send a message to ${email}` : ''}.`,
  },
} as const;

/** 403 unless the user's access settings include reports (company administrators and data-only users). */
export function requireReportAccess({ user, company }: ReportOwner, locale: DemoLocale = 'pl'): void {
  if (!aclOf(user, company).reports) throw forbidden(MESSAGES[locale].forbidden);
}

export const reportTypes = (locale: DemoLocale): ReportType[] => REPORT_TYPES.map((type) => ({ id: type.id, name: type.name[locale] }));

// ---- status -------------------------------------------------------------------------------------

/** The moment the report is (or will be) done. */
export const reportDoneAt = (report: StoredReport): number => Date.parse(report.createdAt) + REPORT_READY_AFTER_MS;

export function reportStatus(report: StoredReport, now = Date.now()): ReportStatus {
  if (now < reportDoneAt(report)) return 'pending';
  return report.failureReason === null ? 'ready' : 'failed';
}

const periodOf = (report: StoredReport): ReportPeriod => ({ from: report.from, to: report.to });
const rangeOf = (period: ReportPeriod): string => `${polishDay(period.from)}–${polishDay(period.to)}`;

export function toReport(report: StoredReport, locale: DemoLocale, now = Date.now()): Report {
  const type = reportType(report.typeId)!;
  const status = reportStatus(report, now);
  return {
    id: report.id,
    typeId: report.typeId,
    typeName: type.name[locale],
    from: report.from,
    to: report.to,
    createdAt: report.createdAt,
    status,
    emailNotifyWhenReportReady: report.emailNotifyWhenReportReady,
    fileName: status === 'ready' ? reportFileName(type, periodOf(report), locale) : null,
    // The reason is known when the report is ordered, but told only once it has failed.
    failureReason: status === 'failed' ? report.failureReason : null,
  };
}

// ---- the seeded reports -------------------------------------------------------------------------

const isoDay = (time: number): string => new Date(time).toISOString().slice(0, 10);
const monthStart = (today: Date, monthsBack: number): number => Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - monthsBack, 1);
const monthEnd = (today: Date, monthsBack: number): number => Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - monthsBack + 1, 0);

/**
 * What a user with reports ordered before: last month's spending by category (with the e-mail) and by
 * cost centre, the last three months' orders, the invoices of the last 90 days, and one that failed
 * (orders by user two years back, before the company's history). All of them done and announced.
 */
function buildSeededReports(seed: Seed, owner: ReportOwner): StoredReport[] {
  const { today } = seed;
  const base = owner.user.id * 100;
  const at = (daysAgo: number, hour: number, minute: number) => new Date(today.getTime() - daysAgo * DAY + (hour * 60 + minute) * 60_000).toISOString();
  const specs: [typeId: number, from: number, to: number, createdAt: string, email: boolean][] = [
    [3, monthStart(today, 1), monthEnd(today, 1), at(2, 7, 40), true],
    [6, monthStart(today, 24), monthEnd(today, 24), at(5, 9, 5), false],
    [2, monthStart(today, 1), monthEnd(today, 1), at(6, 11, 20), false],
    [1, monthStart(today, 3), monthEnd(today, 1), at(9, 10, 5), false],
    [4, today.getTime() - 100 * DAY, today.getTime() - 10 * DAY, at(10, 12, 30), true],
  ];
  return specs.map(([typeId, from, to, createdAt, email], index) => {
    const period = { from: isoDay(from), to: isoDay(to) };
    return {
      id: base + index + 1,
      userId: owner.user.id,
      companyId: owner.company.id,
      typeId,
      ...period,
      createdAt,
      emailNotifyWhenReportReady: email,
      failureReason: reportFailure(reportType(typeId)!, owner.company, period),
      announcedAt: new Date(Date.parse(createdAt) + REPORT_READY_AFTER_MS).toISOString(),
    };
  });
}

const seededCache = new WeakMap<Seed, Map<number, StoredReport[]>>();

function seededReports(owner: ReportOwner): StoredReport[] {
  const seed = getSeed();
  let byUser = seededCache.get(seed);
  if (!byUser) seededCache.set(seed, (byUser = new Map()));
  let reports = byUser.get(owner.user.id);
  if (!reports) {
    // Only the demo's own users have a history; someone added or registered today starts with none.
    const seeded = seed.users.some((user) => user.id === owner.user.id) && aclOf(owner.user, owner.company).reports;
    byUser.set(owner.user.id, (reports = seeded ? buildSeededReports(seed, owner) : []));
  }
  return reports;
}

/** The user's reports as stored (the seeded ones until the first change). */
export const userReports = (owner: ReportOwner): readonly StoredReport[] => getState().reports?.[String(owner.user.id)] ?? seededReports(owner);

function changeReports<T>(owner: ReportOwner, change: (reports: StoredReport[], nextId: () => number) => T): T {
  return updateState((state) => {
    const all = (state.reports ??= {});
    const key = String(owner.user.id);
    const reports = (all[key] ??= seededReports(owner).map((report) => ({ ...report })));
    const nextId = () => {
      const id = Math.max(state.counters.report ?? FIRST_NEW_REPORT_ID, FIRST_NEW_REPORT_ID);
      state.counters.report = id + 1;
      return id;
    };
    return change(reports, nextId);
  });
}

function findReport(owner: ReportOwner, id: number, locale: DemoLocale): StoredReport {
  const report = userReports(owner).find((candidate) => candidate.id === id);
  if (!report) throw notFound(MESSAGES[locale].notFound);
  return report;
}

// ---- telling the user ---------------------------------------------------------------------------

/**
 * Sends what is due for the user's reports that are done but not yet announced: a notification, and the
 * e-mail when she asked for one. Runs on every read of her reports; each report is announced once.
 */
export function announceFinishedReports(owner: ReportOwner, now = Date.now()): void {
  const due = userReports(owner).filter((report) => report.announcedAt === null && reportStatus(report, now) !== 'pending');
  if (!due.length) return;
  changeReports(owner, (reports) => {
    for (const report of reports) if (due.some((item) => item.id === report.id)) report.announcedAt = new Date(now).toISOString();
  });
  for (const report of due) {
    const typeName = reportType(report.typeId)!.name.pl;
    const range = rangeOf(periodOf(report));
    const ready = report.failureReason === null;
    notify(owner.user.id, {
      title: ready ? `Raport „${typeName}” jest gotowy` : `Nie udało się przygotować raportu „${typeName}”`,
      message: ready ? `Raport za okres ${range} możesz pobrać w zakładce „Raporty”.` : report.failureReason!,
      link: REPORTS_PATH,
    });
    const locale = report.locale ?? 'pl';
    if (report.emailNotifyWhenReportReady) {
      sendReportMail({ user: owner.user, company: owner.company, typeName: reportType(report.typeId)!.name[locale], range, failureReason: report.failureReason, locale });
    }
  }
}

/**
 * Announces every user's finished reports (those ordered through the demo): for a page that shows the
 * demo mailbox, so the "report ready" e-mail is there even when nobody looked at the reports list.
 */
export function announceDueReports(now = Date.now()): void {
  const users = allUsers();
  const companies = allCompanies();
  for (const [userId, reports] of Object.entries(getState().reports ?? {})) {
    if (!reports.some((report) => report.announcedAt === null)) continue;
    const user = users.find((candidate) => String(candidate.id) === userId);
    const company = user && companies.find((candidate) => candidate.id === user.companyId);
    if (user && company) announceFinishedReports({ user, company }, now);
  }
}

// ---- operations ---------------------------------------------------------------------------------

const SORT_FIELDS = ['createdAt', 'from', 'to', 'typeName', 'status'] as const;

/** GET reports: the user's reports, newest first by default, with their status now. */
export function listReports(owner: ReportOwner, query: { limit?: number; offset?: number; orderBy?: string; orderDirection?: 'ASC' | 'DESC' }, locale: DemoLocale): ReportListResponse {
  requireReportAccess(owner, locale);
  const orderBy = requireOrderBy(query.orderBy, SORT_FIELDS, 'createdAt');
  announceFinishedReports(owner);
  const now = Date.now();
  const reports = userReports(owner).map((report) => toReport(report, locale, now));
  const key = (report: Report): string => (orderBy === 'status' ? String(['pending', 'ready', 'failed'].indexOf(report.status)) : String(report[orderBy]));
  return { reports: sortAndPage(reports, key, (report) => report.id, query), countTotal: reports.length };
}

/** The body as sent, read before the contract's schema so a missing or reversed date gets spec §5's message. */
export function checkReportPeriod(raw: unknown): void {
  const body = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const problem = dateRangeError(text(body.from) || undefined, text(body.to) || undefined);
  if (problem) throw fieldError(problem.field, problem.message);
}

/** POST reports: orders a report (validated body: the handler checked the period's §5 rules first). */
export function createReport(
  owner: ReportOwner,
  body: { typeId: number; from: string; to: string; emailNotifyWhenReportReady?: boolean },
  locale: DemoLocale,
): ReportCreatedResponse {
  requireReportAccess(owner, locale);
  checkReportPeriod(body);
  const type = reportType(body.typeId);
  if (!type) throw fieldError('typeId', MESSAGES[locale].unknownType);
  const period = { from: body.from, to: body.to };
  const email = body.emailNotifyWhenReportReady === true;
  const stored = changeReports(owner, (reports, nextId) => {
    const report: StoredReport = {
      id: nextId(),
      userId: owner.user.id,
      companyId: owner.company.id,
      typeId: type.id,
      ...period,
      createdAt: new Date().toISOString(),
      emailNotifyWhenReportReady: email,
      failureReason: reportFailure(type, owner.company, period),
      announcedAt: null,
      locale,
    };
    reports.push(report);
    return report;
  });
  return { message: MESSAGES[locale].created(type.name[locale], rangeOf(period), email ? owner.user.login : null), report: toReport(stored, locale) };
}

/** DELETE reports/{id}: the user's own report, in any status. */
export function deleteReport(owner: ReportOwner, id: number, locale: DemoLocale): { message: string } {
  requireReportAccess(owner, locale);
  findReport(owner, id, locale);
  changeReports(owner, (reports) => reports.splice(reports.findIndex((report) => report.id === id), 1));
  return { message: MESSAGES[locale].deleted };
}

/** GET reports/{id}/file: the XLSX of a ready report; 409 while it is pending or when it failed (with the reason). */
export async function reportFile(owner: ReportOwner, id: number, locale: DemoLocale): Promise<{ bytes: Uint8Array; fileName: string }> {
  requireReportAccess(owner, locale);
  announceFinishedReports(owner);
  const report = findReport(owner, id, locale);
  const status = reportStatus(report);
  if (status === 'pending') throw new DemoHttpError(409, 'REPORT-PENDING', MESSAGES[locale].pending);
  if (status === 'failed') throw new DemoHttpError(409, 'REPORT-FAILED', report.failureReason!);
  const type = reportType(report.typeId)!;
  const period = periodOf(report);
  const table = reportTable(type.id, owner.company, period);
  const bytes = await renderReportXlsx(table, {
    type, company: owner.company, period, orderedBy: owner.user, generatedAt: new Date(reportDoneAt(report)).toISOString(),
  }, locale);
  return { bytes, fileName: reportFileName(type, period, locale) };
}
