import { ADMIN_LOGIN_MAX_AGE_HOURS } from '@tutorium/shared/contracts';
import { useNavigate } from '@tutorium/shared/router';
import { getSession } from '@tutorium/shared/session';
import { Button, Card } from '@tutorium/shared/ui';
import { useAdminT } from './admin-t';

/** Administrator actions need a recent login: this ends the session and opens the login page. */
export function LoginAgain() {
  const t = useAdminT();
  const navigate = useNavigate();
  const logIn = () => {
    getSession().logout();
    void navigate('/login', { replace: true });
  };
  return (
    <Card>
      <h2>{t('Please log in again')}</h2>
      <p role="alert">{t('Administrator actions need a login from the last {{hours}} hours.', { hours: ADMIN_LOGIN_MAX_AGE_HOURS })}</p>
      <Button onClick={logIn}>{t('Log in again')}</Button>
    </Card>
  );
}
