import { endSession } from '../../lib/session';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import { SHOP } from '@shared/constants';
import { MESSAGES, otpSchema } from '@shared/schemas/common';
import { profileForm, type Profile, type ProfileForm } from '@shared/schemas/accounts';
import { paths } from '../../lib/paths';
import { useProfile } from './api/get-profile';
import { useUpdateProfile } from './api/update-profile';
import { AuthCard } from './components/auth-card';
import { OtpField } from '../../components/digits-field';
import { PhoneOtpFields } from '../../components/phone-otp-fields';
import { NameFields } from './components/name-fields';
import type { FormAlertState } from './components/form-alert';
import { AccountForm } from './components/account-form';
import { useSendOtp } from './components/use-send-otp';
import { errorMessage } from './components/error-message';
import { signInNotice } from './components/sign-in-notice';
import { PageMeta } from '../../components/page-meta';

/** /account/profile: the sign-up fields, confirmed by an OTP; a saved change signs the user out. */
export default function ProfilePage() {
  const profile = useProfile();
  return (
    <AuthCard
      title="My profile"
      subtitle="Changes are confirmed with an OTP sent to the phone number below. You will be asked to sign in again."
      icon={<BadgeOutlined />}
      maxWidth={520}
    >
      <PageMeta title={`My profile | ${SHOP.name}`} />
      {profile.isError ? (
        <Alert severity="error">{errorMessage(profile.error)}</Alert>
      ) : profile.data ? (
        <ProfileEditor profile={profile.data} />
      ) : (
        <Stack spacing={2.25} aria-label="Loading your profile">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={56} />
          ))}
        </Stack>
      )}
    </AuthCard>
  );
}

function ProfileEditor({ profile }: { profile: Profile }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { control, handleSubmit, trigger, getValues } = useForm<ProfileForm>({
    resolver: zodResolver(profileForm),
    defaultValues: { FirstName: profile.FirstName, LastName: profile.LastName, Email: profile.Email ?? '', PhoneNumber: profile.PhoneNumber },
  });
  const otp = useSendOtp({ IsProfile: true });
  const save = useUpdateProfile();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [failure, setFailure] = useState<FormAlertState | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);

  const sendOtp = async () => {
    setFailure(null);
    setCodeError(undefined);
    if ((await trigger('PhoneNumber')) && (await otp.send(getValues('PhoneNumber')))) codeInput.current?.focus();
  };

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    if (!otp.sentTo || otp.sentTo !== values.PhoneNumber) return setCodeError(MESSAGES.otpNotSent);
    const parsed = otpSchema.safeParse(code);
    if (!parsed.success) return setCodeError(parsed.error.issues[0].message);
    setCodeError(undefined);
    try {
      const answer = await save.mutateAsync({ ...values, Otp: parsed.data });
      // The server has retired every token of this user: sign out, then sign in again.
      signInNotice.set(answer.Message);
      endSession(queryClient);
      navigate(paths.signIn, { replace: true });
    } catch (err) {
      setFailure({ severity: 'error', message: errorMessage(err) });
    }
  });

  return (
    <AccountForm onSubmit={(e) => void submit(e)} alert={failure ?? otp.alert} submit={{ label: 'Save', busyLabel: 'Saving...', busy: save.isPending }}>
      <NameFields control={control} />
      <PhoneOtpFields control={control} name="PhoneNumber" onOtherPhone={() => setCode('')} otp={otp} onSend={() => void sendOtp()} />
      <OtpField
        ref={codeInput}
        value={code}
        onChange={setCode}
        fullWidth
        error={!!codeError}
        helperText={codeError ?? (otp.sentTo ? `Enter the 6-digit OTP sent to +91 ${otp.sentTo}` : 'Send an OTP to confirm the change')}
      />
    </AccountForm>
  );
}
