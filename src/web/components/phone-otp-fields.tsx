import type { ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import Box from '@mui/material/Box';
import { FormOtpField, FormPhoneField } from './digits-field';
import type { FormFieldProps } from './form-text-field';
import { SendOtpButton } from './send-otp-button';

export interface PhoneOtpFieldsProps<T extends FieldValues> extends Omit<FormFieldProps<T>, 'helperText' | 'onValue'> {
  /** The countdown of Send OTP (seconds left before a resend), whether a send is under way, the phone it went to. */
  otp: { seconds: number; sending: boolean; sentTo: string | null; reset: () => void };
  /**
   * Another number typed after an OTP was sent: the OTP sent belongs to the first, so it is forgotten
   * and this is called. Absent: the form checks the phone when it is sent.
   */
  onOtherPhone?: () => void;
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
export function PhoneOtpFields<T extends FieldValues>({
  control,
  name,
  onOtherPhone,
  otp,
  onSend,
  disabled,
  autoFocus,
  sendHidden,
  code,
}: PhoneOtpFieldsProps<T>) {
  return (
    <>
      <Box sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
        <FormPhoneField
          control={control}
          name={name}
          onValue={(v) => {
            if (onOtherPhone && otp.sentTo && v !== otp.sentTo) {
              otp.reset();
              onOtherPhone();
            }
          }}
          disabled={disabled}
          autoFocus={autoFocus}
        />
        {!sendHidden && <SendOtpButton seconds={otp.seconds} sending={otp.sending} onClick={onSend} />}
      </Box>
      {code && <FormOtpField control={control} name={code.name} helperText={code.helperText} autoFocus={code.autoFocus} />}
    </>
  );
}
