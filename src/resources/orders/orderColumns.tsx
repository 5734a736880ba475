import type { GridColDef } from '@mui/x-data-grid';
import Chip from '@mui/material/Chip';
import type { TFunction } from 'i18next';
import type { OrderStatusId, SalesOrderSummary } from '../../generated/model';

const STATUS_COLOURS: Record<OrderStatusId, 'default' | 'primary' | 'success' | 'warning' | 'error' | 'info'> = {
  awaitingAcceptance: 'warning',
  rejected: 'error',
  accepted: 'info',
  inProgress: 'primary',
  shipped: 'info',
  delivered: 'success',
  cancelled: 'default',
};

/** Columns of the orders grid; sortable ones are those the API can order by. */
export function orderColumns(t: TFunction, locale: 'pl' | 'en', showNetPrices: boolean): GridColDef<SalesOrderSummary>[] {
  const dateFormat = new Intl.DateTimeFormat(locale === 'pl' ? 'pl-PL' : 'en-GB', { dateStyle: 'medium' });
  return [
    { field: 'number', headerName: t('orders.columns.number'), minWidth: 170, flex: 1 },
    {
      field: 'createdAt',
      headerName: t('orders.columns.createdAt'),
      minWidth: 120,
      valueFormatter: (value: string) => dateFormat.format(new Date(value)),
    },
    {
      field: 'status',
      headerName: t('orders.columns.status'),
      minWidth: 170,
      valueGetter: (_value, row) => row.status.name,
      renderCell: ({ row }) => <Chip size="small" variant="outlined" color={STATUS_COLOURS[row.status.id]} label={row.status.name} />,
    },
    {
      field: 'createdBy',
      headerName: t('orders.columns.createdBy'),
      minWidth: 150,
      flex: 1,
      sortable: false,
      valueGetter: (_value, row) => row.createdBy.name,
    },
    {
      field: 'costCenter',
      headerName: t('orders.columns.costCenter'),
      minWidth: 140,
      flex: 1,
      sortable: false,
      valueGetter: (_value, row) => row.costCenter?.name ?? '—',
    },
    { field: 'itemsCount', headerName: t('orders.columns.itemsCount'), type: 'number', minWidth: 80, sortable: false },
    {
      field: 'grandTotal',
      headerName: t(showNetPrices ? 'orders.columns.valueNet' : 'orders.columns.valueGross'),
      minWidth: 130,
      align: 'right',
      headerAlign: 'right',
      valueGetter: (_value, row) =>
        `${showNetPrices ? row.grandTotal.netFormatted : row.grandTotal.grossFormatted} ${row.grandTotal.currencyPostfix}`.trim(),
    },
    {
      field: 'clientOrderNumber',
      headerName: t('orders.columns.clientOrderNumber'),
      minWidth: 140,
      sortable: false,
      valueGetter: (_value, row) => row.clientOrderNumber ?? '—',
    },
  ];
}
