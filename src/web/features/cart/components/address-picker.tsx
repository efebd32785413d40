import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Address } from '@shared/schemas/accounts';
import { MESSAGES } from '@shared/messages';

export interface AddressPickerProps {
  addresses: Address[] | undefined;
  loading: boolean;
  failed: boolean;
  selectedId: number | null;
  onSelect: (id: number) => void;
}

/** The delivery address choice: one radio per saved address. */
export function AddressPicker({ addresses, loading, failed, selectedId, onSelect }: AddressPickerProps) {
  if (loading) return <Skeleton variant="rounded" height={96} />;
  if (failed) return <Alert severity="error">{MESSAGES.somethingWrong}</Alert>;
  if (!addresses || addresses.length === 0) {
    return (
      <Alert severity="info" variant="outlined">
        No addresses found. Add a delivery address to see the shipping partners for it.
      </Alert>
    );
  }
  return (
    <RadioGroup
      aria-label="Delivery address"
      value={selectedId !== null ? String(selectedId) : ''}
      onChange={(_, v) => onSelect(Number(v))}
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}
    >
      {addresses.map((a) => {
        const selected = a.Id === selectedId;
        return (
          <FormControlLabel
            key={a.Id}
            value={String(a.Id)}
            data-testid="address-option"
            control={<Radio sx={{ alignSelf: 'flex-start', mt: -0.5 }} />}
            sx={{
              m: 0,
              p: 1.5,
              pr: 2,
              alignItems: 'flex-start',
              border: 1,
              borderColor: selected ? 'secondary.main' : 'divider',
              bgcolor: selected ? 'rgba(232,102,28,0.05)' : 'background.paper',
              borderRadius: 2,
              transition: 'border-color .15s',
            }}
            label={
              <Box sx={{ pt: 0.25 }}>
                <Typography sx={{ fontWeight: 650 }}>
                  {a.AddressTitle}
                  <Typography component="span" color="text.secondary" sx={{ fontWeight: 400 }}>
                    {' '}
                    · {a.FirstName} {a.LastName}
                  </Typography>
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.6 }}>
                  {[a.AddressLine1, a.AddressLine2].filter(Boolean).join(', ')}
                  <br />
                  {a.Taluk}, {a.City}, {a.State} - {a.PinCode}
                  <br />
                  +91 {a.PhoneNumber}
                </Typography>
              </Box>
            }
          />
        );
      })}
    </RadioGroup>
  );
}
