import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { OTP_LENGTH } from '@tutorium/shared/contracts';
import { Field } from '@tutorium/shared/ui';

interface OtpFieldProps {
  value: string;
  /** Receives the digits only, at most OTP_LENGTH of them. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
  disabled?: boolean;
}

/**
 * The one-time code input: digits only, OTP_LENGTH long, offered by the phone's code autofill.
 * Controlled (a form passes it its Controller's field), so a typed letter never shows.
 */
export function OtpField({ value, onChange, onBlur, ref, disabled }: OtpFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <Field
      ref={ref}
      label={t('Verification code')}
      name="otp"
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
      onBlur={onBlur}
      placeholder={t('Enter {{length}}-digit code', { length: OTP_LENGTH })}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={OTP_LENGTH}
      dir="ltr"
      disabled={disabled}
      required
    />
  );
}
