import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Field } from '@tutorium/shared/ui';
import { useLogIn } from '../../api/log-in.api';
import { failureText } from '../../common/failure-text';
import { StatusBanner } from '../../common/status-banner';
import { BOTH_NEEDED, loginRequestFrom } from './login-form-schema';
import styles from '../../common/auth-page.module.css';

/** Username-or-e-mail and password; a success stores the session (the page then redirects). */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const logIn = useLogIn();
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const request = loginRequestFrom({ username: String(form.get('username') ?? ''), password: String(form.get('password') ?? '') });
    if (!request) {
      // Where to type next: the first field left empty.
      const empty = [...event.currentTarget.querySelectorAll('input')].find((input) => input.value.trim() === '');
      empty?.focus();
      return setProblem(t(BOTH_NEEDED));
    }
    setProblem(null);
    logIn.mutate(request, {
      onError: (err) => setProblem(failureText(t, err, t('Login failed. Please check your credentials.'))),
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('Log in')}>
      <StatusBanner status={problem ? { kind: 'error', text: problem } : null} />
      <Field label={t('Username or email')} autoComplete="username" required name="username" />
      <Field label={t('password', { ns: 'common' })} type="password" autoComplete="current-password" required name="password" />
      {/* A success keeps the spinner: the page is about to leave for the next one. */}
      <Button type="submit" size="lg" fullWidth loading={logIn.isPending || logIn.isSuccess}>{t('login', { ns: 'common' })}</Button>
    </form>
  );
}
