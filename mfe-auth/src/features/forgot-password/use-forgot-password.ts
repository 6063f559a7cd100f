import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OTP_LENGTH, REDIRECT_AFTER_CODE_RESET_MS } from '@tutorium/shared/contracts';
import { failureText } from '../../common/failure-text';
import { isLongEnough, tooShortText } from '../../common/password-rules';
import { sendOtp } from '../../common/send-otp.api';
import { useRedirectAfter } from '../../common/use-redirect-after';
import type { Status } from '../../common/use-timed-status';
import { resetPassword } from './reset-password.api';

/** The code flow of spec section 4: e-mail step, then code plus new password, then /login after 2 s. */
export function useForgotPassword() {
  const { t } = useTranslation('auth');
  const [step, setStep] = useState<'email' | 'reset'>('email');
  const [email, setEmail] = useState('');
  const [otp, setOtp] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);
  const [status, setStatus] = useState<Status | null>(null);
  useRedirectAfter(done ? '/login' : null, REDIRECT_AFTER_CODE_RESET_MS);

  const run = async (work: () => Promise<void>, fallback: string) => {
    setPending(true);
    setStatus(null);
    try {
      await work();
    } catch (err) {
      setStatus({ kind: 'error', text: failureText(t, err, fallback) });
    } finally {
      setPending(false);
    }
  };

  const sendCode = () => {
    if (!email.trim()) return setStatus({ kind: 'error', text: t('Please enter your email.') });
    return run(async () => {
      await sendOtp({ email: email.trim(), purpose: 'password-reset' });
      setStep('reset');
      setStatus({ kind: 'success', text: t('OTP sent to your email. It expires in 5 minutes.') });
    }, t('Failed to send OTP.'));
  };

  const reset = () => {
    if (!otp || !newPassword) return setStatus({ kind: 'error', text: t('Please enter OTP and new password.') });
    if (otp.length !== OTP_LENGTH) return setStatus({ kind: 'error', text: t('OTP must be {{length}} digits.', { length: OTP_LENGTH }) });
    if (!isLongEnough(newPassword)) return setStatus({ kind: 'error', text: tooShortText(t) });
    return run(async () => {
      await resetPassword({ email: email.trim(), otp, new_password: newPassword });
      setDone(true);
      setStatus({ kind: 'success', text: t('Password reset successfully! Redirecting to login...') });
    }, t('Failed to reset password.'));
  };

  const changeEmail = () => {
    setStep('email');
    setOtp('');
    setStatus(null);
  };

  return { step, email, setEmail, otp, setOtp, newPassword, setNewPassword, pending, done, status, sendCode, reset, changeEmail };
}
