import type { ThemeOptions } from '@mui/material/styles';
import { formatNumber } from '../../domain/format/number';

const PAGE_ARIA_LABEL = { first: 'Przejdź do pierwszej strony', last: 'Przejdź do ostatniej strony', next: 'Przejdź do następnej strony', previous: 'Przejdź do poprzedniej strony' } as const;
const pageAriaLabel = (type: string) => PAGE_ARIA_LABEL[type as keyof typeof PAGE_ARIA_LABEL] ?? PAGE_ARIA_LABEL.previous;
const number = (value: number) => formatNumber(value, 'pl');

/** "1 gwiazdka", "3 gwiazdki", "5 gwiazdek", "22 gwiazdki". */
function stars(value: number): string {
  const lastDigit = value % 10;
  if (value === 1) return `${value} gwiazdka`;
  return (value < 10 || value > 20) && lastDigit > 1 && lastDigit < 5 ? `${value} gwiazdki` : `${value} gwiazdek`;
}

/**
 * MUI's own words in Polish: the texts of MUI's `plPL` locale, with its numbers written by the shop
 * (domain/format/number.ts). Importing `plPL` makes an Intl.NumberFormat as the module loads, which
 * is the page's first and costs a phone a long task while the account area starts.
 */
export const MUI_POLISH: ThemeOptions = {
  components: {
    MuiBreadcrumbs: { defaultProps: { expandText: 'Pokaż ścieżkę' } },
    MuiTablePagination: {
      defaultProps: {
        getItemAriaLabel: pageAriaLabel,
        labelRowsPerPage: 'Wierszy na stronę:',
        labelDisplayedRows: ({ from, to, count }) => `${number(from)}–${number(to)} z ${count !== -1 ? number(count) : `ponad ${number(to)}`}`,
      },
    },
    MuiRating: { defaultProps: { getLabelText: stars, emptyLabelText: 'Brak gwiazdek' } },
    MuiAutocomplete: { defaultProps: { clearText: 'Wyczyść', closeText: 'Zamknij', loadingText: 'Ładowanie…', noOptionsText: 'Brak opcji', openText: 'Otwórz' } },
    MuiAlert: { defaultProps: { closeText: 'Zamknij' } },
    MuiPagination: {
      defaultProps: {
        'aria-label': 'Nawigacja podziału na strony',
        getItemAriaLabel: (type, page, selected) => (type === 'page' ? (selected ? `${page}. strona` : `Przejdź do ${page}. strony`) : pageAriaLabel(type)),
      },
    },
  },
};
