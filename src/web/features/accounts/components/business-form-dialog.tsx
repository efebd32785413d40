// "Use a GST invoice": add or change a business, its GSTIN checked as it is typed (the same check
// and sentences as the server's). Full screen on a phone.
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { businessDetailsForm, type BusinessDetails, type BusinessDetailsForm } from '@shared/schemas/business';
import { GSTIN_LENGTH } from '@shared/gstin';
import { MESSAGES } from '@shared/schemas/common';
import { useStates } from '../api/get-states';
import { useCreateBusinessDetails, useUpdateBusinessDetails } from '../api/business-details';
import { DigitsField } from './digits-field';
import { FormAlert, type FormAlertState } from './form-alert';
import { errorMessage } from './error-message';

const EMPTY: BusinessDetailsForm = { Gstin: '', LegalName: '', AddressLine1: '', AddressLine2: '', City: '', State: '', PinCode: '' };

const fromBusiness = (b: BusinessDetails): BusinessDetailsForm => ({ ...b, AddressLine2: b.AddressLine2 ?? '' });

export interface BusinessFormDialogProps {
  open: boolean;
  business: BusinessDetails | null;
  /** Closed; with the server's message and the business's id when it was saved. */
  onClose: (saved?: { message: string; id: number }) => void;
}

export function BusinessFormDialog({ open, business, onClose }: BusinessFormDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={() => onClose()} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="business-dialog-title">
      {open && <BusinessFormBody key={business?.Id ?? 'new'} business={business} onClose={onClose} />}
    </Dialog>
  );
}

function BusinessFormBody({ business, onClose }: Omit<BusinessFormDialogProps, 'open'>) {
  const { control, handleSubmit, setError } = useForm<BusinessDetailsForm>({
    resolver: zodResolver(businessDetailsForm),
    defaultValues: business ? fromBusiness(business) : EMPTY,
  });
  const states = useStates();
  const create = useCreateBusinessDetails();
  const update = useUpdateBusinessDetails();
  const [failure, setFailure] = useState<FormAlertState | null>(null);
  const saving = create.isPending || update.isPending;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = business ? await update.mutateAsync({ ...values, Id: business.Id }) : await create.mutateAsync(values);
      onClose({ message: answer.Message, id: answer.Id });
    } catch (err) {
      const message = errorMessage(err);
      if (message === MESSAGES.invalidPinCode) setError('PinCode', { message });
      else if (/GSTIN/.test(message)) setError('Gstin', { message });
      setFailure({ severity: 'error', message });
    }
  });

  const text = (name: keyof BusinessDetailsForm, label: string, autoComplete: string, extra: { optional?: boolean; wide?: boolean } = {}) => (
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
      <DialogTitle id="business-dialog-title">{business ? 'Edit business details' : 'Add a GSTIN'}</DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2, fontSize: 14 }}>
          The tax invoice names your business and its GSTIN, so that it can claim input tax credit. Enter them as on your GST registration.
        </DialogContentText>
        <FormAlert alert={failure} />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, pt: 0.5 }}>
          <Controller
            name="Gstin"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                onChange={(e) => field.onChange(e.target.value.toUpperCase().replace(/\s+/g, ''))}
                label="GSTIN"
                autoComplete="off"
                fullWidth
                error={!!fieldState.error}
                helperText={fieldState.error?.message ?? '15 characters, like 29AAACB1234C1ZB'}
                slotProps={{ htmlInput: { maxLength: GSTIN_LENGTH + 2, autoCapitalize: 'characters', spellCheck: false } }}
                sx={{ gridColumn: '1 / -1' }}
              />
            )}
          />
          {text('LegalName', 'Legal name of the business', 'organization', { wide: true })}
          {text('AddressLine1', 'Registered address line 1', 'address-line1', { wide: true })}
          {text('AddressLine2', 'Registered address line 2', 'address-line2', { wide: true, optional: true })}
          <Controller
            name="State"
            control={control}
            render={({ field, fieldState }) => (
              <Autocomplete
                options={states.data ?? []}
                loading={states.isPending}
                value={field.value || null}
                onChange={(_, v) => field.onChange(v ?? '')}
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
          {text('City', 'City', 'address-level2')}
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
          {saving ? 'Saving...' : business ? 'Save' : 'Save GSTIN'}
        </Button>
      </DialogActions>
    </Box>
  );
}
