import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { otpSignInForm, type OtpSignInForm } from '@shared/schemas/accounts';
import { MESSAGES } from '@shared/schemas/common';
import { useLogin } from '../api/login';
import { PhoneOtpFields } from '../../../components/phone-otp-fields';
import { FormAlert, type FormAlertState } from './form-alert';
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
    <Box
      component="form"
      noValidate
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
    >
      <FormAlert alert={failure ?? otp.alert} />
      <Stack spacing={2.25}>
        <PhoneOtpFields
          control={control}
          name="PhoneNumber"
          otp={otp}
          onSend={() => void sendOtp()}
          autoFocus
          code={{ name: 'Otp', helperText: otp.sentTo ? `Enter the 6-digit OTP sent to +91 ${otp.sentTo}` : undefined }}
        />
        <Button type="submit" variant="contained" size="large" disabled={login.isPending} fullWidth sx={{ py: 1.25 }}>
          {login.isPending ? 'Signing in...' : 'Sign In'}
        </Button>
      </Stack>
    </Box>
  );
}
