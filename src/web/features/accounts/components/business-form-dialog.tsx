// "Use a GST invoice": add or change a business, its GSTIN checked as it is typed (the same check
// and sentences as the server's). Full screen on a phone.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { businessDetailsForm, type BusinessDetails, type BusinessDetailsForm } from '@shared/schemas/business';
import { GSTIN_LENGTH } from '@shared/gstin';
import { MESSAGES } from '@shared/schemas/common';
import { useCreateBusinessDetails, useUpdateBusinessDetails } from '../api/business-details';
import { FormField } from '../../../components/form-text-field';
import { FormTextField } from '../../../components/form-text-field';
import { AddressFields } from './address-fields';
import { FormDialog, FormDialogBody } from './form-dialog';
import type { FormAlertState } from './form-alert';
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
  return (
    <FormDialog open={open} titleId="business-dialog-title" onClose={() => onClose()}>
      {open && <BusinessFormBody key={business?.Id ?? 'new'} business={business} onClose={onClose} />}
    </FormDialog>
  );
}

function BusinessFormBody({ business, onClose }: Omit<BusinessFormDialogProps, 'open'>) {
  const { control, handleSubmit, setError } = useForm<BusinessDetailsForm>({
    resolver: zodResolver(businessDetailsForm),
    defaultValues: business ? fromBusiness(business) : EMPTY,
  });
  const create = useCreateBusinessDetails();
  const update = useUpdateBusinessDetails();
  const [failure, setFailure] = useState<FormAlertState | null>(null);

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

  return (
    <FormDialogBody
      titleId="business-dialog-title"
      title={business ? 'Edit business details' : 'Add a GSTIN'}
      intro={
        <DialogContentText sx={{ mb: 2, fontSize: 14 }}>
          The tax invoice names your business and its GSTIN, so that it can claim input tax credit. Enter them as on your GST registration.
        </DialogContentText>
      }
      failure={failure}
      saving={create.isPending || update.isPending}
      submitLabel={business ? 'Save' : 'Save GSTIN'}
      onSubmit={(e) => void submit(e)}
      onCancel={() => onClose()}
    >
      <FormField control={control} name="Gstin" helperText="15 characters, like 29AAACB1234C1ZB">
        {({ ref, onChange, ...input }) => (
          <TextField
            {...input}
            inputRef={ref}
            onChange={(e) => onChange(e.target.value.toUpperCase().replace(/\s+/g, ''))}
            label="GSTIN"
            autoComplete="off"
            fullWidth
            slotProps={{ htmlInput: { maxLength: GSTIN_LENGTH + 2, autoCapitalize: 'characters', spellCheck: false } }}
            sx={{ gridColumn: '1 / -1' }}
          />
        )}
      </FormField>
      <FormTextField control={control} name="LegalName" label="Legal name of the business" autoComplete="organization" sx={{ gridColumn: '1 / -1' }} />
      <AddressFields control={control} lineLabel="Registered address line" />
    </FormDialogBody>
  );
}
