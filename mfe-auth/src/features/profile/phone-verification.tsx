import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OTP_VALIDITY_SECONDS, PASSWORD_STATUS_MS, type User } from '@tutorium/shared/contracts';
import { Badge, Button } from '@tutorium/shared/ui';
import { useSendPhoneCode } from '../../api/send-phone-code.api';
import { useVerifyPhoneCode } from '../../api/verify-phone-code.api';
import { failureText } from '../../common/failure-text';
import { formatCountdown } from '../../common/format-countdown';
import { StatusBanner } from '../../common/status-banner';
import { useCountdown } from '../../common/use-countdown';
import { useTimedStatus } from '../../common/use-timed-status';
import styles from './profile-page.module.css';

// The code step's form (react-hook-form) loads when a code is sent.
const CodeStep = lazy(() => import('../../common/code-step').then((module) => ({ default: module.CodeStep })));

interface PhoneVerificationProps {
  user: User;
  /** The number in the phone field (it may be a new, unsaved one). */
  phoneNumber: string;
}

/**
 * The Verify action of the phone number (spec section 4): a WhatsApp code, its validity counted down
 * (mm:ss), then the code check. The code step opens at once and closes again if the code could not be sent.
 */
export function PhoneVerification({ user, phoneNumber }: PhoneVerificationProps) {
  const { t } = useTranslation('auth');
  const sendCode = useSendPhoneCode();
  const verifyCode = useVerifyPhoneCode(user);
  const [codeStep, setCodeStep] = useState(false);
  // Each code sent gets a fresh code step (an empty code field).
  const [sends, setSends] = useState(0);
  const [sentTo, setSentTo] = useState('');
  const countdown = useCountdown();
  const status = useTimedStatus(PASSWORD_STATUS_MS);
  const verified = user.phone_verified && phoneNumber.trim() === (user.phone_number ?? '');

  const send = () => {
    const phone = phoneNumber.trim();
    if (!phone) return status.show('error', t('Please enter your phone number.'));
    setCodeStep(true);
    setSends((count) => count + 1);
    setSentTo(phone);
    countdown.start(OTP_VALIDITY_SECONDS);
    sendCode.mutate({ phone_number: phone }, {
      onSuccess: () => status.show('success', t('OTP sent!')),
      onError: (err) => {
        setCodeStep(false);
        countdown.stop();
        status.show('error', failureText(t, err, t('Failed to send OTP.')));
      },
    });
  };

  const verify = (otp: string) =>
    verifyCode.mutate({ otp, sentTo }, {
      onSuccess: () => {
        setCodeStep(false);
        countdown.stop();
        status.show('success', t('Phone verified!'));
      },
      onError: (err) => status.show('error', t('Verification failed: {{message}}', { message: failureText(t, err, t('Please try again.')) })),
    });

  return (
    <div className={styles.phone}>
      <div className={styles.phoneActions}>
        {verified ? (
          <Badge variant="success">{t('Phone verified')}</Badge>
        ) : (
          <Button variant="secondary" size="sm" onClick={send} loading={sendCode.isPending} disabled={countdown.running}>
            {codeStep || countdown.running ? t('Resend code') : t('Verify')}
          </Button>
        )}
      </div>
      <StatusBanner status={status.status} />
      <Suspense fallback={null}>
        {codeStep && (
          <CodeStep
            key={sends}
            label={t('Phone verification')}
            submitLabel={t('Confirm code')}
            className={styles.codeStep}
            size="sm"
            onVerify={verify}
            onProblem={(text) => status.show('error', text)}
            verifying={verifyCode.isPending}
          >
            <p className={styles.hint} role="timer" aria-live="off">
              {countdown.running
                ? t('Code expires in {{time}}', { time: formatCountdown(countdown.remaining) })
                : t('The code has expired. Send a new one.')}
            </p>
          </CodeStep>
        )}
      </Suspense>
    </div>
  );
}
