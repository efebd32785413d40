import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { addressForm, type Address, type AddressForm } from '@shared/schemas/accounts';
import { MESSAGES } from '@shared/schemas/common';
import { useStates } from '../api/get-states';
import { useCities } from '../api/get-cities';
import { useCreateAddress } from '../api/create-address';
import { useUpdateAddress } from '../api/update-address';
import { DigitsField, PhoneField } from './digits-field';
import { FormAlert, type FormAlertState } from './form-alert';
import { errorMessage } from './error-message';

const EMPTY: AddressForm = {
  FirstName: '',
  LastName: '',
  PhoneNumber: '',
  AddressTitle: '',
  AddressLine1: '',
  AddressLine2: '',
  Taluk: '',
  State: '',
  City: '',
  PinCode: '',
};

const fromAddress = (a: Address): AddressForm => ({
  FirstName: a.FirstName,
  LastName: a.LastName,
  PhoneNumber: a.PhoneNumber,
  AddressTitle: a.AddressTitle,
  AddressLine1: a.AddressLine1,
  AddressLine2: a.AddressLine2 ?? '',
  Taluk: a.Taluk,
  State: a.State,
  City: a.City,
  PinCode: a.PinCode,
});

/** Add or edit an address. Full screen on a phone; state first, then a city of that state. */
export function AddressFormDialog({ open, address, onClose }: { open: boolean; address: Address | null; onClose: (savedMessage?: string) => void }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={() => onClose()} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="address-dialog-title">
      {/* A fresh form for each address opened. */}
      {open && <AddressFormBody key={address?.Id ?? 'new'} address={address} onClose={onClose} />}
    </Dialog>
  );
}

function AddressFormBody({ address, onClose }: { address: Address | null; onClose: (savedMessage?: string) => void }) {
  const { control, handleSubmit, watch, setValue, setError } = useForm<AddressForm>({
    resolver: zodResolver(addressForm),
    defaultValues: address ? fromAddress(address) : EMPTY,
  });
  const states = useStates();
  const state = watch('State');
  const cities = useCities(state);
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const [failure, setFailure] = useState<FormAlertState | null>(null);
  const saving = create.isPending || update.isPending;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = address ? await update.mutateAsync({ ...values, Id: address.Id }) : await create.mutateAsync(values);
      onClose(answer.Message);
    } catch (err) {
      const message = errorMessage(err);
      if (message === MESSAGES.invalidPinCode) setError('PinCode', { message });
      setFailure({ severity: 'error', message });
    }
  });

  const text = (name: keyof AddressForm, label: string, autoComplete: string, extra: { optional?: boolean; wide?: boolean } = {}) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={field.value ?? ''}
          label={extra.optional ? `${label} (optional)` : label}
          autoComplete={autoComplete}
          fullWidth
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
          sx={extra.wide ? { gridColumn: '1 / -1' } : undefined}
        />
      )}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <DialogTitle id="address-dialog-title">{address ? 'Edit address' : 'Add a new address'}</DialogTitle>
      <DialogContent dividers>
        <FormAlert alert={failure} />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, pt: 0.5 }}>
          {text('FirstName', 'First Name', 'given-name')}
          {text('LastName', 'Last Name', 'family-name')}
          <Controller
            name="PhoneNumber"
            control={control}
            render={({ field, fieldState }) => <PhoneField {...field} fullWidth error={!!fieldState.error} helperText={fieldState.error?.message} />}
          />
          {text('AddressTitle', 'Address Title', 'off')}
          {text('AddressLine1', 'Address Line 1', 'address-line1', { wide: true })}
          {text('AddressLine2', 'Address Line 2', 'address-line2', { wide: true, optional: true })}
          <Controller
            name="State"
            control={control}
            render={({ field, fieldState }) => (
              <Autocomplete
                options={states.data ?? []}
                loading={states.isPending}
                value={field.value || null}
                onChange={(_, v) => {
                  field.onChange(v ?? '');
                  // A city belongs to its state: choosing another state clears it.
                  setValue('City', '', { shouldValidate: false });
                }}
                onBlur={field.onBlur}
                autoHighlight
                renderInput={(params) => (
                  <TextField
                    {...params}
                    inputRef={field.ref}
                    label="State"
                    autoComplete="off"
                    error={!!fieldState.error}
                    helperText={fieldState.error?.message}
                  />
                )}
              />
            )}
          />
          <Controller
            name="City"
            control={control}
            render={({ field, fieldState }) => (
              <Autocomplete
                options={cities.data ?? []}
                loading={!!state && cities.isPending}
                disabled={!state}
                value={field.value || null}
                onChange={(_, v) => field.onChange(v ?? '')}
                onBlur={field.onBlur}
                autoHighlight
                noOptionsText="No cities found"
                renderInput={(params) => (
                  <TextField
                    {...params}
                    inputRef={field.ref}
                    label="City"
                    autoComplete="off"
                    error={!!fieldState.error}
                    helperText={fieldState.error?.message ?? (state ? undefined : 'Choose a state first')}
                  />
                )}
              />
            )}
          />
          {text('Taluk', 'Taluk', 'address-level3')}
          <Controller
            name="PinCode"
            control={control}
            render={({ field, fieldState }) => (
              <DigitsField
                {...field}
                label="Pin Code"
                autoComplete="postal-code"
                maxDigits={6}
                fullWidth
                error={!!fieldState.error}
                helperText={fieldState.error?.message}
              />
            )}
          />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, mt: 'auto' }}>
        <Button onClick={() => onClose()} color="inherit">
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={saving} sx={{ minWidth: 140 }}>
          {saving ? 'Saving...' : address ? 'Save Address' : 'Add Address'}
        </Button>
      </DialogActions>
    </Box>
  );
}
