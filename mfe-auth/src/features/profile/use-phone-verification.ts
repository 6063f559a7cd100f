import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OTP_VALIDITY_SECONDS, PASSWORD_STATUS_MS, type User } from '@tutorium/shared/contracts';
import { getSession, isUser } from '@tutorium/shared/session';
import { failureText } from '../../common/failure-text';
import { useCountdown } from '../../common/use-countdown';
import { useTimedStatus } from '../../common/use-timed-status';
import { sendPhoneCode } from './send-phone-code.api';
import { verifyPhoneCode } from './verify-phone-code.api';

/**
 * Phone verification of spec section 4: not verified, code sent (countdown of the code's validity),
 * verified. The code step opens at once and is cancelled if the code could not be sent.
 */
export function usePhoneVerification(user: User) {
  const { t } = useTranslation('auth');
  const [codeStep, setCodeStep] = useState(false);
  const [otp, setOtp] = useState('');
  const [sentTo, setSentTo] = useState('');
  const [pending, setPending] = useState<'send' | 'verify' | null>(null);
  const countdown = useCountdown();
  const status = useTimedStatus(PASSWORD_STATUS_MS);

  const send = async (phoneNumber: string) => {
    const phone = phoneNumber.trim();
    if (!phone) return status.show('error', t('Please enter your phone number.'));
    setCodeStep(true);
    setOtp('');
    setSentTo(phone);
    countdown.start(OTP_VALIDITY_SECONDS);
    setPending('send');
    try {
      await sendPhoneCode({ phone_number: phone });
      status.show('success', t('OTP sent!'));
    } catch (err) {
      setCodeStep(false);
      countdown.stop();
      status.show('error', failureText(t, err, t('Failed to send OTP.')));
    } finally {
      setPending(null);
    }
  };

  const verify = async () => {
    if (!otp) return status.show('error', t('Please enter OTP'));
    setPending('verify');
    try {
      const reply = await verifyPhoneCode({ otp });
      const verified = isUser(reply.user) ? reply.user : { phone_number: sentTo, phone_verified: true };
      getSession().setUser({ ...user, ...verified });
      setCodeStep(false);
      countdown.stop();
      status.show('success', t('Phone verified!'));
    } catch (err) {
      status.show('error', t('Verification failed: {{message}}', { message: failureText(t, err, t('Please try again.')) }));
    } finally {
      setPending(null);
    }
  };

  return { codeStep, otp, setOtp, pending, countdown, status: status.status, send, verify };
}
