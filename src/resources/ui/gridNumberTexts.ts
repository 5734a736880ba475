import type { GridLocaleText } from '@mui/x-data-grid';
import { formatNumber } from '../../domain/format/number';

type NumberTexts = Pick<GridLocaleText, 'paginationDisplayedRows' | 'footerRowSelected' | 'footerTotalVisibleRows'>;

/**
 * The data grid's texts that hold numbers, written by the shop (domain/format/number.ts) in the
 * page's language: the grid's own make an Intl.NumberFormat at each call (the page's first costs a
 * phone a long task) and write the selection count in the browser's language, not the page's.
 * Otherwise word for word the grid's `plPL` and English texts.
 */
export function gridNumberTexts(locale: 'pl' | 'en'): NumberTexts {
  const n = (value: number) => formatNumber(value, locale);
  if (locale === 'en') {
    return {
      paginationDisplayedRows: ({ from, to, count, estimated }) => {
        const unknownCount = count == null || count === -1;
        const rest = !estimated ? `more than ${n(to)}` : estimated > to ? `around ${n(estimated)}` : `more than ${n(to)}`;
        return `${n(from)}–${n(to)} of ${!unknownCount ? n(count) : rest}`;
      },
      footerRowSelected: (count) => (count !== 1 ? `${n(count)} rows selected` : `${n(count)} row selected`),
      footerTotalVisibleRows: (visibleCount, totalCount) => `${n(visibleCount)} of ${n(totalCount)}`,
    };
  }
  return {
    paginationDisplayedRows: ({ from, to, count, estimated }) => {
      const rest = !estimated ? `więcej niż ${n(to)}` : estimated > to ? `około ${n(estimated)}` : `więcej niż ${n(to)}`;
      return `${n(from)}–${n(to)} z ${count !== -1 ? n(count) : rest}`;
    },
    footerRowSelected: (count) => `Liczba wybranych wierszy: ${n(count)}`,
    footerTotalVisibleRows: (visibleCount, totalCount) => `${n(visibleCount)} z ${n(totalCount)}`,
  };
}
