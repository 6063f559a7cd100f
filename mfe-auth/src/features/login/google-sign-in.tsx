import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGoogleClientId } from '../../api/get-auth-config.api';
import { useGoogleLogin } from '../../api/google-login.api';
import { failureText } from '../../common/failure-text';
import { StatusBanner } from '../../common/status-banner';
import { loadGoogleIdentity } from './load-google-identity';
import styles from './login-page.module.css';

/** "Sign in with Google" through Google Identity Services; renders nothing when the server has no client id. */
export function GoogleSignIn() {
  const { t, i18n } = useTranslation('auth');
  const clientId = useGoogleClientId();
  const { mutate: googleLogin } = useGoogleLogin();
  const buttonRef = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);
  const language = i18n.resolvedLanguage;

  useEffect(() => {
    if (!clientId) return;
    let active = true;
    const signIn = (credential: string) =>
      googleLogin({ token_id: credential }, { onError: (err) => setError(failureText(t, err, t('Google sign-in failed. Please try again.'))) });
    loadGoogleIdentity().then(
      (google) => {
        const parent = buttonRef.current;
        if (!active || !parent) return;
        google.initialize({ client_id: clientId, callback: ({ credential }) => signIn(credential) });
        parent.replaceChildren();
        google.renderButton(parent, { type: 'standard', theme: 'outline', size: 'large', text: 'signin_with', locale: language });
      },
      () => {
        if (active) setError(t('Google sign-in is unavailable right now.'));
      },
    );
    return () => {
      active = false;
    };
  }, [clientId, language, googleLogin, t]);

  if (!clientId) return null;
  return (
    <div className={styles.google}>
      <p className={styles.divider}>{t('or')}</p>
      <div ref={buttonRef} className={styles.googleButton} />
      <StatusBanner status={error ? { kind: 'error', text: error } : null} />
    </div>
  );
}
