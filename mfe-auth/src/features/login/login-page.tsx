import { useTranslation } from 'react-i18next';
import { afterLoginPath } from '@tutorium/shared/contracts';
import { Link, Navigate, useLocation } from '@tutorium/shared/router';
import { useSession } from '@tutorium/shared/session';
import { AuthPage } from '../../common/auth-page';
import { GoogleSignIn } from './google-sign-in';
import { LoginForm } from './login-form';

/**
 * /login. A logged-in visitor goes on (afterLoginPath: back to the page the login guard came from,
 * or to /dashboard), whether they reached it signed in (opened signed in, the page's start script
 * sends them on before this code loads; this covers the rest) or just logged in here. One redirect
 * serves both cases.
 */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const loggedIn = useSession((state) => state.token !== null);
  const { state } = useLocation();

  if (loggedIn) return <Navigate to={afterLoginPath(state)} replace />;
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

