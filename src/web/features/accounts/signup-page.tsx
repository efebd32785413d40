import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { SHOP } from '@shared/constants';
import { otpSchema } from '@shared/schemas/common';
import { signUpForm, type SignUpForm } from '@shared/schemas/accounts';
import { paths } from '../../lib/paths';
import { useRegister } from './api/register';
import { useValidateOtp } from './api/validate-otp';
import { AuthCard } from './components/auth-card';
import { OtpField } from '../../components/digits-field';
import { PhoneOtpFields } from '../../components/phone-otp-fields';
import { NewPasswordFields } from '../../components/new-password-fields';
import { NameFields } from './components/name-fields';
import type { FormAlertState } from './components/form-alert';
import { AccountForm } from './components/account-form';
import { useSendOtp } from './components/use-send-otp';
import { errorMessage } from './components/error-message';
import { PageMeta } from '../../components/page-meta';

/** /account/signup: send OTP, validate it, then the Sign Up button appears. */
export default function SignUpPage() {
  const { control, handleSubmit, trigger, getValues } = useForm<SignUpForm>({
    resolver: zodResolver(signUpForm),
    defaultValues: { FirstName: '', LastName: '', Email: '', PhoneNumber: '', Password: '', confirmPassword: '' },
  });
  const otp = useSendOtp({ IsRegister: true });
  const validate = useValidateOtp();
  const register = useRegister();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [verifiedPhone, setVerifiedPhone] = useState<string | null>(null);
  const [alert, setAlert] = useState<FormAlertState | null>(null);
  const [created, setCreated] = useState<{ message: string; withPassword: boolean } | null>(null);

  const shown = alert ?? otp.alert;

  const sendOtp = async () => {
    setAlert(null);
    setCodeError(undefined);
    if (await trigger('PhoneNumber')) await otp.send(getValues('PhoneNumber'));
  };

  const validateCode = async () => {
    setAlert(null);
    otp.setAlert(null);
    const parsed = otpSchema.safeParse(code);
    if (!parsed.success) return setCodeError(parsed.error.issues[0].message);
    setCodeError(undefined);
    try {
      const answer = await validate.mutateAsync({ Identifier: otp.sentTo!, Otp: parsed.data });
      setVerifiedPhone(otp.sentTo);
      setAlert({ severity: 'success', message: answer.Message });
    } catch (err) {
      setAlert({ severity: 'error', message: errorMessage(err) });
    }
  };

  const signUp = handleSubmit(async (values) => {
    setAlert(null);
    otp.setAlert(null);
    try {
      const answer = await register.mutateAsync({ ...values, Otp: code });
      setCreated({ message: answer.Message, withPassword: !!values.Password });
      // The confirmation is much shorter than the form: show it from the top.
      window.scrollTo({ top: 0 });
    } catch (err) {
      setAlert({ severity: 'error', message: errorMessage(err) });
    }
  });

  if (created) {
    return (
      <AuthCard title="Welcome aboard" icon={<CheckCircle />}>
        <PageMeta title={`Account created | ${SHOP.name}`} />
        <Alert severity="success" variant="outlined" sx={{ mb: 3 }}>
          <AlertTitle>{created.message}</AlertTitle>
          You can now{' '}
          <Link component={RouterLink} to={paths.signIn} sx={{ fontWeight: 600 }}>
            sign in
          </Link>{' '}
          {created.withPassword
            ? 'with your phone number and password, or with an OTP.'
            : 'with an OTP sent to your phone. To add a password, use Forgot Password on the sign-in page.'}
        </Alert>
        <Button component={RouterLink} to={paths.signIn} variant="contained" size="large" fullWidth sx={{ py: 1.25 }}>
          Sign In
        </Button>
      </AuthCard>
    );
  }

  const verified = verifiedPhone !== null;
  return (
    <AuthCard
      title="Create your account"
      subtitle="Register with your mobile number. We will confirm it with a one-time password."
      icon={<PersonAddAlt1Outlined />}
    >
      <PageMeta title={`Register | ${SHOP.name}`} />
      <AccountForm
        onSubmit={(e) => void signUp(e)}
        alert={shown}
        submit={verified ? { label: 'Sign Up', busyLabel: 'Creating your account...', busy: register.isPending } : undefined}
      >
        <NameFields control={control} autoFocus />
        <PhoneOtpFields
          control={control}
          name="PhoneNumber"
          onOtherPhone={() => {
            setVerifiedPhone(null);
            setCode('');
          }}
          otp={otp}
          onSend={() => void sendOtp()}
          disabled={verified}
          sendHidden={verified}
        />
        {otp.sentTo && !verified && (
          <Box sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
            <OtpField value={code} onChange={setCode} autoFocus fullWidth error={!!codeError} helperText={codeError ?? `Sent to +91 ${otp.sentTo}`} />
            <Button
              variant="contained"
              color="secondary"
              onClick={() => void validateCode()}
              disabled={validate.isPending}
              sx={{ minWidth: 136, height: 56, flexShrink: 0 }}
            >
              Validate OTP
            </Button>
          </Box>
        )}
        {verified && (
          <Typography variant="body2" color="success.main" sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontWeight: 600 }}>
            <CheckCircle fontSize="small" /> Phone number verified
          </Typography>
        )}
        <NewPasswordFields
          control={control}
          names={['Password', 'confirmPassword']}
          labels={['Password (optional)', 'Confirm Password (optional)']}
          helperText="At least 8 characters. Leave blank to sign in with an OTP."
        />
      </AccountForm>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2.5, textAlign: 'center' }}>
        Already have an account?{' '}
        <Link component={RouterLink} to={paths.signIn} underline="hover" sx={{ fontWeight: 600 }}>
          Sign in
        </Link>
      </Typography>
    </AuthCard>
  );
}
