// /admin/manage-users: a read-only list of the shop's users, paged by the server (docs/api.md).
import { useState } from 'react';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { GRID_DEFAULT_PAGE_SIZE } from '@shared/constants';
import type { ManageUser } from '@shared/schemas/admin-catalogue';
import { useUsers } from './api/get-users';
import { AdminGrid } from '../../components/admin-grid';
import { AdminPage } from '../../components/admin-page';
import { useCompact } from '../../components/use-compact';

const compactName: GridColDef<ManageUser> = {
  field: 'Name',
  headerName: 'Name',
  flex: 1,
  minWidth: 160,
  sortable: false,
  renderCell: ({ row }) => (
    <Box sx={{ py: 1, minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {row.FirstName} {row.LastName}
      </Typography>
      {row.Email && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', wordBreak: 'break-all', whiteSpace: 'normal' }}>
          {row.Email}
        </Typography>
      )}
    </Box>
  ),
};

const columns: GridColDef<ManageUser>[] = [
  { field: 'FirstName', headerName: 'First Name', flex: 1, minWidth: 140, sortable: false },
  { field: 'LastName', headerName: 'Last Name', flex: 1, minWidth: 140, sortable: false },
  { field: 'Email', headerName: 'Email', flex: 1.4, minWidth: 200, sortable: false, valueFormatter: (v: string | null) => v ?? '' },
  { field: 'PhoneNumber', headerName: 'Phone Number', width: 140, sortable: false },
];

export default function ManageUsersPage() {
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: GRID_DEFAULT_PAGE_SIZE });
  const compact = useCompact();
  const usersQ = useUsers({ page: pagination.page + 1, pageSize: pagination.pageSize });
  return (
    <AdminPage title="Manage Users">
      <AdminGrid<ManageUser>
        rows={usersQ.data?.rows ?? []}
        columns={compact ? [compactName, columns[3]] : columns}
        getRowHeight={() => (compact ? 'auto' : null)}
        getRowId={(r) => r.Id}
        loading={usersQ.isFetching}
        paginationMode="server"
        rowCount={usersQ.data?.total ?? 0}
        paginationModel={pagination}
        onPaginationModelChange={setPagination}
        disableColumnSorting
        label="Users"
        localeText={{ noRowsLabel: 'No users yet' }}
      />
    </AdminPage>
  );
}
