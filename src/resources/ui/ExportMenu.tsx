import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';

export type ExportFormat = 'csv' | 'xlsx';

/** Where an export stands: nothing yet, the rows being fetched, the file saved, or why it failed. */
export type ExportStatus =
  | { state: 'idle' }
  | { state: 'busy' }
  | { state: 'done'; fileName: string; count: number }
  | { state: 'failed' }
  | { state: 'tooMany'; limit: number };

/** An account list's "Eksportuj" button and its menu (XLSX or CSV of every row the filters match). */
export function ExportButton({ status, onExport }: { status: ExportStatus; onExport: (format: ExportFormat) => void }) {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const busy = status.state === 'busy';
  return (
    <>
      <Button
        ref={button}
        size="small"
        startIcon={<FileDownloadOutlined fontSize="small" />}
        disabled={busy}
        aria-haspopup="menu"
        aria-expanded={open ? 'true' : undefined}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(!open)}
      >
        {busy ? t('gridToolbar.exporting') : t('gridToolbar.export')}
      </Button>
      <Menu id={menuId} anchorEl={button.current} open={open} onClose={() => setOpen(false)}>
        {(['xlsx', 'csv'] as const).map((format) => (
          <MenuItem
            key={format}
            onClick={() => {
              setOpen(false);
              onExport(format);
            }}
          >
            <ListItemText primary={t(format === 'xlsx' ? 'gridToolbar.exportXlsx' : 'gridToolbar.exportCsv')} secondary={t('gridToolbar.exportHint')} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** What became of the last export, read out to screen readers (empty while there is nothing to say). */
export function ExportStatusText({ status }: { status: ExportStatus }) {
  const { t } = useTranslation('account');
  const failed = status.state === 'failed' || status.state === 'tooMany';
  return (
    <Typography role="status" variant="body2" sx={{ width: '100%', px: 0.5, '&:empty': { display: 'none' } }} color={failed ? 'error' : 'text.secondary'}>
      {status.state === 'done'
        ? t('gridToolbar.exported', { fileName: status.fileName, count: status.count })
        : status.state === 'failed'
          ? t('gridToolbar.exportFailed')
          : status.state === 'tooMany'
            ? t('gridToolbar.exportTooMany', { limit: status.limit })
            : ''}
    </Typography>
  );
}
