import type { ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import Box from '@mui/material/Box';
import { FormOtpField, FormPhoneField } from './digits-field';
import type { FormFieldProps } from './form-field';
import { SendOtpButton } from './send-otp-button';

export interface PhoneOtpFieldsProps<T extends FieldValues> extends Omit<FormFieldProps<T>, 'helperText'> {
  /** The countdown of Send OTP (seconds left before a resend) and whether a send is under way. */
  otp: { seconds: number; sending: boolean };
  onSend: () => void;
  /** The phone is locked (an OTP was sent to it, or it is verified). */
  disabled?: boolean;
  autoFocus?: boolean;
  /** Without the Send OTP button (the phone is verified). */
  sendHidden?: boolean;
  /** The form's own OTP field below the phone, with its hint; absent when the form keeps the OTP itself. */
  code?: { name: FieldPath<T>; helperText: ReactNode; autoFocus?: boolean };
}

/** A phone number with Send OTP beside it ("Resend in Ns" for a minute after), then the OTP sent to it. */
export function PhoneOtpFields<T extends FieldValues>({ control, name, onValue, otp, onSend, disabled, autoFocus, sendHidden, code }: PhoneOtpFieldsProps<T>) {
  return (
    <>
      <Box sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
        <FormPhoneField control={control} name={name} onValue={onValue} disabled={disabled} autoFocus={autoFocus} />
        {!sendHidden && <SendOtpButton seconds={otp.seconds} sending={otp.sending} onClick={onSend} />}
      </Box>
      {code && <FormOtpField control={control} name={code.name} helperText={code.helperText} autoFocus={code.autoFocus} />}
    </>
  );
}
