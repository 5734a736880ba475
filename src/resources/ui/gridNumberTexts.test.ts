import { enUS, plPL } from '@mui/x-data-grid/locales';
import { describe, expect, it } from 'vitest';
import { gridNumberTexts } from './gridNumberTexts';

const grid = { pl: plPL, en: enUS } as const;
const ranges: { from: number; to: number; count: number; estimated: number | undefined }[] = [
  { from: 1, to: 24, count: 120, estimated: undefined },
  { from: 1201, to: 1224, count: 25_310, estimated: undefined },
  { from: 25, to: 48, count: -1, estimated: undefined },
  { from: 25, to: 48, count: -1, estimated: 100 },
  { from: 25, to: 48, count: -1, estimated: 30 },
  { from: 1, to: 24, count: 12_345, estimated: 20_000 },
];

describe('the data grid texts that hold numbers', () => {
  for (const locale of ['pl', 'en'] as const) {
    const own = grid[locale].components.MuiDataGrid.defaultProps.localeText;
    const ours = gridNumberTexts(locale);

    it(`read as the grid's own ${locale} pager texts, numbers written in the page's language`, () => {
      // The grid writes English numbers the American way and Polish ones with Intl: the same digits for whole numbers.
      for (const range of ranges) expect(ours.paginationDisplayedRows(range)).toBe(own.paginationDisplayedRows!(range));
    });

    it(`write the ${locale} selection counts in the page's language, whatever the browser's`, () => {
      const written = locale === 'pl' ? '12\u00a0345' : '12,345';
      expect(ours.footerRowSelected(12_345)).toContain(written);
      expect(ours.footerTotalVisibleRows(5, 12_345)).toContain(written);
      expect(ours.footerRowSelected(1)).toBe(locale === 'pl' ? 'Liczba wybranych wierszy: 1' : '1 row selected');
    });
  }
});
