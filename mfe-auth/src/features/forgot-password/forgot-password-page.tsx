import { useState } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from '@tutorium/shared/router';
import { REDIRECT_AFTER_CODE_RESET_MS } from '@tutorium/shared/contracts';
import { Button, Field } from '@tutorium/shared/ui';
import { useResetPassword } from '../../api/reset-password.api';
import { useSendOtp } from '../../api/send-otp.api';
import { AuthPage } from '../../common/auth-page';
import { failureText } from '../../common/failure-text';
import { formProblem } from '../../common/form-problem';
import { lazyZodResolver } from '../../common/lazy-zod-resolver';
import { OtpField } from '../../common/otp-field';
import { StatusBanner } from '../../common/status-banner';
import { useRedirectAfter } from '../../common/use-redirect-after';
import type { Status } from '../../common/use-timed-status';
import type { EmailFormValues, ResetFormValues } from './forgot-password-form-schema';
import styles from '../../common/auth-page.module.css';

const emailSchema = lazyZodResolver(() => import('./forgot-password-form-schema').then((module) => module.emailFormSchema));
const resetSchema = lazyZodResolver(() => import('./forgot-password-form-schema').then((module) => module.resetFormSchema));

/** /forgot-password (spec section 4): an e-mailed code, then the code and a new password, then /login after 2 s. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const sendOtp = useSendOtp();
  const resetPassword = useResetPassword();
  // The address the code went to; null while on the e-mail step.
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [status, setStatus] = useState<Status | null>(null);
  const done = resetPassword.isSuccess;
  useRedirectAfter(done ? '/login' : null, REDIRECT_AFTER_CODE_RESET_MS);
  // Both forms live as long as the page, so going back to the e-mail step finds the address typed.
  const emailForm = useForm<EmailFormValues>({ resolver: emailSchema.resolver, mode: 'onTouched', defaultValues: { email: '' } });
  const resetForm = useForm<ResetFormValues>({
    resolver: resetSchema.resolver,
    mode: 'onTouched',
    defaultValues: { otp: '', new_password: '' },
    disabled: done,
  });
  const showProblem = (errors: FieldErrors) => setStatus({ kind: 'error', text: formProblem(t, errors) });

  const sendCode = emailForm.handleSubmit(({ email }) => {
    setStatus(null);
    sendOtp.mutate({ email, purpose: 'password-reset' }, {
      onSuccess: () => {
        setSentTo(email);
        setStatus({ kind: 'success', text: t('OTP sent to your email. It expires in 5 minutes.') });
      },
      onError: (err) => setStatus({ kind: 'error', text: failureText(t, err, t('Failed to send OTP.')) }),
    });
  }, showProblem);

  const reset = resetForm.handleSubmit(({ otp, new_password }) => {
    if (sentTo === null) return;
    setStatus(null);
    resetPassword.mutate({ email: sentTo, otp, new_password }, {
      onSuccess: () => setStatus({ kind: 'success', text: t('Password reset successfully! Redirecting to login...') }),
      onError: (err) => setStatus({ kind: 'error', text: failureText(t, err, t('Failed to reset password.')) }),
    });
  }, showProblem);

  const changeEmail = () => {
    setSentTo(null);
    resetForm.resetField('otp');
    setStatus(null);
  };

  return (
    <AuthPage
      title={t('forgot_password', { ns: 'common' })}
      intro={sentTo === null
        ? t('Enter the email of your account and we will send you a code to reset your password.')
        : t('Enter the code we emailed to {{email}} and choose a new password.', { email: sentTo })}
      footer={<Link to="/login">{t('Back to login')}</Link>}
    >
      <StatusBanner status={status} />
      {sentTo === null ? (
        <form className={styles.form} onFocus={emailSchema.preload} onSubmit={(event) => void sendCode(event)} noValidate aria-label={t('Request a reset code')}>
          <Field label={t('email', { ns: 'common' })} type="email" autoComplete="email" required {...emailForm.register('email')} />
          <Button type="submit" size="lg" fullWidth loading={sendOtp.isPending || emailForm.formState.isSubmitting}>{t('Send OTP')}</Button>
        </form>
      ) : (
        <form className={styles.form} onFocus={resetSchema.preload} onSubmit={(event) => void reset(event)} noValidate aria-label={t('Choose a new password')}>
          <Controller control={resetForm.control} name="otp" render={({ field }) => <OtpField {...field} />} />
          <Field label={t('New password')} type="password" autoComplete="new-password" required {...resetForm.register('new_password')} />
          <div className={styles.actions}>
            <Button type="submit" size="lg" loading={resetPassword.isPending || resetForm.formState.isSubmitting} disabled={done}>{t('reset_password', { ns: 'common' })}</Button>
            <Button variant="ghost" onClick={changeEmail} disabled={resetPassword.isPending || done}>{t('Use a different email')}</Button>
          </div>
        </form>
      )}
    </AuthPage>
  );
}
