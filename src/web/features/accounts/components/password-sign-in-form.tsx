import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { passwordSignInForm, type PasswordSignInForm } from '@shared/schemas/accounts';
import { useLogin } from '../api/login';
import { FormPhoneField } from '../../../components/digits-field';
import { FormPasswordField } from '../../../components/password-field';
import type { FormAlertState } from './form-alert';
import { AccountForm } from './account-form';
import { errorMessage } from './error-message';

/** Sign in, Password tab (LoginType Password). */
export function PasswordSignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { control, handleSubmit } = useForm<PasswordSignInForm>({
    resolver: zodResolver(passwordSignInForm),
    defaultValues: { PhoneNumber: '', Password: '' },
  });
  const login = useLogin();
  const [failure, setFailure] = useState<FormAlertState | null>(null);

  const signIn = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await login.mutateAsync({ ...values, LoginType: 'Password' });
      onSignedIn();
    } catch (err) {
      setFailure({ severity: 'error', message: errorMessage(err) });
    }
  });

  return (
    <AccountForm onSubmit={(e) => void signIn(e)} alert={failure} submit={{ label: 'Sign In', busyLabel: 'Signing in...', busy: login.isPending }}>
      <FormPhoneField control={control} name="PhoneNumber" autoFocus />
      <FormPasswordField control={control} name="Password" label="Password" autoComplete="current-password" />
    </AccountForm>
  );
}
