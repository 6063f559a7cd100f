import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@tutorium/shared/router';
import { REDIRECT_AFTER_CODE_RESET_MS } from '@tutorium/shared/contracts';
import { Button, Field } from '@tutorium/shared/ui';
import { useResetPassword } from '../../api/reset-password.api';
import { useSendOtp } from '../../api/send-otp.api';
import { AuthPage } from '../../common/auth-page';
import { failureText } from '../../common/failure-text';
import { problemText } from '../../common/form-problem';
import { lazySchema, useSchemaCheck } from '../../common/lazy-schema';
import { OtpField } from '../../common/otp-field';
import { StatusBanner } from '../../common/status-banner';
import { useRedirectAfter } from '../../common/use-redirect-after';
import type { Status } from '../../common/use-timed-status';
import type { EmailFormValues, ResetFormValues } from './forgot-password-form-schema';
import styles from '../../common/auth-page.module.css';

// Plain forms: each shows its one problem in the banner, so they need no form library; their checks load on first focus.
const emailSchema = lazySchema<EmailFormValues, EmailFormValues>(() => import('./forgot-password-form-schema').then((module) => module.emailFormSchema));
const resetSchema = lazySchema<ResetFormValues, ResetFormValues>(() => import('./forgot-password-form-schema').then((module) => module.resetFormSchema));

/** /forgot-password (spec section 4): an e-mailed code, then the code and a new password, then /login after 2 s. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const sendOtp = useSendOtp();
  const resetPassword = useResetPassword();
  // The address the code went to; null while on the e-mail step.
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [status, setStatus] = useState<Status | null>(null);
  // What was typed lives as long as the page, so going back to the e-mail step finds the address typed.
  const [email, setEmail] = useState('');
  const [otp, setOtp] = useState('');
  const [newPassword, setNewPassword] = useState('');
  // `checking`: a form's checks are loading (its first submit, if its first focus did not fetch them already).
  const { checking, checked } = useSchemaCheck();
  const showProblem = (message: string) => setStatus({ kind: 'error', text: problemText(t, message) });
  const done = resetPassword.isSuccess;
  useRedirectAfter(done ? '/login' : null, REDIRECT_AFTER_CODE_RESET_MS);

  const sendCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (checking || sendOtp.isPending) return;
    const values = await checked(emailSchema.check({ email }), showProblem);
    if (!values) return;
    setStatus(null);
    sendOtp.mutate({ email: values.email, purpose: 'password-reset' }, {
      onSuccess: () => {
        setSentTo(values.email);
        setStatus({ kind: 'success', text: t('OTP sent to your email. It expires in 5 minutes.') });
      },
      onError: (err) => setStatus({ kind: 'error', text: failureText(t, err, t('Failed to send OTP.')) }),
    });
  };

  const reset = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sentTo === null || checking || resetPassword.isPending || done) return;
    const values = await checked(resetSchema.check({ otp, new_password: newPassword }), showProblem);
    if (!values) return;
    setStatus(null);
    resetPassword.mutate({ email: sentTo, otp: values.otp, new_password: values.new_password }, {
      onSuccess: () => setStatus({ kind: 'success', text: t('Password reset successfully! Redirecting to login...') }),
      onError: (err) => setStatus({ kind: 'error', text: failureText(t, err, t('Failed to reset password.')) }),
    });
  };

  const changeEmail = () => {
    setSentTo(null);
    setOtp('');
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
          <Field label={t('email', { ns: 'common' })} type="email" autoComplete="email" required name="email" value={email} onChange={(event) => setEmail(event.target.value)} />
          <Button type="submit" size="lg" fullWidth loading={sendOtp.isPending || checking}>{t('Send OTP')}</Button>
        </form>
      ) : (
        <form className={styles.form} onFocus={resetSchema.preload} onSubmit={(event) => void reset(event)} noValidate aria-label={t('Choose a new password')}>
          <OtpField value={otp} onChange={setOtp} disabled={done} />
          <Field label={t('New password')} type="password" autoComplete="new-password" required name="new_password" value={newPassword}
            onChange={(event) => setNewPassword(event.target.value)} disabled={done} />
          <div className={styles.actions}>
            <Button type="submit" size="lg" loading={resetPassword.isPending || checking} disabled={done}>{t('reset_password', { ns: 'common' })}</Button>
            <Button variant="ghost" onClick={changeEmail} disabled={resetPassword.isPending || done}>{t('Use a different email')}</Button>
          </div>
        </form>
      )}
    </AuthPage>
  );
}
