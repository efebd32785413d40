import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { indiaDate } from '@shared/india-time';
import { ndrActionBody, type NdrActionBody, type Shipment } from '@shared/schemas/shipments';
import { DialogButtons } from '../../../components/dialog-buttons';
import { useCompact } from '../../../components/use-compact';
import { FormTextField } from '../../../components/form-text-field';
import { useAnswerFailedDelivery } from '../api/answer-failed-delivery';
import { toastSuccess } from '../../../lib/toast';

/** Deliver again: optionally a corrected phone number or address line, and the day to come. */
export function ReattemptDialog({ shipment, onClose }: { shipment: Shipment; onClose: () => void }) {
  const compact = useCompact();
  const answer = useAnswerFailedDelivery();
  const shopper = shipment.Ndr?.ShopperChoice;
  const { control, handleSubmit } = useForm<z.input<typeof ndrActionBody>, unknown, NdrActionBody>({
    resolver: zodResolver(ndrActionBody),
    defaultValues: { Action: 'Reattempt', PhoneNumber: shopper?.PhoneNumber ?? '', AddressLine: shopper?.AddressLine ?? '', Date: shopper?.Date ?? '' },
  });
  const submit = handleSubmit((body) =>
    answer.mutate(
      { shipmentId: shipment.ShipmentId, body },
      { onSuccess: () => (toastSuccess(`${shipment.CourierName} will try ${shipment.OrderCode} again.`), onClose()) },
    ),
  );
  return (
    <Dialog open onClose={answer.isPending ? undefined : onClose} fullScreen={compact} maxWidth="xs" fullWidth aria-labelledby="reattempt-title">
      <DialogTitle id="reattempt-title">Re-attempt {shipment.OrderCode}</DialogTitle>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
        <DialogContent sx={{ pt: 0, display: 'grid', gap: 2 }}>
          <DialogContentText>Leave a field empty to keep what the courier has.</DialogContentText>
          <FormTextField control={control} name="PhoneNumber" label="Corrected phone number (optional)" inputMode="numeric" maxLength={10} />
          <FormTextField control={control} name="AddressLine" label="Corrected address line (optional)" maxLength={200} />
          <FormTextField
            control={control}
            name="Date"
            label="Delivery date (optional)"
            type="date"
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: indiaDate(new Date()) } }}
          />
        </DialogContent>
        <DialogButtons label="Re-attempt delivery" busy={answer.isPending} onCancel={onClose} />
      </Box>
    </Dialog>
  );
}
