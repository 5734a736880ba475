import EditOutlined from '@mui/icons-material/EditOutlined';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import type { TFunction } from '../../i18n/texts';
import { Link as RouterLink } from 'react-router';
import { localePath } from '../../routing/routes';
import type { SalesOrderSummary } from '../../generated/model';
import { OrderStatusChip } from './OrderStatusChip';
import { wrappedCell } from '../ui/WrappedCellText';
import styles from './orderColumns.module.css';
import { formatDay } from '../../domain/format/date';
import { formatMoney } from '../../domain/price';

/**
 * Columns of the orders grid; sortable ones are those the API can order by. `onEdit` enters the
 * edit-order mode of an order the user may still change.
 */
export function orderColumns(
  t: TFunction,
  locale: 'pl' | 'en',
  showNetPrices: boolean,
  onEdit: (order: SalesOrderSummary) => void,
): GridColDef<SalesOrderSummary>[] {
  return [
    {
      field: 'number',
      headerName: t('orders.columns.number'),
      minWidth: 150,
      // The number opens the order's page (lines, documents, history and its actions).
      // One tab stop for the whole grid: the link takes the focus only in the focused cell (arrows move between cells).
      renderCell: ({ row, tabIndex }) => (
        <RouterLink tabIndex={tabIndex} className={styles.number} to={localePath('dashboard-orders-slug', { slug: row.id }, undefined, locale)}>
          {row.number}
        </RouterLink>
      ),
    },
    {
      field: 'createdAt',
      headerName: t('orders.columns.createdAt'),
      minWidth: 110,
      valueFormatter: (value: string) => formatDay(value, locale),
    },
    {
      field: 'status',
      headerName: t('orders.columns.status'),
      // The longest status, "Oczekuje na akceptację", whole in its pill (at 190 px its last letters were cut).
      minWidth: 210,
      valueGetter: (_value, row) => row.status.name,
      renderCell: ({ row }) => <OrderStatusChip status={row.status} />,
    },
    {
      field: 'createdBy',
      headerName: t('orders.columns.createdBy'),
      minWidth: 120,
      // Names are the longer texts: the room there is goes to them first; where there is little, a second line.
      flex: 1.3,
      sortable: false,
      valueGetter: (_value, row) => row.createdBy.name,
      renderCell: wrappedCell,
    },
    {
      field: 'costCenter',
      headerName: t('orders.columns.costCenter'),
      minWidth: 120,
      flex: 1,
      sortable: false,
      valueGetter: (_value, row) => row.costCenter?.name ?? '—',
      renderCell: wrappedCell,
    },
    { field: 'itemsCount', headerName: t('orders.columns.itemsCount'), type: 'number', minWidth: 80, sortable: false },
    {
      // The API sorts by the gross value as `grandTotal` and by the net one as `grandTotalNet`.
      field: showNetPrices ? 'grandTotalNet' : 'grandTotal',
      headerName: t(showNetPrices ? 'orders.columns.valueNet' : 'orders.columns.valueGross'),
      minWidth: 120,
      align: 'right',
      headerAlign: 'right',
      // The amount as a number (an export writes it so); the grid shows it formatted.
      valueGetter: (_value, row) => (showNetPrices ? row.grandTotal.net : row.grandTotal.gross),
      valueFormatter: (_value, row) => formatMoney(row.grandTotal, showNetPrices),
    },
    {
      field: 'clientOrderNumber',
      headerName: t('orders.columns.clientOrderNumber'),
      minWidth: 120,
      sortable: false,
      valueGetter: (_value, row) => row.clientOrderNumber ?? '—',
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: t('orders.columns.actions'),
      // One button: its own width, so that with the whole statuses every column fits at 1024 px.
      width: 80,
      minWidth: 80,
      getActions: ({ row }) =>
        row.canEdit
          ? [<GridActionsCellItem key="edit" icon={<EditOutlined />} label={t('orders.edit', { number: row.number })} onClick={() => onEdit(row)} />]
          : [],
    },
  ];
}
