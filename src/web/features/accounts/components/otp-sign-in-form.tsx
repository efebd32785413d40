import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { otpSignInForm, type OtpSignInForm } from '@shared/schemas/accounts';
import { MESSAGES } from '@shared/schemas/common';
import { useLogin } from '../api/login';
import { PhoneOtpFields } from '../../../components/phone-otp-fields';
import type { FormAlertState } from './form-alert';
import { AccountForm } from './account-form';
import { useSendOtp } from './use-send-otp';
import { errorMessage } from './error-message';

/** Sign in, OTP tab: phone, Send OTP with its countdown, the OTP, Sign In (LoginType Phone). */
export function OtpSignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { control, handleSubmit, trigger, getValues, setError, setFocus } = useForm<OtpSignInForm>({
    resolver: zodResolver(otpSignInForm),
    defaultValues: { PhoneNumber: '', Otp: '' },
  });
  const otp = useSendOtp({ IsLogin: true });
  const login = useLogin();
  const [failure, setFailure] = useState<FormAlertState | null>(null);

  const sendOtp = async () => {
    setFailure(null);
    if ((await trigger('PhoneNumber')) && (await otp.send(getValues('PhoneNumber')))) setFocus('Otp');
  };

  const signIn = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await login.mutateAsync({ PhoneNumber: values.PhoneNumber, Otp: values.Otp, LoginType: 'Phone' });
      onSignedIn();
    } catch (err) {
      setFailure({ severity: 'error', message: errorMessage(err) });
    }
  });

  return (
    <AccountForm
      onSubmit={(e) => {
        // The OTP belongs to the phone it was sent to.
        if (otp.sentTo === null || otp.sentTo !== getValues('PhoneNumber')) {
          e.preventDefault();
          void trigger('PhoneNumber');
          setError('Otp', { message: MESSAGES.otpNotSent });
          return;
        }
        void signIn(e);
      }}
      alert={failure ?? otp.alert}
      submit={{ label: 'Sign In', busyLabel: 'Signing in...', busy: login.isPending }}
    >
      <PhoneOtpFields
        control={control}
        name="PhoneNumber"
        otp={otp}
        onSend={() => void sendOtp()}
        autoFocus
        code={{ name: 'Otp', helperText: otp.sentTo ? `Enter the 6-digit OTP sent to +91 ${otp.sentTo}` : undefined }}
      />
    </AccountForm>
  );
}
