import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from '@tutorium/shared/router';
import { useSession } from '@tutorium/shared/session';
import { OTP_LENGTH, OTP_RESEND_COOLDOWN_SECONDS, REDIRECT_AFTER_SIGNUP_MS, type RegistrationData } from '@tutorium/shared/contracts';
import { Button } from '@tutorium/shared/ui';
import { useSendOtp } from '../../api/send-otp.api';
import { useVerifyOtp } from '../../api/verify-otp.api';
import { AuthPage } from '../../common/auth-page';
import { CodeStep } from '../../common/code-step';
import { failureText } from '../../common/failure-text';
import { formatCountdown } from '../../common/format-countdown';
import { problemText } from '../../common/form-problem';
import { lazySchema, useSchemaCheck } from '../../common/lazy-schema';
import { StatusBanner } from '../../common/status-banner';
import { useCountdown } from '../../common/use-countdown';
import { useRedirectAfter } from '../../common/use-redirect-after';
import type { Status } from '../../common/use-timed-status';
import { RegistrationFields } from './registration-fields';
import { registrationValuesOf, sendCodeFailure } from './registration-form';
import type { RegistrationFormValues } from './registration-form-schema';
import styles from '../../common/auth-page.module.css';
import signupStyles from './signup-page.module.css';

// A plain form: its one problem shows in the banner, so it needs no form library; its checks load on first focus.
const registrationSchema = lazySchema<RegistrationFormValues, RegistrationData>(() => import('./registration-form-schema').then((module) => module.registrationFormSchema));

/** /signup; a signed-in person has an account already and goes to /dashboard, as on /login. */
export default function SignupPage() {
  const loggedIn = useSession((state) => state.token !== null);
  return loggedIn ? <Navigate to="/dashboard" replace /> : <SignupSteps />;
}

/**
 * Sign-up as spec section 4 has it: registration data, then the e-mailed code (resend blocked for
 * the cooldown), then the account, and /login after REDIRECT_AFTER_SIGNUP_MS.
 */
function SignupSteps() {
  const { t } = useTranslation('auth');
  const sendOtp = useSendOtp();
  const verifyOtp = useVerifyOtp();
  // The address the code went to: verification uses it even if the e-mail field changes afterwards.
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [status, setStatus] = useState<Status | null>(null);
  const cooldown = useCountdown();
  const completed = verifyOtp.isSuccess;
  useRedirectAfter(completed ? '/login' : null, REDIRECT_AFTER_SIGNUP_MS);
  // `checking`: the form's checks are loading (its first submit, if its first focus did not fetch them already).
  const { checking, checked } = useSchemaCheck();
  // While a call is out (or the form's checks load), submitting either form does nothing, not even its checks.
  const busy = sendOtp.isPending || verifyOtp.isPending || checking;
  const showProblem = (text: string) => setStatus({ kind: 'error', text });

  const sendCode = async (form: HTMLFormElement) => {
    const registration = await checked(registrationSchema.check(registrationValuesOf(form)), (message) => showProblem(problemText(t, message)));
    if (!registration) return;
    setStatus(null);
    sendOtp.mutate({ email: registration.email, purpose: 'register', user_data: registration }, {
      onSuccess: () => {
        setSentTo(registration.email);
        cooldown.start(OTP_RESEND_COOLDOWN_SECONDS);
        setStatus({ kind: 'success', text: t('OTP sent to your email. Please check your inbox.') });
      },
      onError: (err) => setStatus({ kind: 'error', text: sendCodeFailure(t, err) }),
    });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy && !cooldown.running && !completed) void sendCode(event.currentTarget);
  };

  const verify = (otp: string) => {
    if (busy || completed || sentTo === null) return;
    setStatus(null);
    verifyOtp.mutate({ email: sentTo, otp, purpose: 'register' }, {
      onSuccess: () => setStatus({ kind: 'success', text: t('Registration complete! Redirecting to login...') }),
      onError: (err) => setStatus({ kind: 'error', text: failureText(t, err, t('OTP verification failed')) }),
    });
  };

  let sendLabel = t('Send OTP');
  if (cooldown.running) sendLabel = t('Resend OTP in {{time}}', { time: formatCountdown(cooldown.remaining) });
  else if (sentTo) sendLabel = t('Resend OTP');

  return (
    <AuthPage
      title={t('Create your account')}
      intro={t('Join Tutorium to find tutors or students. We will email you a code to confirm your address.')}
      footer={<p>{t('Already have an account?')} <Link to="/login">{t('login', { ns: 'common' })}</Link></p>}
    >
      <StatusBanner status={status} />
      <form
        className={styles.form}
        onFocus={registrationSchema.preload}
        onSubmit={submit}
        noValidate
        aria-label={t('Registration')}
      >
        <RegistrationFields disabled={completed} />
        <Button
          type="submit"
          variant={sentTo ? 'secondary' : 'primary'}
          size="lg"
          fullWidth
          loading={sendOtp.isPending || checking}
          disabled={cooldown.running || completed}
        >
          {sendLabel}
        </Button>
      </form>
      {sentTo && (
        <>
          <p className={signupStyles.sentNote}>
            {t('We sent a {{length}}-digit code to {{email}}.', { length: OTP_LENGTH, email: sentTo })}
          </p>
          <CodeStep
            label={t('Verify your email')}
            submitLabel={t('Verify')}
            onVerify={verify}
            onProblem={(text) => {
              if (!busy && !completed) showProblem(text);
            }}
            verifying={verifyOtp.isPending}
            disabled={completed}
          />
        </>
      )}
    </AuthPage>
  );
}
