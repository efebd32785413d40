import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatRupees } from '@shared/money';
import { RETURN_MESSAGES, returnUpdateBody, type ReturnStatus } from '@shared/schemas/returns';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import type { AdminReturnRow } from '../api/get-admin-returns';
import { useUpdateReturn } from '../api/update-return';
import { adminActions } from '../return-rules';
import { CreditNoteButton } from './credit-note-button';
import { ReturnPhotos } from './return-photos';
import { dateTime, refundState } from './format';
import { ReturnHistory } from './return-history';
import { ReturnStatusChip } from './return-status-chip';
import { useCompact } from '../../../components/use-compact';

const NOTE_MAX = 500;

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section">
    <Typography variant="caption" color="text.secondary" component="h3" sx={{ textTransform: 'uppercase', letterSpacing: 0.5, fontWeight: 600, mb: 0.5 }}>
      {title}
    </Typography>
    {children}
  </Box>
);

/** The overdue mark of the admin list and dialog. */
export const OverdueChip = () => <Chip label="Overdue" color="error" size="small" sx={{ fontWeight: 650 }} data-testid="return-overdue" />;

/**
 * One return as an admin handles it: what was sent back and why, the refund and the history, and
 * the moves its status allows (Approve or Reject a request, Mark received an approved one).
 */
export function AdminReturnDialog({ row, onClose }: { row: AdminReturnRow; onClose: () => void }) {
  const fullScreen = useCompact();
  const update = useUpdateReturn();
  // The return as the last answer has it; the list behind refreshes on its own.
  const [ret, setRet] = useState(row);
  const [rejecting, setRejecting] = useState(false);
  const [note, setNote] = useState('');
  const [resaleable, setResaleable] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const actions = adminActions(ret.Status);
  const titleId = `admin-return-${ret.ReturnId}`;

  const move = (Status: ReturnStatus, extra: { Note?: string; Resaleable?: boolean } = {}) => {
    setError(null);
    if (Status === 'Rejected' && !extra.Note?.trim()) return setError(RETURN_MESSAGES.rejectNeedsReason);
    const parsed = returnUpdateBody.safeParse({ Status, ...extra });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Please check the update');
    update.mutate(
      { returnId: ret.ReturnId, body: parsed.data },
      {
        onSuccess: (answer) => {
          toast(answer.Message, 'success');
          setRet((r) => ({ ...r, ...answer.Return, Overdue: false }));
          setRejecting(false);
          setNote('');
        },
        onError: (err) => setError(err.message),
      },
    );
  };

  const busy = update.isPending;
  const itemsTotal = ret.Items.reduce((sum, i) => sum + i.Amount, 0);

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      fullScreen={fullScreen}
      data-testid="admin-return-dialog"
    >
      <DialogTitle component="div" sx={{ pb: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1, minWidth: 140 }}>
            Return #{ret.ReturnId}
          </Typography>
          {ret.Overdue && <OverdueChip />}
          <ReturnStatusChip status={ret.Status} />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          Order{' '}
          <Link component={RouterLink} to={paths.admin.orderDetail(ret.OrderId)} sx={{ fontFamily: 'ui-monospace, monospace', fontWeight: 650 }}>
            {ret.OrderCode}
          </Link>{' '}
          · {ret.CustomerName} · +91 {ret.PhoneNumber}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Requested {dateTime(ret.RequestedAt)}
        </Typography>
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
        <Section title="Items">
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="admin-return-items">
            {ret.Items.map((i) => (
              <Box component="li" key={i.OrderItemId} sx={{ display: 'flex', gap: 2, py: 0.5, '& + &': { borderTop: 1, borderColor: 'divider' } }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, lineHeight: 1.3 }}>{i.ProductName}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {i.VariantName} × {i.Quantity}
                  </Typography>
                </Box>
                <Typography sx={{ fontWeight: 650, whiteSpace: 'nowrap' }}>{formatRupees(i.Amount)}</Typography>
              </Box>
            ))}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'right' }}>
            Paid for these items: <strong>{formatRupees(itemsTotal)}</strong>
          </Typography>
        </Section>

        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <Section title="Reason">
            <Typography sx={{ fontWeight: 650 }}>{ret.Reason}</Typography>
          </Section>
          <Section title="Refund">
            {ret.RefundAmount !== null ? (
              <Typography data-testid="admin-return-refund">
                <strong>{formatRupees(ret.RefundAmount)}</strong> · {refundState(ret.RefundStatus)}
                {ret.Resaleable !== null && (
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                    {ret.Resaleable ? 'Items put back in stock' : 'Items not put back in stock'}
                  </Typography>
                )}
              </Typography>
            ) : (
              <Typography color="text.secondary">Worked out when the items are received</Typography>
            )}
            {ret.RefundAmount !== null && (
              <Box sx={{ mt: 1 }}>
                <CreditNoteButton returnId={ret.ReturnId} />
              </Box>
            )}
          </Section>
        </Box>

        <Section title="Customer's comment">
          <Typography sx={{ overflowWrap: 'anywhere' }} color={ret.Comment ? 'text.primary' : 'text.secondary'}>
            {ret.Comment ?? 'No comment'}
          </Typography>
        </Section>

        {ret.Photos.length > 0 && (
          <Section title="Customer's photos">
            <ReturnPhotos photos={ret.Photos} />
          </Section>
        )}

        {ret.RejectionReason && (
          <Alert severity="warning" data-testid="admin-return-rejection">
            Rejected: {ret.RejectionReason}
          </Alert>
        )}

        <Section title="History">
          <ReturnHistory history={ret.History} viewer="admin" />
        </Section>
      </DialogContent>
      {/* The controls of the next move stay in view under the scrolling details. */}
      {(rejecting || actions.includes('receive') || ret.Status === 'Received' || error) && (
        <Box sx={{ px: 3, pt: 2, display: 'grid', gap: 1.5 }}>
          {rejecting && (
            <TextField
              label="Reason for rejection"
              required
              multiline
              minRows={2}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              helperText={`The customer sees this reason (${note.length}/${NOTE_MAX})`}
              slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
              autoFocus
            />
          )}
          {actions.includes('receive') && (
            <Box>
              <FormControlLabel control={<Checkbox checked={resaleable} onChange={(e) => setResaleable(e.target.checked)} />} label="Items can be sold again" />
              <Typography variant="body2" color="text.secondary">
                {resaleable ? 'The items go back into stock.' : 'The items stay out of stock.'} The refund is paid through the payment gateway as soon as the
                items are marked received.
              </Typography>
            </Box>
          )}
          {ret.Status === 'Received' && ret.RefundStatus === 'Failed' && (
            <Alert severity="error">The payment gateway refused the refund (its reason is in the history); pay it back another way.</Alert>
          )}
          {ret.Status === 'Received' && ret.RefundStatus !== 'Completed' && ret.RefundStatus !== 'Failed' && (
            <Alert severity="info">The payment gateway has not confirmed the refund yet; the shop asks it again on its own.</Alert>
          )}
          {error && (
            <Alert severity="error" data-testid="admin-return-error">
              {error}
            </Alert>
          )}
        </Box>
      )}
      <DialogActions sx={{ px: 3, py: 2 }}>
        {rejecting ? (
          <>
            <Button onClick={() => setRejecting(false)} disabled={busy}>
              Back
            </Button>
            <Button variant="contained" color="error" onClick={() => move('Rejected', { Note: note })} disabled={busy}>
              Reject return
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onClose} disabled={busy} sx={{ mr: 'auto' }}>
              Close
            </Button>
            {actions.includes('reject') && (
              <Button variant="outlined" color="error" onClick={() => setRejecting(true)} disabled={busy}>
                Reject
              </Button>
            )}
            {actions.includes('approve') && (
              <Button variant="contained" color="success" onClick={() => move('Approved')} disabled={busy}>
                Approve
              </Button>
            )}
            {actions.includes('receive') && (
              <Button variant="contained" color="secondary" onClick={() => move('Received', { Resaleable: resaleable })} disabled={busy}>
                Mark received
              </Button>
            )}
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
