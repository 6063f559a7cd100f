import { errorMessage } from '@tutorium/shared/api';
import { useSession } from '@tutorium/shared/session';
import { ErrorState } from '@tutorium/shared/ui';
import { AccessDenied } from './access-denied';
import { isLoginTooOld, isPermissionDenied } from './admin-errors';
import { useAdminT } from './admin-t';
import { LoginAgain } from './login-again';

/** A list or page that failed to load: log in again, Access Denied, or the error with Retry. */
export function LoadError({ error, title, onRetry }: { error: unknown; title: string; onRetry: () => void }) {
  const t = useAdminT();
  const role = useSession((state) => state.user?.role ?? 'member');
  if (isLoginTooOld(error)) return <LoginAgain />;
  if (isPermissionDenied(error)) return <AccessDenied role={role} level={2} />;
  return <ErrorState title={title} message={errorMessage(error, t('Please try again.'))} onRetry={onRetry} headingLevel={3} />;
}
