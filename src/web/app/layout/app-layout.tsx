import { Suspense } from 'react';
import { Outlet } from '../../lib/router';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useSession } from '../../lib/auth-store';
import { Header } from './header';
import { Footer } from './footer';
import { isAdmin } from './nav-items';
import { useShellActions } from '../shell-actions';

export function AppLayout() {
  const session = useSession();
  const admin = isAdmin(session?.user.roles);
  const { cartCount, signOut } = useShellActions();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header cartCount={cartCount} onSignOut={signOut} />
      {/* The content's top margin is larger for admin roles and on small screens (spec section 2).
          At least a screen tall, so the footer never shows above the fold while a page loads and
          then jumps down when it arrives. */}
      <Box component="main" id="main" sx={{ flex: 1, minHeight: '100vh', pt: admin ? { xs: 5, md: 4 } : { xs: 3, md: 2 } }}>
        <Suspense fallback={<LinearProgress aria-label="Loading" />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
    </Box>
  );
}
