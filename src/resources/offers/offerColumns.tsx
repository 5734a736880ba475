import type { TFunction } from '../../i18n/texts';
import Box from '@mui/material/Box';
import type { GridColDef } from '@mui/x-data-grid';
import { formatDate } from '../../domain/format/date';
import type { Offer } from '../../generated/model';
import { OfferStatusChip } from './OfferStatusChip';
import { formatMoney } from '../../domain/price';

/** The offer's value as the user shows prices; "—" while it is not priced. */
const valueOf = (offer: Offer, net: boolean): string =>
  offer.grandTotal ? formatMoney(offer.grandTotal, net) : '—';

/**
 * Columns of the offers grid; those the API orders by sort (number, name, date, validity, value,
 * status). A request not yet priced has no validity and no value ("—"). On phones (`narrow`) the
 * name cell also holds the validity and the value; only it and the status are shown (see OffersList).
 */
export function offerColumns(t: TFunction, locale: 'pl' | 'en', showNetPrices: boolean, narrow = false): GridColDef<Offer>[] {
  return [
    { field: 'number', headerName: t('offers.columns.number'), minWidth: 130 },
    {
      field: 'name',
      headerName: t('offers.columns.name'),
      minWidth: narrow ? 150 : 200,
      flex: 1,
      renderCell: ({ row, value }) => (
        <Box sx={{ whiteSpace: 'normal', py: 1 }}>
          <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
            {value as string}
          </Box>
          {narrow && (row.validUntil || row.grandTotal) ? (
            // Phones: the validity and the value under the name (their own columns are hidden).
            <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
              {[row.validUntil ? t('offers.validUntilShort', { date: formatDate(row.validUntil, locale) }) : null, row.grandTotal ? valueOf(row, showNetPrices) : null]
                .filter(Boolean)
                .join(' · ')}
            </Box>
          ) : null}
        </Box>
      ),
    },
    { field: 'createdAt', headerName: t('offers.columns.createdAt'), minWidth: 120, valueFormatter: (value: string) => formatDate(value, locale) },
    {
      field: 'validUntil',
      headerName: t('offers.columns.validUntil'),
      minWidth: narrow ? 96 : 130,
      valueFormatter: (value: string | null) => (value ? formatDate(value, locale) : '—'),
    },
    {
      field: 'status',
      headerName: t('offers.columns.status'),
      minWidth: narrow ? 156 : 170,
      renderCell: ({ row }) => <OfferStatusChip status={row.status} />,
    },
    { field: 'itemsCount', headerName: t('offers.columns.itemsCount'), type: 'number', minWidth: 90, sortable: false },
    {
      field: 'grandTotal',
      headerName: t(showNetPrices ? 'offers.columns.valueNet' : 'offers.columns.valueGross'),
      minWidth: narrow ? 100 : 120,
      align: 'right',
      headerAlign: 'right',
      // The amount as a number (an export writes it so); the grid shows it formatted.
      valueGetter: (_value, row) => (row.grandTotal ? (showNetPrices ? row.grandTotal.net : row.grandTotal.gross) : null),
      valueFormatter: (_value, row) => valueOf(row, showNetPrices),
    },
  ];
}
