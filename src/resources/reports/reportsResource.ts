/**
 * Reports (acl reports; spec §3, §7 "Content and reports") as Refine resources: the user's reports
 * (24 a page, newest first), their types, ordering and deleting one, the file of a ready one, and the
 * chosen period's spending summary (one record per period) for the chart.
 */
import type { BaseKey } from '@refinedev/core';
import {
  createReport, deleteReport, getReportFile, getReports, getReportTypes, getSpendingSummary,
} from '../../generated/api/content-and-reports/content-and-reports';
import type { Report, ReportRequest, SpendingSummary } from '../../generated/model';
import type { ListQuery } from '../listQuery';
import { saveFile } from '../ui/saveFile';
import type { ReportPeriod } from './reportForm';
import type { ResourceBinding } from '../resourceDescriptor';
// The key is written in the resource's descriptor (resource.ts); the screens import it from here too.
export { REPORT_TYPES_RESOURCE, REPORTS_RESOURCE, SPENDING_SUMMARY_RESOURCE } from './resource';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function listReports(query: ListQuery, signal?: AbortSignal) {
  const response = await getReports(
    { limit: query.limit, offset: query.offset, orderBy: query.orderBy ?? 'createdAt', orderDirection: query.orderDirection ?? 'DESC' },
    undefined,
    signal,
  );
  return { data: response.reports, total: response.countTotal };
}

/** The types the user may order (one short list from the server). */
export async function listReportTypes(_query: ListQuery, signal?: AbortSignal) {
  const { reportTypes } = await getReportTypes(undefined, signal);
  return { data: reportTypes, total: reportTypes.length };
}

/** Orders a report: the pending report and the server's message ("Zamówiono raport … Będzie gotowy za kilka sekund …"). */
export async function createReportRecord(request: ReportRequest) {
  const response = await createReport(request);
  return { data: response.report, message: response.message };
}

/** Deletes a report in any status; the message is spec §8's "Raport został usunięty.". */
export async function deleteReportRecord(id: BaseKey) {
  const response = await deleteReport(Number(id));
  return { data: { id, message: response.message } };
}

/** A period as a record id ("2026-10-01_2026-10-31"): one spending summary per period. */
export const periodKey = (period: ReportPeriod): string => `${period.from}_${period.to}`;

/** The spending summary of the period the id names (GET reports/spending-summary). */
export async function getSpendingSummaryRecord(id: BaseKey, signal?: AbortSignal): Promise<{ data: SpendingSummary }> {
  const [from, to] = String(id).split('_');
  return { data: await getSpendingSummary({ from, to }, undefined, signal) };
}

/** Downloads a ready report's XLSX (the generated call asks for a Blob; 409 while pending or when it failed). */
export async function downloadReportFile(report: Pick<Report, 'id'>, fileName: string): Promise<void> {
  const file = await getReportFile(report.id, { headers: { Accept: XLSX_TYPE } });
  saveFile(file, fileName, XLSX_TYPE);
}

export const reportsBinding = { list: listReports, create: createReportRecord, remove: deleteReportRecord } satisfies ResourceBinding;
export const reportTypesBinding = { list: listReportTypes } satisfies ResourceBinding;
/** The chart's figures: one record per period, its id "from_to" (there is nothing to list). */
export const spendingSummaryBinding = { list: async () => ({ data: [], total: 0 }), one: getSpendingSummaryRecord } satisfies ResourceBinding;
