import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildCompanies, USERS } from '../db/seed/accounts';
import { REPORT_TYPES } from './reportData';
import type { ReportTable } from './reportTables';
import { renderReportXlsx, spreadsheetText } from './reportFile';

/** The text of every sheet and the shared strings of an XLSX file. */
function workbookText(bytes: Uint8Array): string {
  return Object.entries(unzipSync(bytes))
    .filter(([name]) => name.startsWith('xl/') && name.endsWith('.xml'))
    .map(([, data]) => strFromU8(data))
    .join('\n');
}

describe('report files against formula injection (OWASP CSV injection)', () => {
  it('stores text that starts like a formula with a leading apostrophe, and leaves other text and numbers alone', () => {
    for (const attack of ['=HYPERLINK("http://evil.test","Kliknij")', '+48 1+1', '-2+3+cmd|\' /C calc\'!A0', '@SUM(A1:A9)', '\t=1+1', '\r=1+1']) {
      expect(spreadsheetText(attack)).toBe(`'${attack}`);
    }
    for (const text of ['Papier ksero A4', 'Marketing', '', 'a=b', "'=already quoted"]) expect(spreadsheetText(text)).toBe(text);
  });

  it('a cost centre named like a formula reaches the XLSX as text with the apostrophe, in the data and in the information sheet', async () => {
    const company = { ...buildCompanies([])[0], name: '@Meblomax' };
    const table: ReportTable = {
      sheetName: 'Wydatki',
      columns: [
        { header: 'Centrum kosztowe', kind: 'text', width: 30 },
        { header: 'Wydatki netto', kind: 'money', width: 14 },
      ],
      rows: [
        ['=HYPERLINK("http://evil.test","Kliknij")', -12.5],
        ['Marketing', 100],
      ],
      totals: ['Razem', 87.5],
      notes: ['-1+1 nie jest formułą'],
    };
    const text = workbookText(
      await renderReportXlsx(table, { type: REPORT_TYPES[1], company, orderedBy: USERS[2], period: { from: '2026-10-01', to: '2026-10-31' }, generatedAt: '2026-11-01T08:00:00Z' }),
    );
    expect(text).toMatch(/'=HYPERLINK\((&quot;|")http:\/\/evil\.test/);
    expect(text).not.toMatch(/>=HYPERLINK/);
    expect(text).toContain("'@Meblomax");
    expect(text).toContain("'-1+1 nie jest formułą");
    expect(text).not.toMatch(/<f>|<f /);
    // Numbers stay numbers (a negative amount is not text).
    expect(text).toMatch(/<v>-12\.5<\/v>/);
  });
});
