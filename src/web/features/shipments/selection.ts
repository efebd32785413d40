import type { GridRowId, GridRowSelectionModel } from '@mui/x-data-grid';

export const NOTHING_SELECTED: GridRowSelectionModel = { type: 'include', ids: new Set() };

/** The ids chosen among the rows on the page ("all on the page" may come as "all but these"). */
export function chosenIds(model: GridRowSelectionModel, rowIds: readonly string[]): string[] {
  const has = (id: GridRowId) => model.ids.has(id);
  return model.type === 'include' ? rowIds.filter(has) : rowIds.filter((id) => !has(id));
}
