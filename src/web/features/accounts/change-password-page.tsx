import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import { SHOP } from '@shared/constants';
import { CHANGE_PASSWORD_FAILED, changePasswordBody, type ChangePasswordBody } from '@shared/schemas/accounts';
import { useChangePassword } from './api/change-password';
import { AuthCard } from './components/auth-card';
import type { FormAlertState } from './components/form-alert';
import { AccountForm } from './components/account-form';
import { FormPasswordField } from '../../components/password-field';
import { NewPasswordFields } from '../../components/new-password-fields';
import { errorMessage } from './components/error-message';
import { PageMeta } from '../../components/page-meta';

const EMPTY: ChangePasswordBody = { CurrentPassword: '', NewPassword: '', ConfirmNewPassword: '' };

/** /account/change-password: current, new and confirm, each with a show/hide toggle. */
export default function ChangePasswordPage() {
  const { control, handleSubmit, reset } = useForm<ChangePasswordBody>({ resolver: zodResolver(changePasswordBody), defaultValues: EMPTY });
  const change = useChangePassword();
  const [alert, setAlert] = useState<FormAlertState | null>(null);

  const submit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      const answer = await change.mutateAsync(values);
      reset(EMPTY);
      setAlert({ severity: 'success', message: answer.Message });
    } catch (err) {
      // The server's Message, or "Failed to change password".
      setAlert({ severity: 'error', message: errorMessage(err, CHANGE_PASSWORD_FAILED) });
    }
  });

  return (
    <AuthCard title="Change password" subtitle="Use at least 8 characters. You stay signed in on this device." icon={<KeyOutlined />}>
      <PageMeta title={`Change password | ${SHOP.name}`} />
      <AccountForm onSubmit={(e) => void submit(e)} alert={alert} submit={{ label: 'Change Password', busyLabel: 'Saving...', busy: change.isPending }}>
        <FormPasswordField control={control} name="CurrentPassword" label="Current Password" autoComplete="current-password" autoFocus />
        <NewPasswordFields control={control} names={['NewPassword', 'ConfirmNewPassword']} labels={['New Password', 'Confirm New Password']} />
      </AccountForm>
    </AuthCard>
  );
}
