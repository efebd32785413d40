// /admin/returns: every return, newest first, filtered by status and paged by the server. Returns
// that wait on the shop too long are marked Overdue; a row opens the return to move it on.
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { GridColDef } from '@mui/x-data-grid';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { formatRupees } from '@shared/money';
import { RETURN_STATUSES } from '@shared/schemas/returns';
import { PagedGrid, usePaging } from '../../components/paged-grid';
import { AdminPage } from '../../components/admin-page';
import { ListFilter, sameLabels } from '../../components/list-filter';
import { useAdminReturns, type AdminReturnRow, type AdminReturnsQuery } from './api/get-admin-returns';
import { AdminReturnDialog, OverdueChip } from './components/admin-return-dialog';
import { dateTime } from './components/format';
import { ReturnStatusChip } from './components/return-status-chip';
import { useCompact } from '../../components/use-compact';

const itemsOf = (r: AdminReturnRow) => r.Items.map((i) => `${i.ProductName} (${i.VariantName}) × ${i.Quantity}`).join(', ');

export default function AdminReturnsPage() {
  // ?Status= opens the list on that status (the dashboard links here so).
  const [params] = useSearchParams();
  const [status, setStatus] = useState<AdminReturnsQuery['status']>(() => RETURN_STATUSES.find((s) => s === params.get('Status')) ?? 'All');
  const paging = usePaging();
  const [opened, setOpened] = useState<AdminReturnRow | null>(null);
  const compact = useCompact();
  const returns = useAdminReturns({ status, ...paging.model });

  const columns = useMemo<GridColDef<AdminReturnRow>[]>(() => {
    const view: GridColDef<AdminReturnRow> = {
      field: 'actions',
      headerName: 'Actions',
      width: compact ? 84 : 100,
      sortable: false,
      filterable: false,
      renderCell: ({ row }) => (
        <Chip
          label="View"
          icon={<VisibilityOutlined />}
          onClick={() => setOpened(row)}
          clickable
          color="primary"
          variant="outlined"
          size="small"
          data-testid="view-return"
          aria-label={`View return ${row.ReturnId}`}
        />
      ),
    };
    if (compact) {
      // Phones: one column with the return, its order, customer and status, then View.
      return [
        {
          field: 'ReturnId',
          headerName: 'Return',
          flex: 1,
          minWidth: 0,
          sortable: false,
          renderCell: ({ row }) => (
            <Box sx={{ minWidth: 0, py: 1, lineHeight: 1.3 }}>
              <Typography variant="body2" sx={{ fontWeight: 700 }} noWrap>
                #{row.ReturnId} ·{' '}
                <Box component="span" sx={{ fontFamily: 'ui-monospace, monospace' }}>
                  {row.OrderCode}
                </Box>
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p" noWrap>
                {row.CustomerName} · {dateTime(row.RequestedAt)}
              </Typography>
              <Box sx={{ display: 'flex', gap: 0.5, mt: 0.5 }}>
                <ReturnStatusChip status={row.Status} />
                {row.Overdue && <OverdueChip />}
              </Box>
            </Box>
          ),
        },
        view,
      ];
    }
    return [
      {
        field: 'ReturnId',
        headerName: 'Return',
        minWidth: 165,
        flex: 0.6,
        renderCell: ({ row }) => (
          <Box sx={{ lineHeight: 1.3, overflow: 'hidden' }}>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              #{row.ReturnId}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ fontFamily: 'ui-monospace, monospace' }} noWrap>
              {row.OrderCode}
            </Typography>
          </Box>
        ),
      },
      { field: 'RequestedAt', headerName: 'Requested', minWidth: 180, flex: 0.6, valueFormatter: (v: string) => dateTime(v) },
      {
        field: 'CustomerName',
        headerName: 'Customer',
        minWidth: 150,
        flex: 1,
        renderCell: ({ row }) => (
          <Box sx={{ lineHeight: 1.3, overflow: 'hidden' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
              {row.CustomerName}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p" noWrap>
              {row.PhoneNumber}
            </Typography>
          </Box>
        ),
      },
      {
        field: 'Items',
        headerName: 'Items',
        minWidth: 160,
        flex: 1.4,
        sortable: false,
        valueGetter: (_v, row) => itemsOf(row),
        renderCell: ({ row }) => (
          <Typography variant="body2" noWrap title={itemsOf(row)}>
            {itemsOf(row)}
          </Typography>
        ),
      },
      { field: 'Reason', headerName: 'Reason', minWidth: 175, flex: 0.6 },
      {
        field: 'Status',
        headerName: 'Status',
        minWidth: 120,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
            <ReturnStatusChip status={row.Status} />
            {row.Overdue && <OverdueChip />}
          </Box>
        ),
      },
      {
        field: 'RefundAmount',
        headerName: 'Refund',
        minWidth: 100,
        type: 'number',
        valueFormatter: (v: number | null) => (v === null ? '—' : formatRupees(v)),
      },
      view,
    ];
  }, [compact]);

  return (
    <AdminPage
      title="Returns"
      actions={
        <ListFilter
          label="Status"
          value={status}
          options={sameLabels(['All', ...RETURN_STATUSES])}
          onChange={paging.filter((value) => setStatus(value as AdminReturnsQuery['status']))}
          sx={{ flex: { xs: 1, sm: 'none' } }}
          testId="return-status-filter"
        />
      }
    >
      <PagedGrid<AdminReturnRow>
        paging={paging}
        rows={returns.data?.Items}
        total={returns.data?.Total}
        getRowId={(r) => r.ReturnId}
        columns={columns}
        loading={returns.isFetching}
        onOpen={setOpened}
        // Overdue rows: a red edge and a light red wash, besides their chip.
        overdue={(r) => r.Overdue}
        getRowHeight={() => (compact ? 96 : 60)}
        localeText={{ noRowsLabel: returns.isError ? 'The returns could not be loaded' : 'No returns found' }}
      />
      {opened && <AdminReturnDialog key={opened.ReturnId} row={opened} onClose={() => setOpened(null)} />}
    </AdminPage>
  );
}
