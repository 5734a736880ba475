import { Link as RouterLink } from 'react-router';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import Link from '@mui/material/Link';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import PaymentOutlined from '@mui/icons-material/PaymentOutlined';
import type { TFunction } from '../../i18n/texts';
import type { Money, SalesInvoiceSummary } from '../../generated/model';
import { localePath } from '../../routing/routes';
import { InvoiceStatusChip } from './InvoiceStatusChip';
import { wrappedCell } from '../ui/WrappedCellText';
import { formatDate } from '../../domain/format/date';
import { formatMoney } from '../../domain/price';

export const moneyText = (amount: Money, net: boolean): string =>
  formatMoney(amount, net);

export interface InvoiceRowActions {
  onPdf: (invoice: SalesInvoiceSummary) => void;
  onPay: (invoice: SalesInvoiceSummary) => void;
  pdfPendingId: number | null;
  /** Whether the user may pay at all (the onlyData role may not); each row says whether it can be paid. */
  mayPay: boolean;
}

/**
 * Columns of the invoices grid; sortable ones are those the API orders by (number, issuedAt, dueDate,
 * grandTotal, amountDue). The value follows the user's net/gross setting; what is left to pay is gross.
 */
export function invoiceColumns(t: TFunction, locale: 'pl' | 'en', showNetPrices: boolean, actions: InvoiceRowActions): GridColDef<SalesInvoiceSummary>[] {
  const day = (value: string) => formatDate(value, locale);
  return [
    {
      field: 'number',
      headerName: t('invoices.columns.number'),
      minWidth: 144,
      flex: 1,
      // One tab stop for the whole grid: the link takes the focus only in the focused cell (arrows move between cells).
      renderCell: ({ row, tabIndex }) => (
        <Link component={RouterLink} tabIndex={tabIndex} to={localePath('dashboard-invoices-slug', { slug: row.id }, undefined, locale)} sx={{ fontWeight: 600 }}>
          {row.number}
        </Link>
      ),
    },
    {
      field: 'type',
      headerName: t('invoices.columns.type'),
      // Its longest word whole ("korygująca", "Correction").
      minWidth: 95,
      // Wider where there is room; at 1024 px "Faktura korygująca" takes two lines rather than being cut.
      flex: 0.6,
      sortable: false,
      valueGetter: (_value, row) => t(`invoices.type.${row.type}`),
      renderCell: wrappedCell,
    },
    // "Data wystawienia" whole beside its sort arrow: the list is sorted by it at first.
    { field: 'issuedAt', headerName: t('invoices.columns.issuedAt'), minWidth: 133, valueFormatter: (value: string) => day(value) },
    { field: 'dueDate', headerName: t('invoices.columns.dueDate'), minWidth: 100, valueFormatter: (value: string) => day(value) },
    {
      field: 'status',
      headerName: t('invoices.columns.status'),
      // The longest status chip ("Po terminie") whole; with the tick boxes every column still fits at 1024 px without scrolling sideways.
      minWidth: 126,
      sortable: false,
      valueGetter: (_value, row) => row.status.name,
      renderCell: ({ row }) => <InvoiceStatusChip invoice={row} />,
    },
    {
      // The API sorts by the invoice's value as `grandTotal` whichever way it is shown.
      field: 'grandTotal',
      headerName: t(showNetPrices ? 'invoices.columns.valueNet' : 'invoices.columns.valueGross'),
      // Five-figure amounts whole in both languages ("PLN 11,323.63" is the longer).
      minWidth: 116,
      align: 'right',
      headerAlign: 'right',
      // Amounts as numbers (an export writes them so); the grid shows them formatted.
      valueGetter: (_value, row) => (showNetPrices ? row.grandTotal.net : row.grandTotal.gross),
      valueFormatter: (_value, row) => moneyText(row.grandTotal, showNetPrices),
    },
    {
      field: 'amountDue',
      headerName: t('invoices.columns.amountDue'),
      minWidth: 116,
      align: 'right',
      headerAlign: 'right',
      valueGetter: (_value, row) => row.amountDue.gross,
      valueFormatter: (_value, row) => moneyText(row.amountDue, false),
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: t('invoices.columns.actions'),
      // Two icon buttons (84 px with the cell's padding).
      width: 87,
      minWidth: 87,
      getActions: ({ row }) => [
        <GridActionsCellItem
          key="pdf"
          icon={<PictureAsPdfOutlined />}
          label={t('invoices.pdf.download', { number: row.number })}
          disabled={actions.pdfPendingId === row.id}
          onClick={() => actions.onPdf(row)}
        />,
        ...(row.canPay && actions.mayPay
          ? [<GridActionsCellItem key="pay" icon={<PaymentOutlined />} label={t('invoices.pay.action', { number: row.number })} onClick={() => actions.onPay(row)} />]
          : []),
      ],
    },
  ];
}
