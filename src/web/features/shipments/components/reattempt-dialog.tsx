import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { indiaDate } from '@shared/india-time';
import { ndrActionBody, type Shipment } from '@shared/schemas/shipments';
import { DialogButtons } from '../../../components/dialog-buttons';
import { useCompact } from '../../../components/use-compact';
import { useTextForm } from '../../../components/use-text-form';
import { useAnswerFailedDelivery } from '../api/answer-failed-delivery';
import { toastSuccess } from '../../../lib/toast';

type Field = 'PhoneNumber' | 'AddressLine' | 'Date';

/** Deliver again: optionally a corrected phone number or address line, and the day to come. */
export function ReattemptDialog({ shipment, onClose }: { shipment: Shipment; onClose: () => void }) {
  const compact = useCompact();
  const answer = useAnswerFailedDelivery();
  const shopper = shipment.Ndr?.ShopperChoice;
  const { field, check } = useTextForm<Field>({
    PhoneNumber: shopper?.PhoneNumber ?? '',
    AddressLine: shopper?.AddressLine ?? '',
    Date: shopper?.Date ?? '',
  });
  const submit = () => {
    const body = check(ndrActionBody, { Action: 'Reattempt' });
    if (!body) return;
    answer.mutate(
      { shipmentId: shipment.ShipmentId, body },
      { onSuccess: () => (toastSuccess(`${shipment.CourierName} will try ${shipment.OrderCode} again.`), onClose()) },
    );
  };
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
        <DialogButtons label="Re-attempt delivery" busy={answer.isPending} onCancel={onClose} />
      </Box>
    </Dialog>
  );
}
