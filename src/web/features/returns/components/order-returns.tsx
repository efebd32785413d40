// The shopper's side of returns on My Orders: the "Request return" button among an order's
// actions, and the order's returns under it. The orders feature leaves room for both; app/ puts
// them there.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AssignmentReturnOutlined from '@mui/icons-material/AssignmentReturnOutlined';
import { formatRupees } from '@shared/money';
import type { Order } from '@shared/schemas/orders';
import type { Return } from '@shared/schemas/returns';
import { useOrderReturns } from '../api/get-order-returns';
import { returnWindowEnd } from '@shared/return-rules';
import { canRequestReturn, mayHaveReturns, unitsLeft } from '../return-rules';
import { CreditNoteButton } from './credit-note-button';
import { AddReturnPhotos, ReturnPhotos } from './return-photos';
import { dateOnly, refundState } from './format';
import { RequestReturnDialog } from './request-return-dialog';
import { ReturnHistory } from './return-history';
import { ReturnStatusChip } from './return-status-chip';

/** "Request return" on a delivered order still inside its return window, while anything is left to return. */
export function RequestReturnAction({ order }: { order: Order }) {
  // The moment the page was opened decides whether the window is open; the server checks again.
  const [now] = useState(() => Date.now());
  const [open, setOpen] = useState(false);
  const allowed = canRequestReturn(order, now);
  const returns = useOrderReturns(order.OrderId, allowed);
  const end = returnWindowEnd(order.DeliveredDate);
  if (!allowed || !end) return null;
  const left = unitsLeft(order.Items, returns.data ?? []);
  if (returns.isSuccess && ![...left.values()].some((n) => n > 0)) return null;
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        color="secondary"
        startIcon={<AssignmentReturnOutlined />}
        onClick={() => setOpen(true)}
        disabled={returns.isPending}
      >
        Request return
      </Button>
      {open && <RequestReturnDialog order={order} left={left} windowEnd={end} onClose={() => setOpen(false)} />}
    </>
  );
}

function ReturnCard({ ret, invoiced }: { ret: Return; invoiced: boolean }) {
  return (
    <Box
      component="li"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1.5, p: 1.5, display: 'grid', gap: 1 }}
      data-testid="order-return"
      data-return-id={ret.ReturnId}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ flex: 1, minWidth: 160, fontWeight: 650 }}>
          Return requested on {dateOnly(ret.RequestedAt)}
        </Typography>
        <ReturnStatusChip status={ret.Status} />
      </Box>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {ret.Items.map((i) => (
          <Typography component="li" variant="body2" key={i.OrderItemId}>
            {i.ProductName} · {i.VariantName} × {i.Quantity}
          </Typography>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary">
        Reason: <strong>{ret.Reason}</strong>
      </Typography>
      {ret.Status === 'Rejected' && ret.RejectionReason && (
        <Alert severity="warning" sx={{ py: 0 }} data-testid="return-rejection">
          Not accepted: {ret.RejectionReason}
        </Alert>
      )}
      {ret.RefundAmount !== null && (
        <Typography variant="body2" data-testid="return-refund">
          Refund: <strong>{formatRupees(ret.RefundAmount)}</strong> · {refundState(ret.RefundStatus)}
        </Typography>
      )}
      <ReturnPhotos photos={ret.Photos} />
      <ReturnHistory history={ret.History} viewer="shopper" />
      {/* Photos may be added while the shop has not answered; a received return of an invoiced order has its GST credit note. */}
      {ret.Status === 'Requested' && (
        <Box>
          <AddReturnPhotos orderId={ret.OrderId} returnId={ret.ReturnId} have={ret.Photos.length} />
        </Box>
      )}
      {invoiced && ret.RefundAmount !== null && (
        <Box>
          <CreditNoteButton returnId={ret.ReturnId} />
        </Box>
      )}
    </Box>
  );
}

/** An order's returns, newest first: status, items, reason, refund, why one was not accepted, and who did what when. */
export function OrderReturns({ order }: { order: Order }) {
  const returns = useOrderReturns(order.OrderId, mayHaveReturns(order));
  const list = returns.data ?? [];
  if (returns.isError) {
    return (
      <Alert
        severity="warning"
        sx={{ mx: { xs: 2, md: 2.5 }, mb: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => void returns.refetch()}>
            Try again
          </Button>
        }
      >
        The returns of this order could not be loaded.
      </Alert>
    );
  }
  if (list.length === 0) return null;
  return (
    <Box component="section" aria-label={`Returns of order ${order.OrderCode}`} sx={{ px: { xs: 2, md: 2.5 }, pb: 2 }} data-testid="order-returns">
      <Typography variant="overline" color="text.secondary" component="h3" sx={{ lineHeight: 2 }}>
        Returns
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {[...list]
          .sort((a, b) => b.RequestedAt.localeCompare(a.RequestedAt))
          .map((r) => (
            <ReturnCard key={r.ReturnId} ret={r} invoiced={order.InvoiceNumber !== null} />
          ))}
      </Box>
    </Box>
  );
}
