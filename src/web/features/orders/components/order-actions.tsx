import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import { DialogButtons } from '../../../components/dialog-buttons';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import CreditCard from '@mui/icons-material/CreditCard';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import type { Order } from '@shared/schemas/orders';
import { cancelRefusal, customerActions } from '@shared/order-rules';
import { toast, toastError } from '../../../lib/toast';
import { useVerifyPayment } from '../api/verify-payment';
import { useReinitiatePayment } from '../api/reinitiate-payment';
import { useCancelOrder } from '../api/cancel-order';
import { invoiceFileName, useDownloadInvoice } from '../../../lib/download';
import { useDownloadCancellationCreditNote } from '../api/download-credit-note';
import { TrackingDialog } from './tracking-dialog';

/** What a shopper may do with an order, as buttons; `extra` are buttons other features add (app/ composes them). */
export function OrderActions({ order, extra }: { order: Order; extra?: ReactNode }) {
  const allowed = customerActions({ Status: order.Status, PaymentStatus: order.Payment.PaymentStatus });
  const verify = useVerifyPayment();
  const payNow = useReinitiatePayment(toastError);
  const cancel = useCancelOrder();
  const invoice = useDownloadInvoice();
  const creditNote = useDownloadCancellationCreditNote();
  const [confirming, setConfirming] = useState(false);
  const [tracking, setTracking] = useState(false);
  const tx = order.Payment.TransactionId;
  const paid = order.Payment.PaymentStatus === 'Completed';

  const askCancel = () => {
    const refusal = cancelRefusal(order.Status);
    if (refusal) return toastError(refusal);
    setConfirming(true);
  };
  const confirmCancel = () =>
    cancel.mutate(order.OrderId, {
      onSuccess: (answer) =>
        toast(`Order ${order.OrderCode} has been cancelled.${paid ? ' A full refund is on its way.' : answer.Notice ? ` ${answer.Notice}` : ''}`, 'success'),
      onSettled: () => setConfirming(false),
    });

  // A paid order that was cancelled was refunded against its invoice: its credit note.
  const hasCreditNote = order.Status === 'Cancelled' && paid && !!order.InvoiceNumber;
  if (!Object.values(allowed).some(Boolean) && !extra && !hasCreditNote) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} data-testid="order-actions">
      {allowed.payNow && (
        <Button
          variant="contained"
          color="secondary"
          size="small"
          startIcon={<CreditCard />}
          onClick={() => payNow.mutate(order.OrderId)}
          disabled={payNow.isPending || payNow.isSuccess}
        >
          Pay now
        </Button>
      )}
      {allowed.verifyPayment && tx && (
        <Button variant="outlined" size="small" startIcon={<FactCheckOutlined />} onClick={() => verify.mutate(tx)} disabled={verify.isPending}>
          Verify payment
        </Button>
      )}
      {allowed.track && (
        <Button variant="outlined" size="small" startIcon={<LocalShippingOutlined />} onClick={() => setTracking(true)}>
          Track
        </Button>
      )}
      {allowed.invoice && (
        <Button
          variant="outlined"
          size="small"
          startIcon={<FileDownloadOutlined />}
          onClick={() => invoice.mutate({ orderId: order.OrderId, fileName: invoiceFileName(order.InvoiceNumber, order.OrderCode) })}
          disabled={invoice.isPending}
        >
          {invoice.isPending ? 'Downloading...' : 'Invoice'}
        </Button>
      )}
      {hasCreditNote && (
        <Button
          variant="outlined"
          size="small"
          startIcon={<FileDownloadOutlined />}
          onClick={() => creditNote.mutate({ orderId: order.OrderId, orderCode: order.OrderCode })}
          disabled={creditNote.isPending}
        >
          {creditNote.isPending ? 'Downloading...' : 'Credit note'}
        </Button>
      )}
      {allowed.cancel && (
        <Button variant="text" color="error" size="small" startIcon={<CancelOutlined />} onClick={askCancel} disabled={cancel.isPending}>
          Cancel
        </Button>
      )}
      {extra}

      {allowed.track && <TrackingDialog order={order} open={tracking} onClose={() => setTracking(false)} />}

      <Dialog
        open={confirming}
        onClose={cancel.isPending ? undefined : () => setConfirming(false)}
        aria-labelledby={`cancel-${order.OrderId}`}
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id={`cancel-${order.OrderId}`}>Cancel order {order.OrderCode}?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {paid
              ? 'The order will be cancelled and the full amount refunded to the way you paid.'
              : 'The order has not been paid. It will be cancelled and its items put back in your cart.'}
          </DialogContentText>
        </DialogContent>
        <DialogButtons
          label="Cancel order"
          busy={cancel.isPending}
          color="error"
          onClick={confirmCancel}
          autoFocus
          onCancel={() => setConfirming(false)}
          cancelLabel="Keep order"
        />
      </Dialog>
    </Box>
  );
}
