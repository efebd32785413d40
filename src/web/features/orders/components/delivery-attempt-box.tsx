import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Typography from '@mui/material/Typography';
import { dayText, dayTimeText, indiaDate } from '@shared/india-time';
import { deliveryAttemptBody, type DeliveryAttemptBody, type ShopperShipment } from '@shared/schemas/shipments';
import { toastSuccess } from '../../../lib/toast';
import { useAskDeliveryAttempt } from '../api/ask-delivery-attempt';
import { FormTextField } from '../../../components/form-text-field';

type Attempt = NonNullable<ShopperShipment['DeliveryAttempt']>;

/** What the shopper asked for: "A new attempt on 3 Dec 2026, phone 98..., address line ...". */
const responseText = (r: NonNullable<Attempt['Response']>) =>
  [
    r.Choice === 'Reattempt' ? 'A new delivery attempt' : 'Return the parcel to the seller',
    r.Date && `on ${dayText(r.Date)}`,
    r.PhoneNumber && `phone ${r.PhoneNumber}`,
    r.AddressLine && `address line "${r.AddressLine}"`,
  ]
    .filter(Boolean)
    .join(', ');

/**
 * A failed delivery: the courier's reason, and a form to ask for a new attempt (a day, and a
 * corrected phone number or address line if needed); once answered, the recorded choice.
 */
export function DeliveryAttemptBox({ orderId, attempt }: { orderId: string; attempt: Attempt }) {
  const ask = useAskDeliveryAttempt();
  const { control, handleSubmit } = useForm<z.input<typeof deliveryAttemptBody>, unknown, DeliveryAttemptBody>({
    resolver: zodResolver(deliveryAttemptBody),
    defaultValues: { Choice: 'Reattempt', Date: '', PhoneNumber: '', AddressLine: '' },
  });
  const submit = handleSubmit((body) => ask.mutate({ orderId, body }, { onSuccess: () => toastSuccess('Thank you. The courier will try again.') }));
  return (
    <Alert
      severity="warning"
      variant="outlined"
      sx={{ '& .MuiAlert-message': { width: '100%' } }}
      data-testid="delivery-attempt"
      role="region"
      aria-label="Delivery attempt failed"
    >
      <AlertTitle sx={{ fontWeight: 750 }}>Delivery attempt failed</AlertTitle>
      <Typography sx={{ fontWeight: 600 }} data-testid="delivery-attempt-reason">
        {attempt.Reason}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {dayTimeText(attempt.At)}
      </Typography>
      {attempt.Response ? (
        <Typography sx={{ mt: 1.5 }} data-testid="delivery-attempt-response">
          You asked for: <strong>{responseText(attempt.Response)}</strong>. We have told the courier.
        </Typography>
      ) : attempt.CanRespond ? (
        <Box
          component="form"
          noValidate
          aria-label="Ask for a new delivery attempt"
          onSubmit={(e) => void submit(e)}
          sx={{ display: 'grid', gap: 2, mt: 2, maxWidth: 440 }}
        >
          <Typography variant="body2">Tell us when to come again, and correct your phone number or address line if that was the trouble.</Typography>
          <FormTextField
            control={control}
            name="Date"
            label="Delivery date"
            type="date"
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: indiaDate(new Date()) } }}
          />
          <FormTextField
            control={control}
            name="PhoneNumber"
            label="Phone number (optional)"
            inputMode="numeric"
            maxLength={10}
            slotProps={{ htmlInput: { autoComplete: 'tel-national' } }}
          />
          <FormTextField
            control={control}
            name="AddressLine"
            label="Address line (optional)"
            maxLength={200}
            slotProps={{ htmlInput: { autoComplete: 'address-line1' } }}
          />
          <Box>
            <Button type="submit" variant="contained" disabled={ask.isPending} sx={{ minHeight: 44 }}>
              {ask.isPending ? 'Sending...' : 'Ask for a new attempt'}
            </Button>
          </Box>
        </Box>
      ) : (
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          The shop is arranging what happens next with the courier.
        </Typography>
      )}
    </Alert>
  );
}
