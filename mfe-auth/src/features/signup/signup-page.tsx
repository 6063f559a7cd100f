import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@tutorium/shared/router';
import { OTP_LENGTH } from '@tutorium/shared/contracts';
import { Button } from '@tutorium/shared/ui';
import { AuthPage } from '../../common/auth-page';
import { formatCountdown } from '../../common/format-countdown';
import { StatusBanner } from '../../common/status-banner';
import { CodeStep } from './code-step';
import { RegistrationFields } from './registration-fields';
import { useSignup } from './use-signup';
import styles from '../../common/auth-page.module.css';
import signupStyles from './signup-page.module.css';

/** /signup: registration data, an e-mailed code to confirm it, then the account. */
export default function SignupPage() {
  const { t } = useTranslation('auth');
  const signup = useSignup();
  const { cooldown, completed, pending } = signup;

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void signup.sendCode();
  };

  let sendLabel = t('Send OTP');
  if (cooldown.running) sendLabel = t('Resend OTP in {{time}}', { time: formatCountdown(cooldown.remaining) });
  else if (signup.sentTo) sendLabel = t('Resend OTP');

  return (
    <AuthPage
      title={t('Create your account')}
      intro={t('Join Tutorium to find tutors or students. We will email you a code to confirm your address.')}
      footer={<p>{t('Already have an account?')} <Link to="/login">{t('login', { ns: 'common' })}</Link></p>}
    >
      <StatusBanner status={signup.status} />
      <form className={styles.form} onSubmit={send} noValidate aria-label={t('Registration')}>
        <RegistrationFields data={signup.data} onChange={signup.setData} disabled={completed} />
        <Button
          type="submit"
          variant={signup.sentTo ? 'secondary' : 'primary'}
          size="lg"
          fullWidth
          loading={pending === 'send'}
          disabled={cooldown.running || completed}
        >
          {sendLabel}
        </Button>
      </form>
      {signup.sentTo && (
        <>
          <p className={signupStyles.sentNote}>
            {t('We sent a {{length}}-digit code to {{email}}.', { length: OTP_LENGTH, email: signup.sentTo })}
          </p>
          <CodeStep
            otp={signup.otp}
            onOtpChange={signup.setOtp}
            onVerify={() => void signup.verify()}
            verifying={pending === 'verify'}
            disabled={completed}
          />
        </>
      )}
    </AuthPage>
  );
}
