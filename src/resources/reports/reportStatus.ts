/**
 * A report's life on the screen (spec §7: generated in the background, pending → ready or failed):
 * the list is asked again while any report is pending and not once none is, and a report that was
 * pending at the last look and is not any more is announced.
 */
import type { Report } from '../../generated/model';

/** How often the list is asked again while a report is being prepared. */
export const REPORT_POLL_MS = 1500;

/** Refetch interval of the reports list: REPORT_POLL_MS while any report is pending, else none. */
export const reportsPollInterval = (reports: readonly Pick<Report, 'status'>[] | undefined): number | false =>
  reports?.some((report) => report.status === 'pending') ? REPORT_POLL_MS : false;

/** Reports pending in `before` (id → status at the last look) that are now ready or failed. */
export function finishedSince(before: ReadonlyMap<number, Report['status']>, reports: readonly Report[]): Report[] {
  return reports.filter((report) => before.get(report.id) === 'pending' && report.status !== 'pending');
}

/** The download's file name: the API's (the report type and period), else one from the id. */
export const reportFileName = (report: Pick<Report, 'id' | 'fileName'>, prefix = 'Raport'): string => report.fileName || `${prefix}-${report.id}.xlsx`;
