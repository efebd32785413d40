import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { packageSchema, type PackageDims } from '@shared/schemas/shipments';
import { useCompact } from '../../../components/use-compact';

const FIELDS = [
  { name: 'WeightKg', label: 'Weight', unit: 'kg', step: 0.05 },
  { name: 'LengthCm', label: 'Length', unit: 'cm', step: 1 },
  { name: 'BreadthCm', label: 'Breadth', unit: 'cm', step: 1 },
  { name: 'HeightCm', label: 'Height', unit: 'cm', step: 1 },
] as const satisfies readonly { name: keyof PackageDims; label: string; unit: string; step: number }[];

type Texts = Record<keyof PackageDims, string>;
const textsOf = (p: PackageDims): Texts => ({
  WeightKg: String(p.WeightKg),
  LengthCm: String(p.LengthCm),
  BreadthCm: String(p.BreadthCm),
  HeightCm: String(p.HeightCm),
});

/** The box: `24 × 12 × 8 cm`. */
export const boxText = (p: PackageDims) => `${p.LengthCm} × ${p.BreadthCm} × ${p.HeightCm} cm`;

/** The parcel's weight and box for one order, changed before it is booked; checked by the shared schema. */
export function PackageDialog({
  orderCode,
  value,
  onSave,
  onClose,
}: {
  orderCode: string;
  value: PackageDims;
  onSave: (p: PackageDims) => void;
  onClose: () => void;
}) {
  const compact = useCompact();
  const [texts, setTexts] = useState<Texts>(() => textsOf(value));
  const [errors, setErrors] = useState<Partial<Record<keyof PackageDims, string>>>({});
  const save = () => {
    const checked = packageSchema.safeParse(texts);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    onSave(checked.data);
  };
  return (
    <Dialog open onClose={onClose} fullScreen={compact} maxWidth="xs" fullWidth aria-labelledby="package-title">
      <DialogTitle id="package-title">Package of {orderCode}</DialogTitle>
      <Box component="form" noValidate onSubmit={(e) => (e.preventDefault(), save())}>
        <DialogContent sx={{ pt: 0 }}>
          <DialogContentText sx={{ mb: 2 }}>The weight and box the courier is told when the order is booked.</DialogContentText>
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
            {FIELDS.map((f) => (
              <TextField
                key={f.name}
                label={f.label}
                type="number"
                value={texts[f.name]}
                onChange={(e) => setTexts((t) => ({ ...t, [f.name]: e.target.value }))}
                error={!!errors[f.name]}
                helperText={errors[f.name]}
                required
                slotProps={{
                  htmlInput: { step: f.step, min: 0, inputMode: 'decimal' },
                  input: { endAdornment: <InputAdornment position="end">{f.unit}</InputAdornment> },
                }}
                sx={{ gridColumn: f.name === 'WeightKg' ? '1 / -1' : undefined }}
              />
            ))}
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained">
            Use this package
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
