import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { Role } from '@shared/constants';
import { hasRole, useSession } from '../lib/auth-store';
import { paths } from '../lib/paths';

/**
 * Protected screens: a visitor who is not signed in goes to sign-in, which brings them back
 * afterwards; a signed-in user without an allowed role goes to the Unauthorized page.
 */
export function RequireAuth({ roles, children }: { roles?: readonly Role[]; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    return <Navigate to={paths.signIn} replace state={{ from: location.pathname + location.search }} />;
  }
  if (roles && !hasRole(session, roles)) return <Navigate to={paths.unauthorized} replace />;
  return <>{children}</>;
}
