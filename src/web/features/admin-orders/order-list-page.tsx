import { useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { GridColDef } from '@mui/x-data-grid';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { formatRupees } from '@shared/money';
import type { AdminOrderRow } from '@shared/schemas/orders';
import { PagedGrid, usePaging } from '../../components/paged-grid';
import { paths } from '../../lib/paths';
import { useOrderStatuses } from './api/get-order-statuses';
import { useAdminOrders } from './api/get-admin-orders';
import { OrderStatusChip } from './components/status-chip';
import { dateTime } from './components/format';
import { AdminPage } from '../../components/admin-page';
import { ListFilter, sameLabels } from '../../components/list-filter';

/** The list opens on Ordered. */
export const DEFAULT_STATUS = 'Ordered';
const ALL = 'all';

export default function OrderListPage() {
  // ?Status= opens the list on that status (the dashboard links here so).
  const [params] = useSearchParams();
  const [status, setStatus] = useState(() => params.get('Status') ?? DEFAULT_STATUS);
  const paging = usePaging();
  const statuses = useOrderStatuses();
  const orders = useAdminOrders({ status, ...paging.model });

  const columns = useMemo<GridColDef<AdminOrderRow>[]>(
    () => [
      {
        field: 'OrderCode',
        headerName: 'Order Code',
        minWidth: 165,
        flex: 0.8,
        renderCell: ({ row }) => <Typography sx={{ fontFamily: 'ui-monospace, monospace', fontSize: 13, fontWeight: 650 }}>{row.OrderCode}</Typography>,
      },
      { field: 'OrderDate', headerName: 'Order Date', minWidth: 170, flex: 1, valueFormatter: (v: string) => dateTime(v) },
      { field: 'CustomerName', headerName: 'Customer Name', minWidth: 150, flex: 1 },
      { field: 'PhoneNumber', headerName: 'Phone Number', minWidth: 140 },
      {
        field: 'CourierName',
        headerName: 'Courier Info',
        minWidth: 230,
        flex: 1.3,
        sortable: false,
        renderCell: ({ row }) => (
          <Box sx={{ lineHeight: 1.3, py: 0.5, overflow: 'hidden' }} title={[row.CourierName, row.TrackingNumber].filter(Boolean).join(' · ')}>
            <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
              {row.CourierName}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="p">
              {row.TrackingNumber ? `Tracking: ${row.TrackingNumber}` : 'No tracking yet'}
            </Typography>
          </Box>
        ),
      },
      { field: 'Total', headerName: 'Total', minWidth: 110, type: 'number', valueFormatter: (v: number) => formatRupees(v) },
      { field: 'Refunded', headerName: 'Refunded', minWidth: 110, type: 'number', valueFormatter: (v: number) => (v > 0 ? formatRupees(v) : '-') },
      { field: 'Status', headerName: 'Status', minWidth: 120, renderCell: ({ row }) => <OrderStatusChip status={row.Status} /> },
      {
        field: 'actions',
        headerName: 'Actions',
        minWidth: 140,
        sortable: false,
        filterable: false,
        renderCell: ({ row }) => (
          <Chip
            label="View Details"
            icon={<VisibilityOutlined />}
            component={RouterLink}
            to={paths.admin.orderDetail(row.OrderId)}
            clickable
            color="primary"
            variant="outlined"
            size="small"
            data-testid="view-details"
          />
        ),
      },
    ],
    [],
  );

  return (
    <AdminPage
      title="Order List"
      actions={
        <ListFilter
          label="Status"
          value={status}
          // The default is offered before the configuration has answered.
          options={[{ value: ALL, label: 'All' }, ...sameLabels(statuses.data ? statuses.data.map((s) => s.Name) : [DEFAULT_STATUS])]}
          onChange={paging.filter(setStatus)}
          sx={{ flex: { xs: 1, sm: 'none' } }}
          testId="status-filter"
        />
      }
    >
      <PagedGrid<AdminOrderRow>
        paging={paging}
        rows={orders.data?.rows}
        total={orders.data?.total}
        getRowId={(r) => r.OrderId}
        columns={columns}
        loading={orders.isFetching}
        getRowHeight={() => 60}
        localeText={{ noRowsLabel: 'No orders found' }}
      />
    </AdminPage>
  );
}
