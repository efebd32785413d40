// Pieces both complaint screens share: the status chip, the description and replies with who
// wrote them and when, and the box to write a reply.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Complaint, ComplaintStatus } from '@shared/schemas/complaints';
import { dayTimeText } from '@shared/india-time';

/** Dates in India's time: "24 Nov 2026, 3:45 pm". */
export const dateTime = (iso: string) => dayTimeText(iso);

const COLOR: Record<ComplaintStatus, ChipProps['color']> = { Open: 'warning', Answered: 'info', Resolved: 'success' };

export function ComplaintStatusChip({ status }: { status: ComplaintStatus }) {
  return <Chip label={status} size="small" color={COLOR[status]} sx={{ fontWeight: 650, minWidth: 84 }} data-testid="complaint-status" data-status={status} />;
}

export const OverdueChip = () => <Chip label="Overdue" color="error" size="small" sx={{ fontWeight: 650 }} data-testid="complaint-overdue" />;

/** The complaint as filed, then every reply, oldest first. `me` names the side reading it. */
export function ComplaintThread({ complaint, me }: { complaint: Complaint; me: 'customer' | 'admin' }) {
  const entries = [
    { key: 'filed', actor: 'customer', body: complaint.Description, at: complaint.CreatedAt, toStatus: null as ComplaintStatus | null },
    ...complaint.Replies.map((r) => ({ key: String(r.Id), actor: r.Actor, body: r.Body, at: r.CreatedAt, toStatus: r.ToStatus })),
  ];
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }} aria-label="Complaint and replies">
      {entries.map((e) => {
        const mine = e.actor === me;
        const who = e.actor === 'admin' ? (me === 'admin' ? 'Shop (you)' : 'Shop') : me === 'customer' ? 'You' : 'Shopper';
        return (
          <Box
            component="li"
            key={e.key}
            data-testid="complaint-entry"
            sx={{
              p: 1.5,
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
              bgcolor: mine ? 'grey.50' : 'background.paper',
              ml: mine ? { sm: 4 } : 0,
              mr: mine ? 0 : { sm: 4 },
            }}
          >
            <Typography variant="caption" color="text.secondary" component="p">
              {who} · {dateTime(e.at)}
              {e.toStatus ? ` · marked ${e.toStatus}` : ''}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {e.body}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}

/** A reply box; `onSend` answers the server's refusal (or null), shown under the box. */
export function ReplyBox({
  label,
  busy,
  onSend,
  resolve,
}: {
  label: string;
  busy: boolean;
  onSend: (body: string, resolve: boolean) => Promise<string | null>;
  /** Admins: a second button that sends the reply and resolves the complaint. */
  resolve?: boolean;
}) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = async (res: boolean) => {
    if (!body.trim()) {
      setError('Please write a reply');
      return;
    }
    const refusal = await onSend(body.trim(), res);
    setError(refusal);
    if (!refusal) setBody('');
  };
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <TextField
        label={label}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        multiline
        minRows={2}
        size="small"
        fullWidth
        slotProps={{ htmlInput: { maxLength: 4000, 'data-testid': 'complaint-reply' } }}
      />
      {error && (
        <Alert severity="error" data-testid="complaint-reply-error">
          {error}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button variant={resolve ? 'outlined' : 'contained'} disabled={busy} onClick={() => void send(false)} data-testid="complaint-send">
          Send reply
        </Button>
        {resolve && (
          <Button variant="contained" color="success" disabled={busy} onClick={() => void send(true)} data-testid="complaint-resolve">
            Reply and resolve
          </Button>
        )}
      </Box>
    </Box>
  );
}
