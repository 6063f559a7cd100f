import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from '@tutorium/shared/router';
import { joinFieldErrors } from '@tutorium/shared/api';
import { REDIRECT_AFTER_LINK_RESET_MS } from '@tutorium/shared/contracts';
import { Button, Field } from '@tutorium/shared/ui';
import { useConfirmPasswordReset } from '../../api/confirm-password-reset.api';
import { AuthPage } from '../../common/auth-page';
import { formProblem } from '../../common/form-problem';
import { lazyZodResolver } from '../../common/lazy-zod-resolver';
import { StatusBanner } from '../../common/status-banner';
import { useRedirectAfter } from '../../common/use-redirect-after';
import type { Status } from '../../common/use-timed-status';
import type { NewPasswordFormValues } from './reset-password-form-schema';
import styles from '../../common/auth-page.module.css';

const newPasswordSchema = lazyZodResolver(() => import('./reset-password-form-schema').then((module) => module.newPasswordFormSchema));

/** /reset-password/:uid/:token: a new password from an e-mailed link, then /login after 5 s. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const { uid = '', token = '' } = useParams();
  const confirmReset = useConfirmPasswordReset();
  const [status, setStatus] = useState<Status | null>(null);
  const done = confirmReset.isSuccess;
  useRedirectAfter(done ? '/login' : null, REDIRECT_AFTER_LINK_RESET_MS);
  const { register, handleSubmit, formState } = useForm<NewPasswordFormValues>({
    resolver: newPasswordSchema.resolver,
    mode: 'onTouched',
    defaultValues: { new_password: '', confirm_password: '' },
    disabled: done,
  });

  const submit = handleSubmit(
    ({ new_password }) => {
      setStatus(null);
      confirmReset.mutate({ uid, token, new_password }, {
        onSuccess: () => setStatus({ kind: 'success', text: t('Password reset successfully! Redirecting to login...') }),
        // A weak password comes back as field errors; anything else means the link no longer works.
        onError: (err) => setStatus({ kind: 'error', text: joinFieldErrors(err) || t('Failed to reset password. The link may have expired.') }),
      });
    },
    (errors) => setStatus({ kind: 'error', text: formProblem(t, errors) }),
  );

  return (
    <AuthPage
      title={t('Set a new password')}
      intro={t('Choose a new password for your account.')}
      footer={<Link to="/forgot-password">{t('Request a new reset code')}</Link>}
    >
      <StatusBanner status={status} />
      <form className={styles.form} onFocus={newPasswordSchema.preload} onSubmit={(event) => void submit(event)} noValidate aria-label={t('Choose a new password')}>
        <Field label={t('New password')} type="password" autoComplete="new-password" required {...register('new_password')} />
        <Field label={t('Confirm new password')} type="password" autoComplete="new-password" required {...register('confirm_password')} />
        <Button type="submit" size="lg" fullWidth loading={confirmReset.isPending || formState.isSubmitting} disabled={done}>{t('reset_password', { ns: 'common' })}</Button>
      </form>
    </AuthPage>
  );
}
