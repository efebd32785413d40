import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { addressForm, type Address, type AddressForm } from '@shared/schemas/accounts';
import { MESSAGES } from '@shared/schemas/common';
import { useCreateAddress } from '../api/create-address';
import { useUpdateAddress } from '../api/update-address';
import { FormPhoneField } from '../../../components/digits-field';
import { FormTextField } from '../../../components/form-text-field';
import { AddressFields } from './address-fields';
import { FormDialog, FormDialogBody } from './form-dialog';
import type { FormAlertState } from './form-alert';
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
  return (
    <FormDialog open={open} titleId="address-dialog-title" onClose={() => onClose()}>
      {/* A fresh form for each address opened. */}
      {open && <AddressFormBody key={address?.Id ?? 'new'} address={address} onClose={onClose} />}
    </FormDialog>
  );
}

function AddressFormBody({ address, onClose }: { address: Address | null; onClose: (savedMessage?: string) => void }) {
  const { control, handleSubmit, watch, setValue, setError } = useForm<AddressForm>({
    resolver: zodResolver(addressForm),
    defaultValues: address ? fromAddress(address) : EMPTY,
  });
  const state = watch('State');
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const [failure, setFailure] = useState<FormAlertState | null>(null);

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

  return (
    <FormDialogBody
      titleId="address-dialog-title"
      title={address ? 'Edit address' : 'Add a new address'}
      failure={failure}
      saving={create.isPending || update.isPending}
      submitLabel={address ? 'Save Address' : 'Add Address'}
      onSubmit={(e) => void submit(e)}
      onCancel={() => onClose()}
    >
      <FormTextField control={control} name="FirstName" label="First Name" autoComplete="given-name" />
      <FormTextField control={control} name="LastName" label="Last Name" autoComplete="family-name" />
      <FormPhoneField control={control} name="PhoneNumber" />
      <FormTextField control={control} name="AddressTitle" label="Address Title" autoComplete="off" />
      <AddressFields
        control={control}
        lineLabel="Address Line"
        cities={{ state, onStateChosen: () => setValue('City', '', { shouldValidate: false }) }}
        beforePinCode={<FormTextField control={control} name="Taluk" label="Taluk" autoComplete="address-level3" />}
      />
    </FormDialogBody>
  );
}
