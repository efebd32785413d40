import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { ScreenBoundary } from '../route-error';
import { ScrollToTop } from './scroll-to-top';
import { useSession } from '../../lib/auth-store';
import { Header } from './header';
import { Footer } from './footer';
import { isAdmin } from '@shared/constants';
import { useShellActions } from '../shell-actions';
import { LoadingBar } from './loading-bar';
import { CompareBar } from '../../features/catalogue/compare/compare-bar';
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
      <ScrollToTop />
      <Header cartCount={cartCount} onSignOut={signOut} />
      <main id="main" className={admin ? `${css.main} ${css.mainAdmin}` : css.main}>
        <ScreenBoundary>
          <Suspense fallback={<LoadingBar label="Loading" />}>
            <Outlet />
          </Suspense>
        </ScreenBoundary>
      </main>
      <Footer />
      <CompareBar />
    </div>
  );
}
