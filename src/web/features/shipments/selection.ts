import type { GridRowId, GridRowSelectionModel } from '@mui/x-data-grid';

/**
 * The lists open on 100 rows: the most one booking or one print takes, so "all on the page" is a
 * whole batch on a busy day.
 */
export const PAGE_SIZE = 100;

export const NOTHING_SELECTED: GridRowSelectionModel = { type: 'include', ids: new Set() };

/** The ids chosen among the rows on the page ("all on the page" may come as "all but these"). */
export function chosenIds(model: GridRowSelectionModel, rowIds: readonly string[]): string[] {
  const has = (id: GridRowId) => model.ids.has(id);
  return model.type === 'include' ? rowIds.filter(has) : rowIds.filter((id) => !has(id));
}
