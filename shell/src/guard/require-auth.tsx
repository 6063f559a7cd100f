import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@tutorium/shared/router';
import { useSession } from '@tutorium/shared/session';

/** Sends visitors who are not logged in to /login, remembering where they were going. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useSession((state) => state.token);
  const location = useLocation();
  if (!token) return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  return <>{children}</>;
}
