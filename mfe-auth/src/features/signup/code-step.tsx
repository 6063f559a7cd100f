import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@tutorium/shared/ui';
import { OtpField } from '../../common/otp-field';
import styles from '../../common/auth-page.module.css';

interface CodeStepProps {
  otp: string;
  onOtpChange: (otp: string) => void;
  onVerify: () => void;
  verifying: boolean;
  disabled: boolean;
}

/** The e-mailed code and the Verify button. */
export function CodeStep({ otp, onOtpChange, onVerify, verifying, disabled }: CodeStepProps) {
  const { t } = useTranslation('auth');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onVerify();
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('Verify your email')}>
      <OtpField value={otp} onChange={onOtpChange} disabled={disabled} />
      <Button type="submit" size="lg" fullWidth loading={verifying} disabled={disabled}>{t('Verify')}</Button>
    </form>
  );
}
