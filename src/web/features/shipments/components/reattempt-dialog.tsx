import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { indiaDate } from '@shared/india-time';
import { ndrActionBody, type Shipment } from '@shared/schemas/shipments';
import { useCompact } from '../../../components/use-compact';
import { useAnswerFailedDelivery } from '../api/answer-failed-delivery';
import { toastSuccess } from '../../../lib/toast';

type Field = 'PhoneNumber' | 'AddressLine' | 'Date';

/** Deliver again: optionally a corrected phone number or address line, and the day to come. */
export function ReattemptDialog({ shipment, onClose }: { shipment: Shipment; onClose: () => void }) {
  const compact = useCompact();
  const answer = useAnswerFailedDelivery();
  const shopper = shipment.Ndr?.ShopperChoice;
  const [form, setForm] = useState<Record<Field, string>>({
    PhoneNumber: shopper?.PhoneNumber ?? '',
    AddressLine: shopper?.AddressLine ?? '',
    Date: shopper?.Date ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const submit = () => {
    const checked = ndrActionBody.safeParse({ Action: 'Reattempt', ...form });
    if (!checked.success) return setErrors(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message])));
    answer.mutate(
      { shipmentId: shipment.ShipmentId, body: checked.data },
      { onSuccess: () => (toastSuccess(`${shipment.CourierName} will try ${shipment.OrderCode} again.`), onClose()) },
    );
  };
  const field = (name: Field) => ({
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
    error: !!errors[name],
    helperText: errors[name],
    fullWidth: true,
  });
  return (
    <Dialog open onClose={answer.isPending ? undefined : onClose} fullScreen={compact} maxWidth="xs" fullWidth aria-labelledby="reattempt-title">
      <DialogTitle id="reattempt-title">Re-attempt {shipment.OrderCode}</DialogTitle>
      <Box component="form" noValidate onSubmit={(e) => (e.preventDefault(), submit())}>
        <DialogContent sx={{ pt: 0, display: 'grid', gap: 2 }}>
          <DialogContentText>Leave a field empty to keep what the courier has.</DialogContentText>
          <TextField label="Corrected phone number (optional)" {...field('PhoneNumber')} slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }} />
          <TextField label="Corrected address line (optional)" {...field('AddressLine')} slotProps={{ htmlInput: { maxLength: 200 } }} />
          <TextField
            label="Delivery date (optional)"
            type="date"
            {...field('Date')}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: indiaDate(new Date()) } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={answer.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={answer.isPending}>
            Re-attempt delivery
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
