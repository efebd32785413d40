import type { ReactElement, ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues, type RefCallBack } from 'react-hook-form';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid, { type GridSize } from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

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

/** A field's width in a form laid out on MUI's Grid: one size, or one per breakpoint. */
export type Cell = GridSize | Partial<Record<'xs' | 'sm' | 'md' | 'lg', GridSize>>;

/** Half the row from a small screen up, the whole row on a phone: most fields of the admin's forms. */
export const HALF: Cell = { xs: 12, sm: 6 };

/** The field alone, or in its own cell of a Grid container when the form gives it a `cell`. */
function InCell({ cell, sx, children }: { cell?: Cell; sx?: object; children: ReactElement }) {
  return cell === undefined ? (
    children
  ) : (
    <Grid size={cell} sx={sx}>
      {children}
    </Grid>
  );
}

interface TextExtras {
  /** The most characters the field takes. */
  maxLength?: number;
  /** The phone's keyboard for a number kept as text ("12." survives, empty means none). */
  inputMode?: 'numeric' | 'decimal';
  /** Written before the value (₹) or after it (%, kg). */
  prefix?: ReactNode;
  suffix?: ReactNode;
  cell?: Cell;
}

type Props<T extends FieldValues, TOut extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error' | 'helperText'> &
  FormFieldProps<T, TOut> &
  TextExtras;

/** A MUI text field bound to a react-hook-form field, full width. */
export function FormTextField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  helperText,
  onValue,
  maxLength,
  inputMode,
  prefix,
  suffix,
  cell,
  slotProps,
  ...rest
}: Props<T, TOut>) {
  const input = prefix
    ? { startAdornment: <InputAdornment position="start">{prefix}</InputAdornment> }
    : suffix
      ? { endAdornment: <InputAdornment position="end">{suffix}</InputAdornment> }
      : slotProps?.input;
  const htmlInput =
    maxLength === undefined && inputMode === undefined ? slotProps?.htmlInput : { ...(slotProps?.htmlInput as object | undefined), maxLength, inputMode };
  return (
    <InCell cell={cell}>
      <FormField control={control} name={name} helperText={helperText} onValue={onValue}>
        {({ ref, onChange, ...bound }) => (
          <TextField {...rest} {...bound} slotProps={{ ...slotProps, input, htmlInput }} inputRef={ref} onChange={(e) => onChange(e.target.value)} fullWidth />
        )}
      </FormField>
    </InCell>
  );
}

/** A number typed with the browser's number keyboard and arrows, from min in steps of step. */
export function FormNumberField<T extends FieldValues, TOut extends FieldValues = T>({
  min,
  max,
  step,
  ...rest
}: Omit<Props<T, TOut>, 'type' | 'maxLength' | 'inputMode' | 'slotProps'> & { min?: number; max?: number; step: number }) {
  return <FormTextField {...rest} type="number" slotProps={{ htmlInput: { min, max, step } }} />;
}

export interface SelectOption {
  value: string;
  label: ReactNode;
}

/**
 * A choice among a few values, bound like FormTextField; each option's value is what the form keeps.
 * Blank while the value is none of the options (MUI warns of such a value): options still loading.
 */
export function FormSelectField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  helperText,
  onValue,
  options,
  cell,
  ...rest
}: Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error' | 'helperText' | 'select' | 'children'> &
  FormFieldProps<T, TOut> & { options: readonly SelectOption[]; cell?: Cell }) {
  return (
    <InCell cell={cell}>
      <FormField control={control} name={name} helperText={helperText} onValue={onValue}>
        {({ ref, onChange, value, ...bound }) => (
          <TextField
            {...rest}
            {...bound}
            select
            value={options.some((o) => o.value === value) ? value : ''}
            inputRef={ref}
            onChange={(e) => onChange(e.target.value)}
            fullWidth
          >
            {options.map((o) => (
              <MenuItem key={o.value} value={o.value}>
                {o.label}
              </MenuItem>
            ))}
          </TextField>
        )}
      </FormField>
    </InCell>
  );
}

/** Options whose label is their value. */
export const plainOptions = (values: readonly string[]): SelectOption[] => values.map((value) => ({ value, label: value }));

/**
 * A yes-or-no field as a switch (it takes effect, like "Active") or a checkbox (a choice, like
 * "Default variant"), with a line under it that may say what the value means.
 */
export function FormToggleField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  label,
  as = 'switch',
  whenUnset = false,
  note,
  cell,
}: {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label: string;
  as?: 'switch' | 'checkbox';
  /** The value shown before the form has one. */
  whenUnset?: boolean;
  note?: (on: boolean) => ReactNode;
  cell?: Cell;
}) {
  return (
    <InCell cell={cell} sx={note ? undefined : { display: 'flex', alignItems: 'center' }}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => {
          const on = field.value === undefined || field.value === null ? whenUnset : !!field.value;
          const Toggle = as === 'switch' ? Switch : Checkbox;
          const toggle = (
            <FormControlLabel control={<Toggle name={field.name} checked={on} onChange={(e) => field.onChange(e.target.checked)} />} label={label} />
          );
          return note ? (
            <Box>
              {toggle}
              <Typography variant="body2" color="text.secondary">
                {note(on)}
              </Typography>
            </Box>
          ) : (
            toggle
          );
        }}
      />
    </InCell>
  );
}
