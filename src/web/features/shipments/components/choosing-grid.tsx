import type { GridRowSelectionModel, GridValidRowModel } from '@mui/x-data-grid';
import { PagedGrid, type PagedGridProps } from '../../../components/paged-grid';
import { NOTHING_SELECTED } from '../selection';

type Props<R extends GridValidRowModel> = Omit<PagedGridProps<R>, 'onPageChange' | 'rowSelectionModel' | 'onRowSelectionModelChange' | 'localeText'> & {
  selection: GridRowSelectionModel;
  onSelection: (selection: GridRowSelectionModel) => void;
  noRowsLabel: string;
  testId: string;
};

/** A fulfilment list whose rows are ticked to act on together; another page starts with none ticked. */
export function ChoosingGrid<R extends GridValidRowModel>({ selection, onSelection, noRowsLabel, testId, ...rest }: Props<R>) {
  return (
    <PagedGrid<R>
      {...rest}
      onPageChange={() => onSelection(NOTHING_SELECTED)}
      checkboxSelection
      rowSelectionModel={selection}
      onRowSelectionModelChange={onSelection}
      getRowHeight={() => 'auto'}
      localeText={{ noRowsLabel }}
      sx={{ '& .MuiDataGrid-cell': { py: 1 }, minHeight: 200 }}
      data-testid={testId}
    />
  );
}
