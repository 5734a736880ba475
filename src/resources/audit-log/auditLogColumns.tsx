import type { TFunction } from '../../i18n/texts';
import Box from '@mui/material/Box';
import type { GridColDef } from '@mui/x-data-grid';
import { formatDateTime, type FormatLocale } from '../../domain/format/date';
import type { AuditEntry } from '../../generated/model';

/**
 * Columns of the audit log: when, who, what happened, what it concerned and its details. Only the
 * moment sorts (on the server). On phones (`narrow`) the card shows the same five, the details wrapped.
 */
export function auditLogColumns(t: TFunction, locale: FormatLocale, narrow = false): GridColDef<AuditEntry>[] {
  const wrapped = (value: unknown) => <Box sx={{ whiteSpace: 'normal', py: 1 }}>{(value as string | null) ?? '—'}</Box>;
  return [
    {
      field: 'at',
      headerName: t('auditLog.columns.at'),
      minWidth: narrow ? 120 : 140,
      valueFormatter: (value: string) => formatDateTime(value, locale),
    },
    {
      field: 'user',
      headerName: t('auditLog.columns.user'),
      minWidth: 140,
      flex: 0.8,
      sortable: false,
      valueGetter: (_value, row) => row.user.name,
    },
    {
      field: 'actionName',
      headerName: t('auditLog.columns.action'),
      minWidth: 170,
      flex: 1,
      sortable: false,
      renderCell: ({ value }) => wrapped(value),
    },
    {
      field: 'subject',
      headerName: t('auditLog.columns.subject'),
      minWidth: 150,
      flex: 1,
      sortable: false,
      renderCell: ({ value }) => wrapped(value),
    },
    {
      field: 'details',
      headerName: t('auditLog.columns.details'),
      minWidth: 220,
      flex: 2,
      sortable: false,
      valueGetter: (_value, row) => row.details ?? '',
      renderCell: ({ row }) => wrapped(row.details),
    },
  ];
}
