import { createContext, useContext, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';
import DensityMediumOutlined from '@mui/icons-material/DensityMediumOutlined';
import { ColumnsPanelTrigger, Toolbar, type GridDensity } from '@mui/x-data-grid';
import { ExportButton, ExportStatusText, type ExportFormat, type ExportStatus } from './ExportMenu';
import { PageSizeSelect } from './PageSizeSelect';

export type { ExportFormat, ExportStatus };

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
  const [densityOpen, setDensityOpen] = useState(false);
  const densityButton = useRef<HTMLButtonElement>(null);
  const densityMenuId = useId();
  if (!state) return null;
  const close = () => setDensityOpen(false);
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
        aria-expanded={densityOpen ? 'true' : undefined}
        aria-controls={densityOpen ? densityMenuId : undefined}
        onClick={() => setDensityOpen(!densityOpen)}
      >
        {t('gridToolbar.density')}
      </Button>
      <Menu id={densityMenuId} anchorEl={densityButton.current} open={densityOpen} onClose={close}>
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
      <PageSizeSelect value={state.pageSize} sizes={state.pageSizes} onChange={state.onPageSize} />
      <ExportButton status={state.exportStatus} onExport={state.onExport} />
      {state.onToPages ? (
        <Button size="small" onClick={state.onToPages} sx={{ ml: 'auto' }}>
          {t('gridToolbar.toPages')}
        </Button>
      ) : null}
      <ExportStatusText status={state.exportStatus} />
    </Toolbar>
  );
}
