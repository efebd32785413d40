import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { isAdmin, SHOP } from '@shared/constants';
import { paths } from '../../lib/paths';
import { authStore } from '../../lib/auth-store';
import { AuthCard } from './components/auth-card';
import { OtpSignInForm } from './components/otp-sign-in-form';
import { PasswordSignInForm } from './components/password-sign-in-form';
import { safeFrom } from './components/safe-from';
import { signInNotice } from './components/sign-in-notice';
import { PageMeta } from '../../components/page-meta';

/** /account/signin: OTP and Password tabs; afterwards back to the page first asked for. */
export default function SignInPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [tab, setTab] = useState<'otp' | 'password'>('otp');
  const [notice] = useState(signInNotice.peek);
  // Shown once: a later visit to this page starts clean.
  useEffect(() => signInNotice.clear(), []);
  // Back to the page first asked for; without one, an admin lands on the dashboard, a shopper on the home page.
  const onSignedIn = () => navigate(safeFrom(location.state, isAdmin(authStore.get()?.user.roles) ? paths.admin.dashboard : paths.home), { replace: true });

  return (
    <AuthCard title="Sign in" subtitle={`Welcome to ${SHOP.name}. Sign in with a one-time password or your password.`} icon={<LockOutlined />}>
      <PageMeta title={`Sign in | ${SHOP.name}`} />
      {notice && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      <Tabs
        value={tab}
        onChange={(_, v: 'otp' | 'password') => setTab(v)}
        variant="fullWidth"
        aria-label="Sign-in method"
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab label="OTP" value="otp" id="signin-tab-otp" aria-controls="signin-panel-otp" />
        <Tab label="Password" value="password" id="signin-tab-password" aria-controls="signin-panel-password" />
      </Tabs>
      <Box role="tabpanel" id={`signin-panel-${tab}`}>
        {tab === 'otp' ? <OtpSignInForm onSignedIn={onSignedIn} /> : <PasswordSignInForm onSignedIn={onSignedIn} />}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mt: 2.5, flexWrap: 'wrap', gap: 1 }}>
        <Link component={RouterLink} to={paths.resetPassword} underline="hover" variant="body2">
          Forgot Password?
        </Link>
        <Typography variant="body2" color="text.secondary">
          New here?{' '}
          <Link component={RouterLink} to={paths.signUp} underline="hover" sx={{ fontWeight: 600 }}>
            Register
          </Link>
        </Typography>
      </Box>
      <Divider sx={{ mt: 3, mb: 1.5 }} />
      <Typography variant="caption" color="text.secondary" component="p" sx={{ textAlign: 'center' }}>
        We send OTPs by SMS to Indian mobile numbers only.
      </Typography>
    </AuthCard>
  );
}
