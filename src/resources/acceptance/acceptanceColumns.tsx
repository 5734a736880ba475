import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import type { TFunction } from '../../i18n/texts';
import { Link as RouterLink } from 'react-router';
import { localePath, type Locale } from '../../routing/routes';
import { formatPln } from '../../domain/money';
import type { SalesOrderSummary } from '../../generated/model';
import { orderValue, overLimit } from '../../ui/order-acceptance/acceptanceValues';
import { formatDay } from '../../domain/format/date';

export interface AcceptanceColumnOptions {
  locale: Locale;
  showNetPrices: boolean;
  /** Row actions only for those who decide (spec §6: onlyData sees data only). */
  canDecide: boolean;
  onAccept: (order: SalesOrderSummary) => void;
  onReject: (order: SalesOrderSummary) => void;
}

/** An order waiting in a chain of approval rules (several levels, or a level with its own approver). */
export const inChain = (row: SalesOrderSummary): boolean => Boolean(row.approval && (row.approval.levels > 1 || row.approval.waitingFor));

/**
 * Columns of the acceptance queue: number (a link to the order), date, buyer, cost centre, value (net
 * or gross per the user's setting), the amount over the limit, the level of approval, and accept /
 * reject. Sortable columns are those the API orders by. Their least widths add up to what a 1024 px
 * screen gives the grid (with the level of approval shown), so the actions stay on screen.
 */

export function acceptanceColumns(t: TFunction, { locale, showNetPrices, canDecide, onAccept, onReject }: AcceptanceColumnOptions): GridColDef<SalesOrderSummary>[] {
  const columns: GridColDef<SalesOrderSummary>[] = [
    {
      field: 'number',
      headerName: t('acceptance.columns.number'),
      minWidth: 150,
      flex: 1,
      // One tab stop for the whole grid: the link takes the focus only in the focused cell (arrows move between cells).
      renderCell: ({ row, tabIndex }) => (
        <Link component={RouterLink} tabIndex={tabIndex} to={localePath('dashboard-orders-slug', { slug: String(row.id) }, undefined, locale)}>
          {row.number}
        </Link>
      ),
    },
    {
      field: 'createdAt',
      headerName: t('acceptance.columns.createdAt'),
      minWidth: 110,
      valueFormatter: (value: string) => formatDay(value, locale),
    },
    {
      field: 'createdBy',
      headerName: t('acceptance.columns.createdBy'),
      minWidth: 110,
      flex: 1,
      sortable: false,
      valueGetter: (_value, row) => row.createdBy.name,
    },
    {
      field: 'costCenter',
      headerName: t('acceptance.columns.costCenter'),
      minWidth: 110,
      flex: 1,
      sortable: false,
      valueGetter: (_value, row) => row.costCenter?.name ?? t('acceptance.noCostCenter'),
    },
    {
      // The API sorts by the gross value as `grandTotal` and by the net one as `grandTotalNet`.
      field: showNetPrices ? 'grandTotalNet' : 'grandTotal',
      headerName: t(showNetPrices ? 'acceptance.columns.valueNet' : 'acceptance.columns.valueGross'),
      minWidth: 110,
      align: 'right',
      headerAlign: 'right',
      // The amount as a number (an export writes it so); the grid shows it formatted.
      valueGetter: (_value, row) => (showNetPrices ? row.grandTotal.net : row.grandTotal.gross),
      valueFormatter: (_value, row) => orderValue(row, showNetPrices),
    },
    {
      field: 'amountOverLimit',
      headerName: t('acceptance.columns.amountOverLimit'),
      minWidth: 100,
      align: 'right',
      headerAlign: 'right',
      sortable: false,
      valueGetter: (_value, row) => overLimit(row),
      valueFormatter: (value: number) => (value > 0 ? formatPln(value, locale) : t('acceptance.withinLimit')),
      renderCell: ({ row }) =>
        overLimit(row) > 0 ? (
          <strong>{formatPln(overLimit(row), locale)}</strong>
        ) : (
          <span>{t('acceptance.withinLimit')}</span>
        ),
    },
    {
      // Where the order stands in its chain of approval rules, and whom it waits for (the export writes the first line);
      // empty for the one decision of any approver (an order over its limit that no rule's level catches).
      field: 'approval',
      headerName: t('acceptance.columns.approval'),
      minWidth: 130,
      flex: 1,
      sortable: false,
      valueGetter: (_value, row) => (inChain(row) ? t('acceptance.approvalLevel', { level: row.approval!.level, levels: row.approval!.levels }) : ''),
      renderCell: ({ row }) =>
        inChain(row) && row.approval ? (
          <Box sx={{ lineHeight: 1.3, py: 0.5, whiteSpace: 'normal' }}>
            <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
              {t('acceptance.approvalLevel', { level: row.approval.level, levels: row.approval.levels })}
            </Box>
            <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.9em', whiteSpace: 'normal' }}>
              {row.approval.waitingFor ? t('acceptance.waitingFor', { name: row.approval.waitingFor.name }) : t('acceptance.anyApprover')}
            </Box>
          </Box>
        ) : null,
    },
  ];
  if (canDecide) {
    columns.push({
      field: 'actions',
      type: 'actions',
      headerName: t('acceptance.columns.actions'),
      width: 90,
      getActions: ({ row }) => [
        <GridActionsCellItem
          key="accept"
          icon={<CheckCircleOutlined color="success" />}
          label={t('acceptance.acceptOrder', { number: row.number })}
          onClick={() => onAccept(row)}
        />,
        <GridActionsCellItem
          key="reject"
          icon={<CancelOutlined color="error" />}
          label={t('acceptance.rejectOrder', { number: row.number })}
          onClick={() => onReject(row)}
        />,
      ],
    });
  }
  return columns;
}
