import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@tutorium/shared/ui';
import { codeSchema } from './code-form';
import type { CodeFormValues } from './code-form-schema';
import { formProblem } from './form-problem';
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

/** A sent code and its submit button: the e-mailed sign-up code, the phone's WhatsApp code. */
export function CodeStep({ label, submitLabel, onVerify, onProblem, verifying, disabled = false, children, className = styles.form, size = 'lg' }: CodeStepProps) {
  const { t } = useTranslation('auth');
  const { control, handleSubmit, formState } = useForm<CodeFormValues>({
    resolver: codeSchema.resolver,
    mode: 'onTouched',
    defaultValues: { otp: '' },
  });
  const submit = handleSubmit(({ otp }) => onVerify(otp), (errors) => onProblem(formProblem(t, errors)));

  return (
    <form className={className} onFocus={codeSchema.preload} onSubmit={(event) => void submit(event)} noValidate aria-label={label}>
      {children}
      <Controller control={control} name="otp" render={({ field }) => <OtpField {...field} disabled={disabled} />} />
      <Button type="submit" size={size} fullWidth={size === 'lg'} loading={verifying || formState.isSubmitting} disabled={disabled}>{submitLabel}</Button>
    </form>
  );
}
