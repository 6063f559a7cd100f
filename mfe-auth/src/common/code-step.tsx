import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@tutorium/shared/ui';
import { codeSchema } from './code-form';
import { problemText } from './form-problem';
import { useSchemaCheck } from './lazy-schema';
import { OtpField } from './otp-field';
import styles from './auth-page.module.css';

interface CodeStepProps {
  /** The form's accessible name. */
  label: string;
  /** The submit button's text. */
  submitLabel: string;
  /** A code was typed: check it. */
  onVerify: (otp: string) => void;
  /** The form was refused before any call: what to tell the user. */
  onProblem: (text: string) => void;
  verifying: boolean;
  disabled?: boolean;
  /** Shown above the code (the phone's countdown). */
  children?: ReactNode;
  className?: string;
  size?: 'sm' | 'lg';
}

/**
 * A sent code and its submit button: the e-mailed sign-up code, the phone's WhatsApp code. A plain
 * form (one field, one problem in the caller's banner): its check loads on first focus.
 */
export function CodeStep({ label, submitLabel, onVerify, onProblem, verifying, disabled = false, children, className = styles.form, size = 'lg' }: CodeStepProps) {
  const { t } = useTranslation('auth');
  const [otp, setOtp] = useState('');
  const { checking, checked } = useSchemaCheck();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (checking) return;
    const values = await checked(codeSchema.check({ otp }), (message) => onProblem(problemText(t, message)));
    if (values) onVerify(values.otp);
  };

  return (
    <form className={className} onFocus={codeSchema.preload} onSubmit={(event) => void submit(event)} noValidate aria-label={label}>
      {children}
      <OtpField value={otp} onChange={setOtp} disabled={disabled} />
      <Button type="submit" size={size} fullWidth={size === 'lg'} loading={verifying || checking} disabled={disabled}>{submitLabel}</Button>
    </form>
  );
}
