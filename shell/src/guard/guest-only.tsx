import type { ReactNode } from 'react';
import { afterLoginPath } from '@tutorium/shared/contracts';
import { Navigate, useLocation } from '@tutorium/shared/router';
import { useSession } from '@tutorium/shared/session';

/**
 * Sends someone signed in on from a page for visitors (GUEST_ONLY_ROUTES) before its remote loads:
 * the login page's code is not fetched only to redirect. The page redirects the same way itself,
 * when it runs alone or when someone logs in on it.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const signedIn = useSession((state) => state.token !== null);
  const { state } = useLocation();
  if (signedIn) return <Navigate to={afterLoginPath(state)} replace />;
  return <>{children}</>;
}
