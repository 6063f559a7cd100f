import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from '@tutorium/shared/router';
import { useSession } from '@tutorium/shared/session';
import { AuthPage } from '../../common/auth-page';
import { GoogleSignIn } from './google-sign-in';
import { LoginForm } from './login-form';

/**
 * /login. A logged-in visitor goes to /dashboard; logging in here goes back to the page the login
 * guard came from (location.state.from) or to /dashboard. One redirect serves both cases.
 */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const loggedIn = useSession((state) => state.token !== null);
  const { state } = useLocation();

  if (loggedIn) return <Navigate to={destination(state)} replace />;
  return (
    <AuthPage
      title={t('Log in to Tutorium')}
      intro={t('Welcome back! Log in with your username or email.')}
      footer={
        <>
          <Link to="/forgot-password">{t('forgot_password', { ns: 'common' })}</Link>
          <p>
            {t("Don't have an account?")} <Link to="/signup">{t('signup', { ns: 'common' })}</Link>
          </p>
        </>
      }
    >
      <LoginForm />
      <GoogleSignIn />
    </AuthPage>
  );
}

// Only a path inside this site: '//host' would leave it.
function destination(state: unknown): string {
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/dashboard';
}
