import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import LockResetOutlined from '@mui/icons-material/LockResetOutlined';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { SHOP } from '@shared/constants';
import { resetPasswordBody, type ResetPasswordBody } from '@shared/schemas/accounts';
import { paths } from '../../lib/paths';
import { useResetPassword } from './api/reset-password';
import { AuthCard } from './components/auth-card';
import { PhoneOtpFields } from '../../components/phone-otp-fields';
import { NewPasswordFields } from '../../components/new-password-fields';
import type { FormAlertState } from './components/form-alert';
import { AccountForm } from './components/account-form';
import { useSendOtp } from './components/use-send-otp';
import { errorMessage } from './components/error-message';
import { PageMeta } from '../../components/page-meta';

/**
 * /account/reset-password: OTP not sent, then sent (phone locked, OTP field shown, resend after
 * 60 seconds), then done with a link to sign in.
 */
export default function ResetPasswordPage() {
  const { control, handleSubmit, trigger, getValues } = useForm<ResetPasswordBody>({
    resolver: zodResolver(resetPasswordBody),
    defaultValues: { PhoneNumber: '', Otp: '', Password: '', confirmPassword: '' },
  });
  const otp = useSendOtp({});
  const reset = useResetPassword();
  const [failure, setFailure] = useState<FormAlertState | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const sent = otp.sentTo !== null;

  const sendOtp = async () => {
    setFailure(null);
    if (await trigger('PhoneNumber')) await otp.send(getValues('PhoneNumber'));
  };

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    otp.setAlert(null);
    try {
      setDone((await reset.mutateAsync(values)).Message);
      window.scrollTo({ top: 0 });
    } catch (err) {
      setFailure({ severity: 'error', message: errorMessage(err) });
    }
  });

  if (done) {
    return (
      <AuthCard title="Password reset" icon={<CheckCircle />}>
        <PageMeta title={`Password reset | ${SHOP.name}`} />
        <Alert severity="success" variant="outlined" sx={{ mb: 3 }}>
          <AlertTitle>{done}</AlertTitle>
          <Link component={RouterLink} to={paths.signIn} sx={{ fontWeight: 600 }}>
            Sign in
          </Link>{' '}
          to continue shopping.
        </Alert>
        <Button component={RouterLink} to={paths.signIn} variant="contained" size="large" fullWidth sx={{ py: 1.25 }}>
          Sign In
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Reset password"
      subtitle="Enter your registered mobile number. We will send you a one-time password to set a new password."
      icon={<LockResetOutlined />}
    >
      <PageMeta title={`Reset password | ${SHOP.name}`} />
      <AccountForm
        onSubmit={(e) => {
          if (!sent) {
            e.preventDefault();
            void sendOtp();
            return;
          }
          void submit(e);
        }}
        alert={failure ?? otp.alert}
        submit={sent ? { label: 'Reset', busyLabel: 'Resetting...', busy: reset.isPending } : undefined}
      >
        <PhoneOtpFields
          control={control}
          name="PhoneNumber"
          otp={otp}
          onSend={() => void sendOtp()}
          disabled={sent}
          autoFocus
          code={sent ? { name: 'Otp', helperText: `Enter the 6-digit OTP sent to +91 ${otp.sentTo}`, autoFocus: true } : undefined}
        />
        {sent && (
          <NewPasswordFields
            control={control}
            names={['Password', 'confirmPassword']}
            labels={['New Password', 'Confirm Password']}
            helperText="At least 8 characters"
          />
        )}
      </AccountForm>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2.5, textAlign: 'center' }}>
        Remembered it?{' '}
        <Link component={RouterLink} to={paths.signIn} underline="hover" sx={{ fontWeight: 600 }}>
          Back to sign in
        </Link>
      </Typography>
    </AuthCard>
  );
}
