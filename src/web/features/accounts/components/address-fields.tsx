import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues } from 'react-hook-form';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { FormDigitsField } from '../../../components/digits-field';
import { FormTextField } from '../../../components/form-text-field';
import { useStates } from '../api/get-states';
import { useCities } from '../api/get-cities';

/** The postal part every address form has, named alike in each. */
interface PostalForm {
  AddressLine1: string;
  AddressLine2?: string | null;
  State: string;
  City: string;
  PinCode: string;
}

type Choice = 'State' | 'City';

function ChoiceField({
  control,
  name,
  label,
  options,
  loading,
  disabled,
  hint,
  onChosen,
}: {
  control: Control<PostalForm>;
  name: Choice;
  label: string;
  options: readonly string[] | undefined;
  loading: boolean;
  disabled?: boolean;
  hint?: string;
  onChosen?: () => void;
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <Autocomplete
          options={options ?? []}
          loading={loading}
          disabled={disabled}
          value={field.value || null}
          onChange={(_, v) => {
            field.onChange(v ?? '');
            onChosen?.();
          }}
          onBlur={field.onBlur}
          autoHighlight
          noOptionsText={name === 'City' ? 'No cities found' : undefined}
          renderInput={(params) => (
            <TextField
              {...params}
              inputRef={field.ref}
              label={label}
              autoComplete="off"
              error={!!fieldState.error}
              helperText={fieldState.error?.message ?? hint}
            />
          )}
        />
      )}
    />
  );
}

/** The cities of the state chosen; choosing another state clears the city (a city belongs to its state). */
function CityOfState({ control, state, onStateChosen }: { control: Control<PostalForm>; state: string; onStateChosen: () => void }) {
  const states = useStates();
  const cities = useCities(state);
  return (
    <>
      <ChoiceField control={control} name="State" label="State" options={states.data} loading={states.isPending} onChosen={onStateChosen} />
      <ChoiceField
        control={control}
        name="City"
        label="City"
        options={cities.data}
        loading={!!state && cities.isPending}
        disabled={!state}
        hint={state ? undefined : 'Choose a state first'}
      />
    </>
  );
}

function StateThenCity({ control }: { control: Control<PostalForm> }) {
  const states = useStates();
  return (
    <>
      <ChoiceField control={control} name="State" label="State" options={states.data} loading={states.isPending} />
      <FormTextField control={control} name="City" label="City" autoComplete="address-level2" />
    </>
  );
}

export interface AddressFieldsProps<T extends FieldValues> {
  control: Control<T>;
  /** The two lines' labels, "… 1" and "… 2" after it. */
  lineLabel: string;
  /**
   * The city: chosen among the state's cities (with the state chosen now and clearing the city), or
   * typed (absent).
   */
  cities?: { state: string; onStateChosen: () => void };
  /** Between the city and the pin code. */
  beforePinCode?: ReactNode;
}

/** Two address lines across the form, the state and city, and the pin code: one layout for every address form. */
export function AddressFields<T extends PostalForm>({ control, lineLabel, cities, beforePinCode }: AddressFieldsProps<T>) {
  const postal = control as unknown as Control<PostalForm>;
  return (
    <>
      <FormTextField control={postal} name="AddressLine1" label={`${lineLabel} 1`} autoComplete="address-line1" sx={{ gridColumn: '1 / -1' }} />
      <FormTextField control={postal} name="AddressLine2" label={`${lineLabel} 2 (optional)`} autoComplete="address-line2" sx={{ gridColumn: '1 / -1' }} />
      {cities ? <CityOfState control={postal} state={cities.state} onStateChosen={cities.onStateChosen} /> : <StateThenCity control={postal} />}
      {beforePinCode}
      <FormDigitsField control={postal} name="PinCode" label="Pin Code" autoComplete="postal-code" maxDigits={6} />
    </>
  );
}
