import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OTP_RESEND_COOLDOWN_SECONDS, REDIRECT_AFTER_SIGNUP_MS } from '@tutorium/shared/contracts';
import { failureText } from '../../common/failure-text';
import { sendOtp } from '../../common/send-otp.api';
import { useCountdown } from '../../common/use-countdown';
import { useRedirectAfter } from '../../common/use-redirect-after';
import type { Status } from '../../common/use-timed-status';
import { EMPTY_REGISTRATION, registrationProblem, sendCodeFailure, trimmedRegistration } from './registration';
import { verifyOtp } from './verify-otp.api';

/**
 * Sign-up as spec section 4 has it: form, then code sent (code step, resend blocked for the cooldown),
 * then verified (account created, off to /login after REDIRECT_AFTER_SIGNUP_MS).
 */
export function useSignup() {
  const { t } = useTranslation('auth');
  const [data, setData] = useState(EMPTY_REGISTRATION);
  const [otp, setOtp] = useState('');
  // The address the code went to: verification uses it even if the e-mail field changes afterwards.
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [completed, setCompleted] = useState(false);
  const [pending, setPending] = useState<'send' | 'verify' | null>(null);
  const [status, setStatus] = useState<Status | null>(null);
  const cooldown = useCountdown();
  useRedirectAfter(completed ? '/login' : null, REDIRECT_AFTER_SIGNUP_MS);

  const sendCode = async () => {
    if (cooldown.running || pending) return;
    const problem = registrationProblem(t, data);
    if (problem) return setStatus({ kind: 'error', text: problem });
    setPending('send');
    setStatus(null);
    const registration = trimmedRegistration(data);
    try {
      await sendOtp({ email: registration.email, purpose: 'register', user_data: registration });
      setSentTo(registration.email);
      cooldown.start(OTP_RESEND_COOLDOWN_SECONDS);
      setStatus({ kind: 'success', text: t('OTP sent to your email. Please check your inbox.') });
    } catch (err) {
      setStatus({ kind: 'error', text: sendCodeFailure(t, err) });
    } finally {
      setPending(null);
    }
  };

  const verify = async () => {
    if (pending || completed || sentTo === null) return;
    if (!otp) return setStatus({ kind: 'error', text: t('Please enter OTP') });
    setPending('verify');
    setStatus(null);
    try {
      await verifyOtp({ email: sentTo, otp, purpose: 'register' });
      setCompleted(true);
      setStatus({ kind: 'success', text: t('Registration complete! Redirecting to login...') });
    } catch (err) {
      setStatus({ kind: 'error', text: failureText(t, err, t('OTP verification failed')) });
    } finally {
      setPending(null);
    }
  };

  return { data, setData, otp, setOtp, sentTo, completed, pending, status, cooldown, sendCode, verify };
}
