import { createContext, useContext, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';
import DensityMediumOutlined from '@mui/icons-material/DensityMediumOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { ColumnsPanelTrigger, Toolbar, type GridDensity } from '@mui/x-data-grid';

export type ExportFormat = 'csv' | 'xlsx';

/** Where an export stands: nothing yet, the rows being fetched, the file saved, or why it failed. */
export type ExportStatus =
  | { state: 'idle' }
  | { state: 'busy' }
  | { state: 'done'; fileName: string; count: number }
  | { state: 'failed' }
  | { state: 'tooMany'; limit: number };

/** What the toolbar shows and changes: the grid passes it down (the grid's slots take no props of the shop's own). */
export interface GridToolbarState {
  pageSize: number;
  pageSizes: readonly number[];
  onPageSize: (size: number) => void;
  density: GridDensity;
  onDensity: (density: GridDensity) => void;
  onExport: (format: ExportFormat) => void;
  exportStatus: ExportStatus;
  /** Moves the focus to the pager under the rows; null while the list has a single page. */
  onToPages: (() => void) | null;
}

export const GridToolbarContext = createContext<GridToolbarState | null>(null);

const DENSITIES: GridDensity[] = ['compact', 'standard', 'comfortable'];

/**
 * Every account grid's toolbar (the grid's `toolbar` slot): the columns to show, the rows' density,
 * the page size, the export of every row the filters match to CSV or XLSX, and a way to the pager
 * that does not lead through the rows.
 */
export function GridToolbar() {
  const { t } = useTranslation('account');
  const state = useContext(GridToolbarContext);
  const [menu, setMenu] = useState<'density' | 'export' | null>(null);
  const densityButton = useRef<HTMLButtonElement>(null);
  const exportButton = useRef<HTMLButtonElement>(null);
  const pageSizeId = useId();
  const densityMenuId = useId();
  const exportMenuId = useId();
  if (!state) return null;
  const { exportStatus } = state;
  const busy = exportStatus.state === 'busy';
  const close = () => setMenu(null);
  return (
    <Toolbar aria-label={t('gridToolbar.label')} style={{ flexWrap: 'wrap', justifyContent: 'flex-start', gap: 8, minHeight: 52, height: 'auto', padding: '6px 8px' }}>
      <ColumnsPanelTrigger startIcon={<ViewColumnOutlined fontSize="small" />} size="small">
        {t('gridToolbar.columns')}
      </ColumnsPanelTrigger>
      <Button
        ref={densityButton}
        size="small"
        startIcon={<DensityMediumOutlined fontSize="small" />}
        aria-haspopup="menu"
        aria-expanded={menu === 'density' ? 'true' : undefined}
        aria-controls={menu === 'density' ? densityMenuId : undefined}
        onClick={() => setMenu(menu === 'density' ? null : 'density')}
      >
        {t('gridToolbar.density')}
      </Button>
      <Menu id={densityMenuId} anchorEl={densityButton.current} open={menu === 'density'} onClose={close}>
        {DENSITIES.map((density) => (
          <MenuItem
            key={density}
            selected={state.density === density}
            aria-checked={state.density === density}
            role="menuitemradio"
            onClick={() => {
              state.onDensity(density);
              close();
            }}
          >
            {t(`gridToolbar.densityOptions.${density}`)}
          </MenuItem>
        ))}
      </Menu>
      <Box component="label" htmlFor={pageSizeId} sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, fontSize: '1.4rem', color: 'text.secondary' }}>
        {t('gridToolbar.pageSize')}
        <Box
          component="select"
          id={pageSizeId}
          value={state.pageSize}
          onChange={(event) => state.onPageSize(Number((event.target as HTMLSelectElement).value))}
          sx={{ font: 'inherit', color: 'text.primary', py: 0.25, px: 0.5, borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
        >
          {state.pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </Box>
      </Box>
      <Button
        ref={exportButton}
        size="small"
        startIcon={<FileDownloadOutlined fontSize="small" />}
        disabled={busy}
        aria-haspopup="menu"
        aria-expanded={menu === 'export' ? 'true' : undefined}
        aria-controls={menu === 'export' ? exportMenuId : undefined}
        onClick={() => setMenu(menu === 'export' ? null : 'export')}
      >
        {busy ? t('gridToolbar.exporting') : t('gridToolbar.export')}
      </Button>
      <Menu id={exportMenuId} anchorEl={exportButton.current} open={menu === 'export'} onClose={close}>
        {(['xlsx', 'csv'] as const).map((format) => (
          <MenuItem
            key={format}
            onClick={() => {
              close();
              state.onExport(format);
            }}
          >
            <ListItemText primary={t(format === 'xlsx' ? 'gridToolbar.exportXlsx' : 'gridToolbar.exportCsv')} secondary={t('gridToolbar.exportHint')} />
          </MenuItem>
        ))}
      </Menu>
      {state.onToPages ? (
        <Button size="small" onClick={state.onToPages} sx={{ ml: 'auto' }}>
          {t('gridToolbar.toPages')}
        </Button>
      ) : null}
      <Typography role="status" variant="body2" sx={{ width: '100%', px: 0.5, '&:empty': { display: 'none' } }} color={exportStatus.state === 'failed' || exportStatus.state === 'tooMany' ? 'error' : 'text.secondary'}>
        {exportStatus.state === 'done'
          ? t('gridToolbar.exported', { fileName: exportStatus.fileName, count: exportStatus.count })
          : exportStatus.state === 'failed'
            ? t('gridToolbar.exportFailed')
            : exportStatus.state === 'tooMany'
              ? t('gridToolbar.exportTooMany', { limit: exportStatus.limit })
              : ''}
      </Typography>
    </Toolbar>
  );
}
