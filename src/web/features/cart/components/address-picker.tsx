import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Address } from '@shared/schemas/accounts';
import { MESSAGES } from '@shared/messages';
import { SavedItemPicker } from './saved-item-picker';
import { AddressLines } from '../../../components/address-lines';

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
    <SavedItemPicker
      label="Delivery address"
      items={addresses}
      selectedId={selectedId}
      onSelect={onSelect}
      testId="address-option"
      render={(a) => (
        <>
          <Typography sx={{ fontWeight: 650 }}>
            {a.AddressTitle}
            <Typography component="span" color="text.secondary" sx={{ fontWeight: 400 }}>
              {' '}
              · {a.FirstName} {a.LastName}
            </Typography>
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.6 }}>
            <AddressLines address={a} />
          </Typography>
        </>
      )}
    />
  );
}
