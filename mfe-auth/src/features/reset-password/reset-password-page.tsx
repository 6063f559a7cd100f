import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from '@tutorium/shared/router';
import { joinFieldErrors } from '@tutorium/shared/api';
import { REDIRECT_AFTER_LINK_RESET_MS } from '@tutorium/shared/contracts';
import { Button, Field } from '@tutorium/shared/ui';
import { useConfirmPasswordReset } from '../../api/confirm-password-reset.api';
import { AuthPage } from '../../common/auth-page';
import { problemText } from '../../common/form-problem';
import { lazySchema, useSchemaCheck } from '../../common/lazy-schema';
import { StatusBanner } from '../../common/status-banner';
import { useRedirectAfter } from '../../common/use-redirect-after';
import type { Status } from '../../common/use-timed-status';
import type { NewPasswordFormValues } from './reset-password-form-schema';
import styles from '../../common/auth-page.module.css';

// A plain form, as /forgot-password's: its one problem shows in the banner, so it needs no form
// library, and its checks load on its first focus.
const newPasswordSchema = lazySchema<NewPasswordFormValues, NewPasswordFormValues>(() => import('./reset-password-form-schema').then((module) => module.newPasswordFormSchema));

/** /reset-password/:uid/:token: a new password from an e-mailed link, then /login after 5 s. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const { uid = '', token = '' } = useParams();
  const confirmReset = useConfirmPasswordReset();
  const [status, setStatus] = useState<Status | null>(null);
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const { checking, checked } = useSchemaCheck();
  const done = confirmReset.isSuccess;
  useRedirectAfter(done ? '/login' : null, REDIRECT_AFTER_LINK_RESET_MS);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (checking || confirmReset.isPending || done) return;
    const values = await checked(
      newPasswordSchema.check({ new_password: newPassword, confirm_password: confirmPassword }),
      (message) => setStatus({ kind: 'error', text: problemText(t, message) }),
    );
    if (!values) return;
    setStatus(null);
    confirmReset.mutate({ uid, token, new_password: values.new_password }, {
      onSuccess: () => setStatus({ kind: 'success', text: t('Password reset successfully! Redirecting to login...') }),
      // A weak password comes back as field errors; anything else means the link no longer works.
      onError: (err) => setStatus({ kind: 'error', text: joinFieldErrors(err) || t('Failed to reset password. The link may have expired.') }),
    });
  };

  return (
    <AuthPage
      title={t('Set a new password')}
      intro={t('Choose a new password for your account.')}
      footer={<Link to="/forgot-password">{t('Request a new reset code')}</Link>}
    >
      <StatusBanner status={status} />
      <form className={styles.form} onFocus={newPasswordSchema.preload} onSubmit={(event) => void submit(event)} noValidate aria-label={t('Choose a new password')}>
        <Field label={t('New password')} type="password" autoComplete="new-password" required name="new_password" value={newPassword}
          onChange={(event) => setNewPassword(event.target.value)} disabled={done} />
        <Field label={t('Confirm new password')} type="password" autoComplete="new-password" required name="confirm_password" value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.target.value)} disabled={done} />
        <Button type="submit" size="lg" fullWidth loading={confirmReset.isPending || checking} disabled={done}>{t('reset_password', { ns: 'common' })}</Button>
      </form>
    </AuthPage>
  );
}
