// /admin/complaints: every complaint, newest first, filtered by status and by overdue, paged by the
// server. A complaint not acknowledged within 48 hours or not resolved within 30 days is marked
// Overdue; a row opens the complaint with its replies and a box to reply or resolve it.
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { GridColDef } from '@mui/x-data-grid';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@shared/messages';
import { COMPLAINT_STATUSES, type AdminComplaint } from '@shared/schemas/complaints';
import { PagedGrid, usePaging } from '../../components/paged-grid';
import { ApiError } from '../../lib/api-client';
import { toastSuccess } from '../../lib/toast';
import { AdminPage } from '../../components/admin-page';
import { ListFilter, sameLabels } from '../../components/list-filter';
import { useAdminComplaints, useAdminReply, type AdminComplaintsQuery } from './api/complaints';
import { ComplaintStatusChip, ComplaintThread, dateTime, OverdueChip, ReplyBox } from './components/complaint-thread';

function ComplaintDialog({ row, onClose }: { row: AdminComplaint; onClose: () => void }) {
  const reply = useAdminReply();
  const [complaint, setComplaint] = useState(row);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="complaint-title">
      <DialogTitle id="complaint-title" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box component="span" sx={{ flex: 1, fontFamily: 'ui-monospace, monospace' }}>
          {complaint.TicketNumber}
        </Box>
        {row.Overdue && <OverdueChip />}
        <ComplaintStatusChip status={complaint.Status} />
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
        <Box>
          <Typography variant="subtitle1" sx={{ fontWeight: 650 }}>
            {complaint.Subject}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {row.Name} · {row.PhoneNumber}
            {row.IsGuest ? ' (guest, phone confirmed by OTP)' : ''} · filed {dateTime(complaint.CreatedAt)}
            {complaint.OrderCode ? ` · order ${complaint.OrderCode}` : ''}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Acknowledged: {complaint.AcknowledgedAt ? dateTime(complaint.AcknowledgedAt) : 'not yet'} · Resolved:{' '}
            {complaint.ResolvedAt ? dateTime(complaint.ResolvedAt) : 'not yet'}
          </Typography>
        </Box>
        <ComplaintThread complaint={complaint} me="admin" />
        {complaint.Status !== 'Resolved' && (
          <ReplyBox
            label="Reply to the shopper (sent by SMS)"
            busy={reply.isPending}
            resolve
            onSend={async (body, resolve) => {
              try {
                const answer = await reply.mutateAsync({ id: complaint.Id, body, resolve });
                setComplaint({ ...complaint, ...answer.Complaint });
                toastSuccess(answer.Message);
                return null;
              } catch (err) {
                return err instanceof ApiError ? err.message : MESSAGES.somethingWrong;
              }
            }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

export default function AdminComplaintsPage() {
  // ?Status= and ?Overdue=true|false open the list so filtered (the dashboard links here so).
  const [params] = useSearchParams();
  const [status, setStatus] = useState<AdminComplaintsQuery['status']>(() => COMPLAINT_STATUSES.find((s) => s === params.get('Status')) ?? 'All');
  const [overdue, setOverdue] = useState<AdminComplaintsQuery['overdue']>(() => {
    const asked = params.get('Overdue');
    return asked === 'true' || asked === 'false' ? asked : 'All';
  });
  const paging = usePaging();
  const [opened, setOpened] = useState<AdminComplaint | null>(null);
  const complaints = useAdminComplaints({ status, overdue, ...paging.model });

  const columns = useMemo<GridColDef<AdminComplaint>[]>(
    () => [
      {
        field: 'TicketNumber',
        headerName: 'Ticket',
        minWidth: 160,
        renderCell: ({ row }) => (
          <Typography variant="body2" sx={{ fontWeight: 700, fontFamily: 'ui-monospace, monospace' }}>
            {row.TicketNumber}
          </Typography>
        ),
      },
      { field: 'CreatedAt', headerName: 'Filed', minWidth: 170, valueFormatter: (v: string) => dateTime(v) },
      {
        field: 'Name',
        headerName: 'From',
        minWidth: 150,
        flex: 0.8,
        renderCell: ({ row }) => (
          <Box sx={{ lineHeight: 1.3, overflow: 'hidden' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
              {row.Name}
              {row.IsGuest ? ' (guest)' : ''}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p" noWrap>
              {row.PhoneNumber}
            </Typography>
          </Box>
        ),
      },
      { field: 'Subject', headerName: 'Subject', minWidth: 180, flex: 1.4 },
      { field: 'OrderCode', headerName: 'Order', minWidth: 140, valueFormatter: (v: string | null) => v ?? '—' },
      {
        field: 'Status',
        headerName: 'Status',
        minWidth: 120,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
            <ComplaintStatusChip status={row.Status} />
            {row.Overdue && <OverdueChip />}
          </Box>
        ),
      },
    ],
    [],
  );

  return (
    <AdminPage
      title="Complaints"
      actions={
        // The two filters stack on a phone, each as wide as the page.
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5, flex: { xs: 1, sm: 'none' } }}>
          <ListFilter
            label="Status"
            value={status}
            options={sameLabels(['All', ...COMPLAINT_STATUSES])}
            onChange={paging.filter((value) => setStatus(value as AdminComplaintsQuery['status']))}
            minWidth={180}
            testId="complaint-status-filter"
          />
          <ListFilter
            label="Deadlines"
            value={overdue}
            options={[
              { value: 'All', label: 'All' },
              { value: 'true', label: 'Overdue' },
              { value: 'false', label: 'On time' },
            ]}
            onChange={paging.filter((value) => setOverdue(value as AdminComplaintsQuery['overdue']))}
            minWidth={180}
            testId="complaint-overdue-filter"
          />
        </Box>
      }
    >
      <PagedGrid<AdminComplaint>
        paging={paging}
        rows={complaints.data?.Items}
        total={complaints.data?.Total}
        getRowId={(r) => r.Id}
        columns={columns}
        loading={complaints.isFetching}
        onOpen={setOpened}
        overdue={(r) => r.Overdue}
        getRowHeight={() => 60}
        localeText={{ noRowsLabel: complaints.isError ? 'The complaints could not be loaded' : 'No complaints found' }}
      />
      {opened && <ComplaintDialog key={opened.Id} row={opened} onClose={() => setOpened(null)} />}
    </AdminPage>
  );
}
