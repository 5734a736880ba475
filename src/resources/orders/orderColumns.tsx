import EditOutlined from '@mui/icons-material/EditOutlined';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
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

/**
 * Columns of the orders grid; sortable ones are those the API can order by. `onEdit` enters the
 * edit-order mode of an order the user may still change.
 */
export function orderColumns(t: TFunction, locale: 'pl' | 'en', showNetPrices: boolean, onEdit: (order: SalesOrderSummary) => void): GridColDef<SalesOrderSummary>[] {
  const dateFormat = new Intl.DateTimeFormat(locale === 'pl' ? 'pl-PL' : 'en-GB', { dateStyle: 'medium' });
  return [
    { field: 'number', headerName: t('orders.columns.number'), minWidth: 170 },
    {
      field: 'createdAt',
      headerName: t('orders.columns.createdAt'),
      minWidth: 130,
      valueFormatter: (value: string) => dateFormat.format(new Date(value)),
    },
    {
      field: 'status',
      headerName: t('orders.columns.status'),
      minWidth: 210,
      valueGetter: (_value, row) => row.status.name,
      renderCell: ({ row }) => {
        const colour = STATUS_COLOURS[row.status.id];
        // The status colour marks the border and a dot; the label keeps the body text colour for contrast.
        const tone =
          colour === 'default'
            ? undefined
            : { borderColor: `${colour}.main`, '&::before': { content: '""', width: 8, height: 8, ml: 1, borderRadius: '50%', bgcolor: `${colour}.main` } };
        return <Chip size="small" variant="outlined" label={row.status.name} sx={tone} />;
      },
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
      // The API sorts by the gross value as `grandTotal` and by the net one as `grandTotalNet`.
      field: showNetPrices ? 'grandTotalNet' : 'grandTotal',
      headerName: t(showNetPrices ? 'orders.columns.valueNet' : 'orders.columns.valueGross'),
      minWidth: 150,
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
    {
      field: 'actions',
      type: 'actions',
      headerName: t('orders.columns.actions'),
      minWidth: 90,
      getActions: ({ row }) =>
        row.canEdit
          ? [<GridActionsCellItem key="edit" icon={<EditOutlined />} label={t('orders.edit', { number: row.number })} onClick={() => onEdit(row)} />]
          : [],
    },
  ];
}
