import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getSession } from '@tutorium/shared/session';
import { Button, Field } from '@tutorium/shared/ui';
import { failureText } from '../../common/failure-text';
import { StatusBanner } from '../../common/status-banner';
import { logIn } from './log-in.api';
import styles from '../../common/auth-page.module.css';

/** Username-or-e-mail and password; a success stores the session (the page then redirects). */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!identifier.trim() || !password) {
      setError(t('Please enter both username/email and password.'));
      return;
    }
    setError(null);
    setPending(true);
    try {
      const session = await logIn({ username: identifier.trim(), password });
      getSession().login(session.access, session.user);
    } catch (err) {
      setError(failureText(t, err, t('Login failed. Please check your credentials.')));
      setPending(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t('Log in')}>
      <StatusBanner status={error ? { kind: 'error', text: error } : null} />
      <Field
        label={t('Username or email')}
        name="username"
        autoComplete="username"
        required
        value={identifier}
        onChange={(event) => setIdentifier(event.target.value)}
      />
      <Field
        label={t('password', { ns: 'common' })}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" size="lg" fullWidth loading={pending}>{t('login', { ns: 'common' })}</Button>
    </form>
  );
}
