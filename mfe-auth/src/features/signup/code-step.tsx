import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@tutorium/shared/ui';
import type { CodeFormValues } from '../../common/code-form-schema';
import { codeSchema } from '../../common/code-form';
import { formProblem } from '../../common/form-problem';
import { OtpField } from '../../common/otp-field';
import styles from '../../common/auth-page.module.css';

interface CodeStepProps {
  /** A code was typed: check it. */
  onVerify: (otp: string) => void;
  /** The form was refused before any call: what to tell the user. */
  onProblem: (text: string) => void;
  verifying: boolean;
  disabled: boolean;
}

/** The e-mailed code and the Verify button. */
export function CodeStep({ onVerify, onProblem, verifying, disabled }: CodeStepProps) {
  const { t } = useTranslation('auth');
  const { control, handleSubmit, formState } = useForm<CodeFormValues>({
    resolver: codeSchema.resolver,
    mode: 'onTouched',
    defaultValues: { otp: '' },
  });
  const submit = handleSubmit(({ otp }) => onVerify(otp), (errors) => onProblem(formProblem(t, errors)));

  return (
    <form className={styles.form} onFocus={codeSchema.preload} onSubmit={(event) => void submit(event)} noValidate aria-label={t('Verify your email')}>
      <Controller control={control} name="otp" render={({ field }) => <OtpField {...field} disabled={disabled} />} />
      <Button type="submit" size="lg" fullWidth loading={verifying || formState.isSubmitting} disabled={disabled}>{t('Verify')}</Button>
    </form>
  );
}
