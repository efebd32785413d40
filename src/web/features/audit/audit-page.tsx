// /admin/audit: who changed what and when, newest first, filtered by kind, admin and day. A row
// opens the change with each field's value before and after. The log is read-only.
import { useMemo, useState } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AUDIT_KINDS, type AuditEntry, type AuditKind } from '@shared/schemas/audit';
import { PagedGrid, usePaging } from '../../components/paged-grid';
import { DayFilter } from '../../components/list-filter';
import { AdminPage } from '../../components/admin-page';
import { useCompact } from '../../components/use-compact';
import { useAuditLog } from './audit-api';
import { dayTimePaddedText } from '@shared/india-time';

const when = (iso: string) => dayTimePaddedText(iso);
const label = (kind: string) => kind.charAt(0).toUpperCase() + kind.slice(1);
const shown = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v));

function ChangeDialog({ entry, onClose }: { entry: AuditEntry; onClose: () => void }) {
  const fields = [...new Set([...Object.keys(entry.Before ?? {}), ...Object.keys(entry.After ?? {})])];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="change-title">
      <DialogTitle id="change-title">{entry.Summary}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {entry.AdminName} · {when(entry.At)} · {label(entry.Kind)} {entry.Entity} · {entry.Action}
        </Typography>
        {fields.length ? (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Values before and after">
              <TableHead>
                <TableRow>
                  <TableCell sx={{ fontWeight: 700 }}>Field</TableCell>
                  <TableCell sx={{ fontWeight: 700 }}>Before</TableCell>
                  <TableCell sx={{ fontWeight: 700 }}>After</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {fields.map((f) => (
                  <TableRow key={f}>
                    <TableCell component="th" scope="row">
                      {f}
                    </TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere', maxWidth: 320 }}>{shown(entry.Before?.[f])}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere', maxWidth: 320 }}>{shown(entry.After?.[f])}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        ) : (
          <Typography variant="body2">No field values were kept for this change.</Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

export default function AuditPage() {
  const [kind, setKind] = useState<AuditKind | ''>('');
  const [adminId, setAdminId] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const paging = usePaging();
  const [opened, setOpened] = useState<AuditEntry | null>(null);
  const log = useAuditLog({ kind, adminId, from, to, ...paging.model });
  const refusal = log.error?.message;

  const compact = useCompact();
  const columns = useMemo<GridColDef<AuditEntry>[]>(
    () =>
      compact
        ? // A phone shows each change in one column: what, then who, when and the kind.
          [
            {
              field: 'Summary',
              headerName: 'Change',
              flex: 1,
              renderCell: ({ row }) => (
                <Box sx={{ lineHeight: 1.35, overflow: 'hidden', py: 1 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'normal' }}>
                    {row.Summary}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" component="p" noWrap>
                    {row.AdminName} · {when(row.At)} · {label(row.Kind)}
                  </Typography>
                </Box>
              ),
            },
          ]
        : [
            { field: 'At', headerName: 'When', minWidth: 200, valueFormatter: (v: string) => when(v) },
            { field: 'AdminName', headerName: 'Admin', minWidth: 140, flex: 0.6 },
            { field: 'Kind', headerName: 'Kind', minWidth: 110, valueFormatter: (v: string) => label(v) },
            { field: 'Summary', headerName: 'Change', minWidth: 260, flex: 1.6 },
          ],
    [compact],
  );
  const filter = paging.filter;

  return (
    <AdminPage title="Audit log">
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 220px))' }, gap: 1.5, mb: 2 }}>
        <TextField select size="small" label="Kind" value={kind} onChange={(e) => filter(setKind)(e.target.value as AuditKind | '')}>
          <MenuItem value="">All</MenuItem>
          {AUDIT_KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              {label(k)}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label="Admin" value={adminId} onChange={(e) => filter(setAdminId)(e.target.value)}>
          <MenuItem value="">Everyone</MenuItem>
          {(log.data?.Admins ?? []).map((a) => (
            <MenuItem key={a.Id} value={a.Id}>
              {a.Name}
            </MenuItem>
          ))}
        </TextField>
        <DayFilter label="From" value={from} onChange={filter(setFrom)} />
        <DayFilter label="To" value={to} onChange={filter(setTo)} />
      </Box>
      <PagedGrid<AuditEntry>
        paging={paging}
        rows={log.data?.Items}
        total={log.data?.Total}
        getRowId={(r) => r.Id}
        columns={columns}
        loading={log.isFetching}
        onOpen={setOpened}
        getRowHeight={() => (compact ? 'auto' : null)}
        localeText={{ noRowsLabel: refusal ?? 'No changes found' }}
      />
      {opened && <ChangeDialog entry={opened} onClose={() => setOpened(null)} />}
    </AdminPage>
  );
}
