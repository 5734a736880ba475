import type { TFunction } from '../../i18n/texts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { formatDate, formatDateTime } from '../../domain/format/date';
import type { Report } from '../../generated/model';
import { ReportStatusChip } from './ReportStatusChip';

interface ReportActions {
  onDownload: (report: Report) => void;
  onDelete: (report: Report) => void;
  downloadPendingId: number | null;
}

/**
 * Columns of the reports grid: type (with the reason of a failed report under it), period, when it
 * was ordered, status and the actions (download a ready one, delete any). Only the order time sorts
 * on the server. On phones (`narrow`, the list's cards) the type cell also holds the period and the
 * status (their fields and the order time are left out, see ReportsGrid).
 */
export function reportColumns(t: TFunction, locale: 'pl' | 'en', actions: ReportActions, narrow = false): GridColDef<Report>[] {
  return [
    {
      field: 'typeName',
      headerName: t('reports.columns.type'),
      minWidth: narrow ? 130 : 220,
      flex: 1,
      sortable: false,
      renderCell: ({ row }) => (
        <Box sx={{ py: 1 }}>
          <Typography component="span" sx={{ fontWeight: 600, fontSize: 'inherit', display: 'block' }}>
            {row.typeName}
          </Typography>
          {narrow ? (
            // Phones: the period and the status under the type (their own columns are hidden).
            <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
              <Typography component="span" variant="body2">
                {formatDate(row.from, locale)} – {formatDate(row.to, locale)}
              </Typography>
              <ReportStatusChip status={row.status} />
            </Box>
          ) : null}
          {row.status === 'failed' && row.failureReason ? (
            <Typography component="span" variant="body2" color="error" sx={{ display: 'block', whiteSpace: 'normal' }}>
              {row.failureReason}
            </Typography>
          ) : null}
        </Box>
      ),
    },
    {
      field: 'period',
      headerName: t('reports.columns.period'),
      minWidth: narrow ? 100 : 180,
      sortable: false,
      valueGetter: (_value, row) => `${formatDate(row.from, locale)} – ${formatDate(row.to, locale)}`,
      renderCell: ({ value }) => <Box sx={{ whiteSpace: 'normal', py: 1 }}>{value as string}</Box>,
    },
    {
      field: 'createdAt',
      headerName: t('reports.columns.createdAt'),
      minWidth: 150,
      valueFormatter: (value: string) => formatDateTime(value, locale),
    },
    {
      field: 'status',
      headerName: t('reports.columns.status'),
      minWidth: narrow ? 120 : 160,
      sortable: false,
      // In words for an export; the grid draws the chip.
      valueFormatter: (value: Report['status']) => t(`reports.status.${value}`),
      renderCell: ({ row }) => <ReportStatusChip status={row.status} />,
    },
    {
      field: 'actions',
      headerName: t('reports.columns.actions'),
      minWidth: 190,
      sortable: false,
      align: 'right',
      headerAlign: 'right',
      // The buttons take the cell's tabIndex: the grid is one stop of the Tab key (arrows move within
      // it), so the pager under the rows is not a tab through every report's buttons away.
      renderCell: ({ row, tabIndex }) => {
        const name = t('reports.rowName', { type: row.typeName, from: formatDate(row.from, locale), to: formatDate(row.to, locale) });
        const downloading = actions.downloadPendingId === row.id;
        return (
          <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end', alignItems: 'center', height: '100%' }}>
            {row.status === 'ready' ? (
              <Button
                size="small"
                variant="outlined"
                startIcon={<FileDownloadOutlined />}
                aria-label={t('reports.download.named', { name })}
                tabIndex={tabIndex}
                onClick={() => actions.onDownload(row)}
                loading={downloading}
              >
                {t('reports.download.label')}
              </Button>
            ) : null}
            <Tooltip title={t('reports.delete.label')}>
              <IconButton size="small" tabIndex={tabIndex} aria-label={t('reports.delete.named', { name })} onClick={() => actions.onDelete(row)}>
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          </Box>
        );
      },
    },
  ];
}
