import { describe, expect, it } from 'vitest';
import type { Report } from '../../generated/model';
import { finishedSince, REPORT_POLL_MS, reportFileName, reportsPollInterval } from './reportStatus';

const report = (id: number, status: Report['status']): Report => ({
  id, typeId: 1, typeName: 'Zamówienia w okresie', from: '2026-10-01', to: '2026-10-31', createdAt: '2026-11-20T10:00:00.000Z', status,
  emailNotifyWhenReportReady: false, fileName: status === 'ready' ? 'Raport_Zamowienia_w_okresie_2026-10-01_2026-10-31.xlsx' : null, failureReason: null,
});

describe('reports on the screen', () => {
  it('asks the list again while any report is pending, and not once none is', () => {
    expect(reportsPollInterval([report(1, 'ready'), report(2, 'pending')])).toBe(REPORT_POLL_MS);
    expect(reportsPollInterval([report(1, 'ready'), report(2, 'failed')])).toBe(false);
    expect(reportsPollInterval([])).toBe(false);
    expect(reportsPollInterval(undefined)).toBe(false);
  });

  it('finds the reports that were pending at the last look and are done now', () => {
    const before = new Map<number, Report['status']>([[1, 'pending'], [2, 'pending'], [3, 'ready']]);
    const now = [report(1, 'ready'), report(2, 'pending'), report(3, 'ready'), report(4, 'failed')];
    expect(finishedSince(before, now).map((item) => item.id)).toEqual([1]);
    expect(finishedSince(before, [report(2, 'failed')]).map((item) => item.id)).toEqual([2]);
    // A report seen for the first time is not announced (it was done before the page opened).
    expect(finishedSince(new Map(), now)).toEqual([]);
  });

  it('names the download as the API does, else by the id', () => {
    expect(reportFileName(report(1, 'ready'))).toBe('Raport_Zamowienia_w_okresie_2026-10-01_2026-10-31.xlsx');
    expect(reportFileName({ id: 7, fileName: null }, 'Report')).toBe('Report-7.xlsx');
  });
});
