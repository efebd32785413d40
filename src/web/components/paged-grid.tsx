import { useCallback, useState } from 'react';
import type { DataGridProps, GridPaginationModel, GridValidRowModel } from '@mui/x-data-grid';
import { GRID_DEFAULT_PAGE_SIZE } from '@shared/constants';
import { AdminGrid } from './admin-grid';

/** The page an admin list shows; a changed filter starts it again from the first page. */
export interface Paging {
  model: GridPaginationModel;
  setModel: (model: GridPaginationModel) => void;
  /** Back to the first page, keeping the page size. */
  restart: () => void;
  /** `set`, then back to the first page: for a filter's onChange. */
  filter: <T>(set: (value: T) => void) => (value: T) => void;
}

export function usePaging(pageSize: number = GRID_DEFAULT_PAGE_SIZE): Paging {
  const [model, setModel] = useState<GridPaginationModel>({ page: 0, pageSize });
  // The same functions at every render: filters may keep them in their effects' dependencies.
  const restart = useCallback(() => setModel((p) => (p.page === 0 ? p : { ...p, page: 0 })), []);
  const filter = useCallback(
    <T,>(set: (value: T) => void) =>
      (value: T) => {
        set(value);
        restart();
      },
    [restart],
  );
  return { model, setModel, restart, filter };
}

export type PagedGridProps<R extends GridValidRowModel> = Omit<
  DataGridProps<R>,
  'rows' | 'rowCount' | 'paginationMode' | 'paginationModel' | 'onPaginationModelChange'
> & {
  paging: Paging;
  /** The page's rows and the list's total; undefined before the first answer. */
  rows: R[] | undefined;
  total: number | undefined;
  /** Called after the page or its size changed. */
  onPageChange?: () => void;
  /** A row clicked opens it (a pointer over the rows says so). */
  onOpen?: (row: R) => void;
  /** Rows past their deadline: a red edge and a light red wash. */
  overdue?: (row: R) => boolean;
};

/** An admin list paged by the server: AdminGrid's look, one page of rows, the total for the pager. */
export function PagedGrid<R extends GridValidRowModel>({ paging, rows, total, onPageChange, onOpen, overdue, sx, ...rest }: PagedGridProps<R>) {
  return (
    <AdminGrid<R>
      rows={rows ?? []}
      rowCount={total ?? 0}
      paginationMode="server"
      paginationModel={paging.model}
      onPaginationModelChange={(m) => {
        paging.setModel(m);
        onPageChange?.();
      }}
      onRowClick={onOpen ? ({ row }) => onOpen(row as R) : undefined}
      getRowClassName={overdue ? ({ row }) => (overdue(row as R) ? 'overdue' : '') : undefined}
      {...rest}
      sx={{
        ...(onOpen ? { '& .MuiDataGrid-row': { cursor: 'pointer' } } : {}),
        ...(overdue
          ? {
              '& .overdue': { bgcolor: '#fff5f5', boxShadow: (t) => `inset 4px 0 0 ${t.palette.error.main}` },
              '& .overdue:hover': { bgcolor: '#ffecec' },
            }
          : {}),
        ...sx,
      }}
    />
  );
}
