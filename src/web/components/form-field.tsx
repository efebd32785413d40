import type { ReactElement, ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues, type RefCallBack } from 'react-hook-form';

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
