import { Link as RouterLink } from 'react-router';
import type { GridColDef } from '@mui/x-data-grid';
import Link from '@mui/material/Link';
import type { TFunction } from '../../i18n/texts';
import type { ComplaintSummary } from '../../generated/model';
import { formatDate } from '../../domain/format/date';
import { formatMoney } from '../orders/orderFormat';
import { typeKey } from './complaintTexts';
import { ComplaintStatusChip } from './ComplaintStatusChip';

export interface ComplaintColumnOptions {
  locale: 'pl' | 'en';
  showNetPrices: boolean;
  /** The one list of both types (embedded) shows the type; the returns and complaints lists do not. */
  withType: boolean;
  detailHref: (complaint: ComplaintSummary) => string;
}

/**
 * Columns of the complaints and returns grids. Sortable are those the API orders by (createdAt,
 * number, status, quantity, grandTotal — the gross value, also when net prices are shown).
 */
export function complaintColumns(t: TFunction, { locale, showNetPrices, withType, detailHref }: ComplaintColumnOptions): GridColDef<ComplaintSummary>[] {
  const columns: (GridColDef<ComplaintSummary> | false)[] = [
    {
      field: 'number',
      headerName: t('complaints.columns.number'),
      minWidth: 160,
      // One tab stop for the whole grid: the link takes the focus only in the focused cell (arrows move between cells).
      renderCell: ({ row, tabIndex }) => (
        <Link component={RouterLink} tabIndex={tabIndex} to={detailHref(row)} sx={{ fontWeight: 600 }}>
          {row.number}
        </Link>
      ),
    },
    withType && {
      field: 'type',
      headerName: t('complaints.columns.type'),
      minWidth: 110,
      sortable: false,
      valueGetter: (_value, row) => t(`complaints.types.${typeKey(row.type)}`),
    },
    {
      field: 'createdAt',
      headerName: t('complaints.columns.createdAt'),
      // "Zgłoszenie" and the sort arrow, whole.
      minWidth: 125,
      valueFormatter: (value: string) => formatDate(value, locale),
    },
    {
      field: 'status',
      headerName: t('complaints.columns.status'),
      // The longest status, "Oczekuje na dostarczenie towaru", whole in its pill (at 190 px it was cut),
      // in the shop's font and in a wider fallback one (a first visit draws before Roboto is cached,
      // ADR 0024; it needs 240 px there). With the columns beside it, 974 px in all at 1024 px: the
      // grid does not scroll sideways on a laptop.
      minWidth: 245,
      flex: 1.2,
      valueGetter: (_value, row) => row.status.name,
      renderCell: ({ row }) => <ComplaintStatusChip status={row.status} />,
    },
    {
      field: 'documentNumber',
      headerName: t('complaints.columns.documentNumber'),
      // A delivery note's number ("WZ/2026/06/131937") whole, in a wider fallback font too (154 px).
      minWidth: 157,
      flex: 1,
      sortable: false,
    },
    {
      field: 'salesOrderNumber',
      headerName: t('complaints.columns.salesOrderNumber'),
      // An order's number ("ZS/2026/06/131937") whole, as the delivery note's beside it (150 px).
      minWidth: 152,
      flex: 1,
      sortable: false,
      valueGetter: (_value, row) => row.salesOrderNumber ?? '—',
    },
    { field: 'quantity', headerName: t('complaints.columns.quantity'), type: 'number', minWidth: 70 },
    {
      field: 'grandTotal',
      headerName: t(showNetPrices ? 'complaints.columns.valueNet' : 'complaints.columns.valueGross'),
      minWidth: 125,
      align: 'right',
      headerAlign: 'right',
      // The amount as a number (an export writes it so); the grid shows it formatted.
      valueGetter: (_value, row) => (showNetPrices ? row.grandTotal.net : row.grandTotal.gross),
      valueFormatter: (_value, row) => formatMoney(row.grandTotal, showNetPrices ? 'net' : 'gross'),
    },
  ];
  return columns.filter((column): column is GridColDef<ComplaintSummary> => Boolean(column));
}

/** Fields left out of the cards on phones (the detail has them). */
export const PHONE_HIDDEN_COLUMNS: Record<string, boolean> = { type: false, createdAt: false, documentNumber: false, salesOrderNumber: false, quantity: false };
