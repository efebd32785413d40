import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import { DialogButtons } from '../../../components/dialog-buttons';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { adminTargets } from '@shared/order-rules';
import { ADMIN_ORDER_MESSAGES } from '@shared/messages';
import type { Order, OrderStatusName } from '@shared/schemas/orders';
import { toastError } from '../../../lib/toast';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { checkUpdate, fieldsFor, isValid, todayInput, toPayload, type UpdateField, type UpdateForm } from '../update-rules';
import { capitalise } from './status-chip';

/** The confirmation text keeps "Are you sure?" as the title and the rest as the question. */
const [CONFIRM_TITLE, CONFIRM_TEXT] = (() => {
  const at = ADMIN_ORDER_MESSAGES.confirm.indexOf('?') + 1;
  return [ADMIN_ORDER_MESSAGES.confirm.slice(0, at), ADMIN_ORDER_MESSAGES.confirm.slice(at).trim()];
})();

/** The admin's status update: only the statuses an admin may set from here (docs/orders.md), with the fields each needs. */
export function UpdateOrderForm({ order, onUpdated }: { order: Order; onUpdated: () => void }) {
  const targets = adminTargets(order.Status);
  const [form, setForm] = useState<UpdateForm>({
    status: '',
    trackingId: order.TrackingNumber ?? '',
    courierName: order.CourierName,
    shippedDate: '',
    deliveredDate: '',
  });
  const [submitted, setSubmitted] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateOrderStatus();
  const { shipping, delivered } = fieldsFor(form.status);
  const check = checkUpdate(form);
  const errorOf = (f: UpdateField) => (submitted ? check.fieldErrors[f] : undefined);
  const today = todayInput();
  const set = (patch: Partial<UpdateForm>) => setForm((f) => ({ ...f, ...patch }));

  const submit = () => {
    setSubmitted(true);
    if (!form.status) return;
    if (check.toast) toastError(check.toast);
    if (!isValid(check)) return;
    setConfirming(true);
  };

  const confirm = () => {
    if (!form.status) return;
    update.mutate(toPayload(order.OrderId, { ...form, status: form.status }), {
      onSuccess: () => {
        setConfirming(false);
        onUpdated();
      },
      onError: () => setConfirming(false),
    });
  };

  return (
    <Box component="form" noValidate aria-label="Update order status" onSubmit={(e) => (e.preventDefault(), submit())} sx={{ display: 'grid', gap: 2 }}>
      <TextField
        select
        label="Order status"
        value={form.status}
        onChange={(e) => {
          set({ status: e.target.value as OrderStatusName });
          setSubmitted(false);
        }}
        slotProps={{ select: { 'data-testid': 'status-select' } as object }}
        helperText={`Now ${capitalise(order.Status)}. Orders move forward only, or are cancelled.`}
        fullWidth
      >
        {targets.map((s) => (
          <MenuItem key={s} value={s}>
            {s}
          </MenuItem>
        ))}
      </TextField>
      {shipping && (
        <>
          <TextField
            label="Tracking ID"
            value={form.trackingId}
            onChange={(e) => set({ trackingId: e.target.value })}
            error={!!errorOf('trackingId')}
            helperText={errorOf('trackingId')}
            fullWidth
            required
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <TextField
            label="Shipping Partner"
            value={form.courierName}
            onChange={(e) => set({ courierName: e.target.value })}
            error={!!errorOf('courierName')}
            helperText={errorOf('courierName')}
            fullWidth
            required
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <TextField
            label="Shipped date"
            type="date"
            value={form.shippedDate}
            onChange={(e) => set({ shippedDate: e.target.value })}
            error={!!errorOf('shippedDate')}
            helperText={errorOf('shippedDate')}
            fullWidth
            required
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
          />
        </>
      )}
      {delivered && (
        <TextField
          label="Delivered date"
          type="date"
          value={form.deliveredDate}
          onChange={(e) => set({ deliveredDate: e.target.value })}
          error={!!errorOf('deliveredDate')}
          helperText={errorOf('deliveredDate')}
          fullWidth
          required
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
        />
      )}
      <Button type="submit" variant="contained" size="large" disabled={!form.status || update.isPending}>
        Update Order
      </Button>

      <Dialog
        open={confirming}
        onClose={update.isPending ? undefined : () => setConfirming(false)}
        aria-labelledby="update-confirm-title"
        aria-describedby="update-confirm-text"
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id="update-confirm-title">{CONFIRM_TITLE}</DialogTitle>
        <DialogContent>
          <DialogContentText id="update-confirm-text">{CONFIRM_TEXT}</DialogContentText>
          <DialogContentText sx={{ mt: 1, fontWeight: 600, color: 'text.primary' }}>
            {order.OrderCode}: {capitalise(order.Status)} → {form.status}
          </DialogContentText>
        </DialogContent>
        <DialogButtons
          label="Yes, update it!"
          busyLabel="Updating..."
          busy={update.isPending}
          onClick={confirm}
          autoFocus
          onCancel={() => setConfirming(false)}
        />
      </Dialog>
    </Box>
  );
}
