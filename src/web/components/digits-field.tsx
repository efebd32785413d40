import type { ChangeEvent, Ref } from 'react';
import type { FieldValues } from 'react-hook-form';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { FormField, type FormFieldProps } from './form-text-field';

type Props = Omit<TextFieldProps, 'onChange' | 'value' | 'type'> & {
  value: string | undefined;
  onChange: (value: string) => void;
  maxDigits: number;
  prefix?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A text field that takes digits only, up to maxDigits (phone numbers, OTPs, pin codes: the validation rules). */
export function DigitsField({ value, onChange, maxDigits, prefix, ref, slotProps, ...rest }: Props) {
  return (
    <TextField
      {...rest}
      value={value ?? ''}
      inputRef={ref}
      onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value.replace(/\D/g, '').slice(0, maxDigits))}
      slotProps={{
        ...slotProps,
        input: prefix ? { startAdornment: <InputAdornment position="start">{prefix}</InputAdornment> } : undefined,
        htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: maxDigits },
      }}
    />
  );
}

type FieldProps = Omit<Props, 'maxDigits' | 'prefix'>;

export function OtpField(props: FieldProps) {
  return <DigitsField label="OTP" autoComplete="one-time-code" {...props} maxDigits={6} />;
}

type FormDigitsProps<T extends FieldValues> = FormFieldProps<T> & Omit<Props, 'value' | 'onChange' | 'name' | 'error' | 'helperText' | 'ref'>;

/** DigitsField bound to a form field, full width. */
export function FormDigitsField<T extends FieldValues>({ control, name, helperText, onValue, ...rest }: FormDigitsProps<T>) {
  return (
    <FormField control={control} name={name} helperText={helperText} onValue={onValue}>
      {(input) => <DigitsField {...rest} {...input} fullWidth />}
    </FormField>
  );
}

type FormPresetProps<T extends FieldValues> = Omit<FormDigitsProps<T>, 'maxDigits' | 'prefix'>;

/** Entered without +91: the prefix is shown, not typed. */
export function FormPhoneField<T extends FieldValues>(props: FormPresetProps<T>) {
  return <FormDigitsField label="Phone Number" autoComplete="tel-national" {...props} maxDigits={10} prefix="+91" />;
}

export function FormOtpField<T extends FieldValues>(props: FormPresetProps<T>) {
  return <FormDigitsField label="OTP" autoComplete="one-time-code" {...props} maxDigits={6} />;
}
