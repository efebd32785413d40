// /admin/manage-users: a read-only list of the shop's users, paged by the server (docs/api.md).
import type { GridColDef } from '@mui/x-data-grid';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ManageUser } from '@shared/schemas/admin-catalogue';
import { useUsers } from './api/get-users';
import { PagedGrid, usePaging } from '../../components/paged-grid';
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
  const paging = usePaging();
  const compact = useCompact();
  const usersQ = useUsers({ page: paging.model.page + 1, pageSize: paging.model.pageSize });
  return (
    <AdminPage title="Manage Users">
      <PagedGrid<ManageUser>
        paging={paging}
        rows={usersQ.data?.rows}
        total={usersQ.data?.total}
        columns={compact ? [compactName, columns[3]] : columns}
        getRowHeight={() => (compact ? 'auto' : null)}
        getRowId={(r) => r.Id}
        loading={usersQ.isFetching}
        disableColumnSorting
        label="Users"
        localeText={{ noRowsLabel: 'No users yet' }}
      />
    </AdminPage>
  );
}
