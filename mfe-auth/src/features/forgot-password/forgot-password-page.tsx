import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@tutorium/shared/router';
import { Button, Field } from '@tutorium/shared/ui';
import { AuthPage } from '../../common/auth-page';
import { OtpField } from '../../common/otp-field';
import { StatusBanner } from '../../common/status-banner';
import { useForgotPassword } from './use-forgot-password';
import styles from '../../common/auth-page.module.css';

const onSubmit = (action: () => unknown) => (event: FormEvent<HTMLFormElement>) => {
  event.preventDefault();
  void action();
};

/** /forgot-password: an e-mailed code, then the code and a new password. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const flow = useForgotPassword();

  return (
    <AuthPage
      title={t('forgot_password', { ns: 'common' })}
      intro={flow.step === 'email'
        ? t('Enter the email of your account and we will send you a code to reset your password.')
        : t('Enter the code we emailed to {{email}} and choose a new password.', { email: flow.email.trim() })}
      footer={<Link to="/login">{t('Back to login')}</Link>}
    >
      <StatusBanner status={flow.status} />
      {flow.step === 'email' ? (
        <form className={styles.form} onSubmit={onSubmit(flow.sendCode)} noValidate aria-label={t('Request a reset code')}>
          <Field
            label={t('email', { ns: 'common' })}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={flow.email}
            onChange={(event) => flow.setEmail(event.target.value)}
          />
          <Button type="submit" size="lg" fullWidth loading={flow.pending}>{t('Send OTP')}</Button>
        </form>
      ) : (
        <form className={styles.form} onSubmit={onSubmit(flow.reset)} noValidate aria-label={t('Choose a new password')}>
          <OtpField value={flow.otp} onChange={flow.setOtp} disabled={flow.done} />
          <Field
            label={t('New password')}
            name="new_password"
            type="password"
            autoComplete="new-password"
            required
            disabled={flow.done}
            value={flow.newPassword}
            onChange={(event) => flow.setNewPassword(event.target.value)}
          />
          <div className={styles.actions}>
            <Button type="submit" size="lg" loading={flow.pending} disabled={flow.done}>{t('reset_password', { ns: 'common' })}</Button>
            <Button variant="ghost" onClick={flow.changeEmail} disabled={flow.pending || flow.done}>{t('Use a different email')}</Button>
          </div>
        </form>
      )}
    </AuthPage>
  );
}
