import { useState, type Ref } from 'react';
import type { FieldValues } from 'react-hook-form';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { FormField, type FormFieldProps } from './form-text-field';

/** A password field with a show/hide toggle. */
export function PasswordField({ ref, label, ...rest }: Omit<TextFieldProps, 'type'> & { ref?: Ref<HTMLInputElement> }) {
  const [shown, setShown] = useState(false);
  const name = typeof label === 'string' ? label.toLowerCase() : 'password';
  return (
    <TextField
      {...rest}
      label={label}
      inputRef={ref}
      type={shown ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={shown ? `Hide ${name}` : `Show ${name}`}
                onClick={() => setShown((s) => !s)}
                onMouseDown={(e) => e.preventDefault()}
                edge="end"
              >
                {shown ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

type FormPasswordProps<T extends FieldValues> = FormFieldProps<T> & { label: string; autoComplete: string; autoFocus?: boolean };

/** PasswordField bound to a form field, full width. */
export function FormPasswordField<T extends FieldValues>({ control, name, helperText, ...rest }: FormPasswordProps<T>) {
  return (
    <FormField control={control} name={name} helperText={helperText}>
      {({ onChange, ...input }) => <PasswordField {...rest} {...input} onChange={(e) => onChange(e.target.value)} fullWidth />}
    </FormField>
  );
}
