// Generating the e-way bills of the chosen orders, with the vehicle when it is known (Part B);
// without it the transporter fills Part B on the portal. Checked by the shared schema.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { generateEwayBillsBody } from '@shared/schemas/eway-bills';
import { useCompact } from '../../../components/use-compact';
import { DialogButtons } from '../../../components/dialog-buttons';

export function EwayBillDialog({
  orderCodes,
  pending,
  onGenerate,
  onClose,
}: {
  orderCodes: string[];
  pending: boolean;
  onGenerate: (vehicleNumber: string | undefined) => void;
  onClose: () => void;
}) {
  const compact = useCompact();
  const [vehicle, setVehicle] = useState('');
  const [error, setError] = useState('');
  const generate = () => {
    const checked = generateEwayBillsBody.shape.Orders.element.shape.VehicleNumber.safeParse(vehicle);
    if (!checked.success) return setError(checked.error.issues[0].message);
    onGenerate(checked.data);
  };
  const many = orderCodes.length > 1;
  return (
    <Dialog open onClose={onClose} fullScreen={compact} maxWidth="xs" fullWidth aria-labelledby="eway-title">
      <DialogTitle id="eway-title">{many ? `E-way bills of ${orderCodes.length} orders` : `E-way bill of ${orderCodes[0]}`}</DialogTitle>
      <Box component="form" noValidate onSubmit={(e) => (e.preventDefault(), generate())}>
        <DialogContent sx={{ pt: 0 }}>
          <DialogContentText sx={{ mb: 2 }}>
            Part A is taken from {many ? 'each order’s' : 'the order’s'} tax invoice, with the courier aggregator as transporter. Give the vehicle number if it
            is known; otherwise the transporter fills it in on the portal.
          </DialogContentText>
          <TextField
            label="Vehicle number (optional)"
            value={vehicle}
            onChange={(e) => (setVehicle(e.target.value), setError(''))}
            error={!!error}
            helperText={error || 'As on the registration plate, e.g. TN23AB1234'}
            fullWidth
            autoFocus
            slotProps={{ htmlInput: { autoCapitalize: 'characters', maxLength: 15 } }}
          />
        </DialogContent>
        <DialogButtons
          label={many ? 'Generate e-way bills' : 'Generate e-way bill'}
          busyLabel="Generating..."
          busy={pending}
          onCancel={onClose}
          cancelLabel="Close"
          cancelWhileBusy
          tall
        />
      </Box>
    </Dialog>
  );
}
