import type { GridRowId, GridRowSelectionModel } from '@mui/x-data-grid';

/** No rows ticked (the grid's controlled selection starts and resets here). */
export const EMPTY_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set<GridRowId>() };

/**
 * The rows of the page that are ticked. The grid's model is either the ticked ids ("include") or,
 * after "select all", the ids left out ("exclude"); rows no longer on the page do not count.
 */
export function selectedRows<T extends { id: GridRowId }>(rows: readonly T[], model: GridRowSelectionModel): T[] {
  return rows.filter((row) => (model.type === 'include' ? model.ids.has(row.id) : !model.ids.has(row.id)));
}

/** The selection of exactly these rows (after a bulk decision: the orders that failed stay ticked). */
export function selectionOf(ids: readonly GridRowId[]): GridRowSelectionModel {
  return { type: 'include', ids: new Set<GridRowId>(ids) };
}
