import type { GridRowId, GridRowSelectionModel } from '@mui/x-data-grid';

/** Whether a row is ticked in a selection model (a list of the ticked rows, or of the rows left out). */
export function isRowSelected(model: GridRowSelectionModel, id: GridRowId): boolean {
  return model.type === 'include' ? model.ids.has(id) : !model.ids.has(id);
}

/**
 * The selection after a row is ticked or unticked, as the list of the ticked rows of the page shown
 * (`pageIds`): a selection never reaches rows the user cannot see.
 */
export function withRowSelected(model: GridRowSelectionModel, pageIds: readonly GridRowId[], id: GridRowId, selected: boolean): GridRowSelectionModel {
  const ids = new Set(pageIds.filter((rowId) => rowId !== id && isRowSelected(model, rowId)));
  if (selected) ids.add(id);
  return { type: 'include', ids };
}

/** Every selectable row of the page ticked, or none. */
export function withPageSelected(pageIds: readonly GridRowId[], selected: boolean): GridRowSelectionModel {
  return { type: 'include', ids: new Set(selected ? pageIds : []) };
}
