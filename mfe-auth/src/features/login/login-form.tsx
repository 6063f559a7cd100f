import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { LoginRequest } from '@tutorium/shared/contracts';
import { Button, Field } from '@tutorium/shared/ui';
import { useLogIn } from '../../api/log-in.api';
import { failureText } from '../../common/failure-text';
import { formProblem } from '../../common/form-problem';
import { StatusBanner } from '../../common/status-banner';
import { loginFormSchema } from './login-form-schema';
import styles from '../../common/auth-page.module.css';

/** Username-or-e-mail and password; a success stores the session (the page then redirects). */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const logIn = useLogIn();
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit } = useForm<LoginRequest>({
    resolver: zodResolver(loginFormSchema),
    mode: 'onTouched',
    defaultValues: { username: '', password: '' },
  });

  const submit = handleSubmit(
    (request) => {
      setProblem(null);
      logIn.mutate(request, {
        onError: (err) => setProblem(failureText(t, err, t('Login failed. Please check your credentials.'))),
      });
    },
    (errors) => setProblem(formProblem(t, errors)),
  );

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t('Log in')}>
      <StatusBanner status={problem ? { kind: 'error', text: problem } : null} />
      <Field label={t('Username or email')} autoComplete="username" required {...register('username')} />
      <Field label={t('password', { ns: 'common' })} type="password" autoComplete="current-password" required {...register('password')} />
      {/* A success keeps the spinner: the page is about to leave for the next one. */}
      <Button type="submit" size="lg" fullWidth loading={logIn.isPending || logIn.isSuccess}>{t('login', { ns: 'common' })}</Button>
    </form>
  );
}
