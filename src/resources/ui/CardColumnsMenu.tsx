import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';
import type { GridColDef, GridColumnVisibilityModel, GridValidRowModel } from '@mui/x-data-grid';

/** A column the user may show or hide: it has a heading, is not the row's title (the first) and the list does not hide it itself. */
export function choosableColumns<T extends GridValidRowModel>(columns: readonly GridColDef<T>[], fixed: GridColumnVisibilityModel | undefined): GridColDef<T>[] {
  const isActions = (column: GridColDef<T>) => column.type === 'actions' || column.field === 'actions';
  const [, ...rest] = columns.filter((column) => !isActions(column));
  return rest.filter((column) => column.headerName && column.hideable !== false && fixed?.[column.field] !== false);
}

/**
 * "Kolumny" on a phone: which of the list's fields its cards show, remembered with the grid's choice
 * for the same list (a column hidden on one screen is hidden on the other).
 */
export function CardColumnsMenu<T extends GridValidRowModel>({
  columns, visibility, fixed, onChange,
}: {
  columns: readonly GridColDef<T>[];
  visibility: GridColumnVisibilityModel;
  fixed: GridColumnVisibilityModel | undefined;
  onChange: (field: string, visible: boolean) => void;
}) {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const choosable = choosableColumns(columns, fixed);
  if (!choosable.length) return null;
  return (
    <>
      <Button
        ref={button}
        size="small"
        startIcon={<ViewColumnOutlined fontSize="small" />}
        aria-haspopup="menu"
        aria-expanded={open ? 'true' : undefined}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(!open)}
      >
        {t('gridToolbar.columns')}
      </Button>
      <Menu id={menuId} anchorEl={button.current} open={open} onClose={() => setOpen(false)}>
        {choosable.map((column) => {
          const visible = visibility[column.field] !== false;
          return (
            <MenuItem key={column.field} role="menuitemcheckbox" aria-checked={visible} onClick={() => onChange(column.field, !visible)}>
              <input type="checkbox" checked={visible} readOnly tabIndex={-1} aria-hidden="true" style={{ marginRight: 8, width: 18, height: 18 }} />
              {column.headerName}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
