import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@tutorium/shared/contracts';
import { Badge, Button } from '@tutorium/shared/ui';
import { formatCountdown } from '../../common/format-countdown';
import { OtpField } from '../../common/otp-field';
import { StatusBanner } from '../../common/status-banner';
import { usePhoneVerification } from './use-phone-verification';
import styles from './profile-page.module.css';

interface PhoneVerificationProps {
  user: User;
  /** The number in the phone field (it may be a new, unsaved one). */
  phoneNumber: string;
}

/** The Verify action of the phone number: a WhatsApp code, its countdown (mm:ss) and the code check. */
export function PhoneVerification({ user, phoneNumber }: PhoneVerificationProps) {
  const { t } = useTranslation('auth');
  const phone = usePhoneVerification(user);
  const verified = user.phone_verified && phoneNumber.trim() === (user.phone_number ?? '');

  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void phone.verify();
  };

  return (
    <div className={styles.phone}>
      <div className={styles.phoneActions}>
        {verified ? (
          <Badge variant="success">{t('Phone verified')}</Badge>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void phone.send(phoneNumber)}
            loading={phone.pending === 'send'}
            disabled={phone.countdown.running}
          >
            {phone.codeStep || phone.countdown.running ? t('Resend code') : t('Verify')}
          </Button>
        )}
      </div>
      <StatusBanner status={phone.status} />
      {phone.codeStep && (
        <form className={styles.codeStep} onSubmit={confirm} noValidate aria-label={t('Phone verification')}>
          <p className={styles.hint} role="timer" aria-live="off">
            {phone.countdown.running
              ? t('Code expires in {{time}}', { time: formatCountdown(phone.countdown.remaining) })
              : t('The code has expired. Send a new one.')}
          </p>
          <OtpField value={phone.otp} onChange={phone.setOtp} />
          <Button type="submit" size="sm" loading={phone.pending === 'verify'}>{t('Confirm code')}</Button>
        </form>
      )}
    </div>
  );
}
