import { DataGrid, type DataGridProps, type GridValidRowModel } from '@mui/x-data-grid';
import Paper from '@mui/material/Paper';
import { GRID_PAGE_SIZES } from '@shared/constants';

/** The admin grids' shared look and paging (page sizes 5, 10, 15, 20, 100). */
export function AdminGrid<R extends GridValidRowModel>(props: DataGridProps<R>) {
  return (
    <Paper variant="outlined" sx={{ width: '100%', overflow: 'hidden' }}>
      <DataGrid<R>
        autoHeight
        pageSizeOptions={[...GRID_PAGE_SIZES]}
        disableRowSelectionOnClick
        disableColumnMenu
        {...props}
        sx={{
          border: 0,
          '& .MuiDataGrid-columnHeaders': { bgcolor: 'grey.50' },
          '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 700 },
          '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' },
          '& .MuiDataGrid-cell--editable': { cursor: 'cell' },
          ...props.sx,
        }}
      />
    </Paper>
  );
}
