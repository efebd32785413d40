import type { ReactElement, ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues, type RefCallBack } from 'react-hook-form';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

// The building blocks stay with MUI's text field in one module: the storefront's shared chunk takes
// only modules that draw nothing with MUI, and the form library stays out of it.

/** What a bound input is given: its value as text, its change as text, and its first message. */
export interface BoundInput {
  name: string;
  ref: RefCallBack;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: boolean;
  helperText: ReactNode;
}

export interface FormFieldProps<T extends FieldValues, TOut extends FieldValues = T> {
  /** A form whose resolver may turn the text into other types (TOut) when it is sent. */
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  /** Shown under the field while it has no message of its own. */
  helperText?: ReactNode;
  /** Told of each new value after the form is (an OTP belongs to the phone it was sent to). */
  onValue?: (value: string) => void;
}

/**
 * One form field bound to react-hook-form: every building block below is this with its own input.
 * Values stay text while typed (so "12." survives); the shared zod schema turns them into numbers
 * and gives the shop's messages.
 */
export function FormField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  helperText,
  onValue,
  children,
}: FormFieldProps<T, TOut> & { children: (input: BoundInput) => ReactElement }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) =>
        children({
          name: field.name,
          ref: field.ref,
          value: field.value === undefined || field.value === null ? '' : String(field.value),
          onChange: (value) => {
            field.onChange(value);
            onValue?.(value);
          },
          onBlur: field.onBlur,
          error: !!fieldState.error,
          helperText: fieldState.error?.message ?? helperText,
        })
      }
    />
  );
}

type Props<T extends FieldValues, TOut extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error' | 'helperText'> &
  FormFieldProps<T, TOut>;

/** A MUI text field bound to a react-hook-form field, full width. */
export function FormTextField<T extends FieldValues, TOut extends FieldValues = T>({ control, name, helperText, onValue, ...rest }: Props<T, TOut>) {
  return (
    <FormField control={control} name={name} helperText={helperText} onValue={onValue}>
      {({ ref, onChange, ...input }) => <TextField {...rest} {...input} inputRef={ref} onChange={(e) => onChange(e.target.value)} fullWidth />}
    </FormField>
  );
}

export interface SelectOption {
  value: string;
  label: ReactNode;
}

/** A choice among a few values, bound like FormTextField; each option's value is what the form keeps. */
export function FormSelectField<T extends FieldValues, TOut extends FieldValues = T>({
  options,
  ...rest
}: Omit<Props<T, TOut>, 'select' | 'children'> & { options: readonly SelectOption[] }) {
  return (
    <FormTextField {...rest} select>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </FormTextField>
  );
}

/** Options whose label is their value. */
export const plainOptions = (values: readonly string[]): SelectOption[] => values.map((value) => ({ value, label: value }));
