import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { FormField, type FormFieldProps } from './form-field';

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
