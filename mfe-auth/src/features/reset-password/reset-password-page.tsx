import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from '@tutorium/shared/router';
import { joinFieldErrors } from '@tutorium/shared/api';
import { REDIRECT_AFTER_LINK_RESET_MS } from '@tutorium/shared/contracts';
import { Button, Field } from '@tutorium/shared/ui';
import { AuthPage } from '../../common/auth-page';
import { isLongEnough, tooShortText } from '../../common/password-rules';
import { StatusBanner } from '../../common/status-banner';
import { useRedirectAfter } from '../../common/use-redirect-after';
import type { Status } from '../../common/use-timed-status';
import { confirmPasswordReset } from './confirm-password-reset.api';
import styles from '../../common/auth-page.module.css';

/** /reset-password/:uid/:token: a new password from an e-mailed link, then /login after 5 s. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const { uid = '', token = '' } = useParams();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);
  const [status, setStatus] = useState<Status | null>(null);
  useRedirectAfter(done ? '/login' : null, REDIRECT_AFTER_LINK_RESET_MS);

  const problem = (): string | null => {
    if (!password || !confirm) return t('Please enter and confirm your new password.');
    if (password !== confirm) return t('Passwords do not match');
    if (!isLongEnough(password)) return tooShortText(t);
    return null;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = problem();
    if (invalid) return setStatus({ kind: 'error', text: invalid });
    setPending(true);
    setStatus(null);
    try {
      await confirmPasswordReset({ uid, token, new_password: password });
      setDone(true);
      setStatus({ kind: 'success', text: t('Password reset successfully! Redirecting to login...') });
    } catch (err) {
      // A weak password comes back as field errors; anything else means the link no longer works.
      const text = joinFieldErrors(err) || t('Failed to reset password. The link may have expired.');
      setStatus({ kind: 'error', text });
    } finally {
      setPending(false);
    }
  };

  return (
    <AuthPage
      title={t('Set a new password')}
      intro={t('Choose a new password for your account.')}
      footer={<Link to="/forgot-password">{t('Request a new reset code')}</Link>}
    >
      <StatusBanner status={status} />
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t('Choose a new password')}>
        <Field
          label={t('New password')}
          name="new_password"
          type="password"
          autoComplete="new-password"
          required
          disabled={done}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Field
          label={t('Confirm new password')}
          name="confirm_password"
          type="password"
          autoComplete="new-password"
          required
          disabled={done}
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
        />
        <Button type="submit" size="lg" fullWidth loading={pending} disabled={done}>{t('reset_password', { ns: 'common' })}</Button>
      </form>
    </AuthPage>
  );
}
