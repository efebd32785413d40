import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

type Props<T extends FieldValues, TOut extends FieldValues = T> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  /** A form whose resolver may turn the text into other types (TOut) when it is sent. */
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
};

/**
 * A MUI text field bound to a react-hook-form field. Values stay text while typed (so "12."
 * survives); the shared zod schema turns them into numbers and gives the shop's messages.
 */
export function FormTextField<T extends FieldValues, TOut extends FieldValues = T>({ control, name, helperText, ...rest }: Props<T, TOut>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...rest}
          name={field.name}
          inputRef={field.ref}
          value={field.value === undefined || field.value === null ? '' : String(field.value)}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? helperText}
          fullWidth
        />
      )}
    />
  );
}
