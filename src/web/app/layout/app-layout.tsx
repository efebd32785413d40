import { Suspense } from 'react';
import { Outlet } from '../../lib/router';
import { useSession } from '../../lib/auth-store';
import { Header } from './header';
import { Footer } from './footer';
import { isAdmin } from '@shared/constants';
import { useShellActions } from '../shell-actions';
import { LoadingBar } from './loading-bar';
import css from '../../components/shell.module.css';

export function AppLayout() {
  const session = useSession();
  const admin = isAdmin(session?.user.roles);
  const { cartCount, signOut } = useShellActions();
  return (
    <div className={css.page}>
      <a href="#main" className={css.skipLink}>
        Skip to content
      </a>
      <Header cartCount={cartCount} onSignOut={signOut} />
      <main id="main" className={admin ? `${css.main} ${css.mainAdmin}` : css.main}>
        <Suspense fallback={<LoadingBar label="Loading" />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
