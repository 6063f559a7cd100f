import { errorMessage } from '@tutorium/shared/api';
import { isLoginTooOld } from './admin-errors';
import { useAdminT } from './admin-t';
import { LoginAgain } from './login-again';
import styles from './admin.module.css';

/** Why an action failed, under its buttons (a conflict says what the server said). */
export function ActionError({ error }: { error: unknown }) {
  const t = useAdminT();
  if (!error) return null;
  if (isLoginTooOld(error)) return <LoginAgain />;
  return <p role="alert" className={styles.error}>{errorMessage(error, t('The action failed. Please try again.'))}</p>;
}
