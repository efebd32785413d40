import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormPasswordField } from './password-field';

export interface NewPasswordFieldsProps<T extends FieldValues> {
  control: Control<T>;
  /** The password's field, then its confirmation's. */
  names: readonly [FieldPath<T>, FieldPath<T>];
  labels: readonly [string, string];
  /** The rule for a password, under the first field. */
  helperText?: ReactNode;
}

/** A new password and its confirmation, each with a show/hide toggle; the shared schema checks that they match. */
export function NewPasswordFields<T extends FieldValues>({ control, names, labels, helperText }: NewPasswordFieldsProps<T>) {
  return (
    <>
      <FormPasswordField control={control} name={names[0]} label={labels[0]} autoComplete="new-password" helperText={helperText} />
      <FormPasswordField control={control} name={names[1]} label={labels[1]} autoComplete="new-password" />
    </>
  );
}
