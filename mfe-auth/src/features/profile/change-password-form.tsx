import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, Field } from '@tutorium/shared/ui';
import { useChangePassword } from '../../api/change-password.api';
import { failureText, serverText } from '../../common/failure-text';
import { formProblem } from '../../common/form-problem';
import { lazyZodResolver } from '../../common/lazy-zod-resolver';
import type { StatusKind } from '../../common/use-timed-status';
import type { ChangePasswordFormValues } from './change-password-form-schema';
import styles from './profile-page.module.css';

const EMPTY_PASSWORDS: ChangePasswordFormValues = { old_password: '', new_password: '', confirm_password: '' };
const passwordsSchema = lazyZodResolver(() => import('./change-password-form-schema').then((module) => module.changePasswordFormSchema));

interface ChangePasswordFormProps {
  id: string;
  onStatus: (kind: StatusKind, text: string) => void;
  /** Called after the password changed (the form closes). */
  onDone: () => void;
  onCancel: () => void;
}

/** Current, new and confirmed password; checks them here, then asks the server. */
export function ChangePasswordForm({ id, onStatus, onDone, onCancel }: ChangePasswordFormProps) {
  const { t } = useTranslation('auth');
  const changePassword = useChangePassword();
  const { register, handleSubmit, reset, formState } = useForm<ChangePasswordFormValues>({
    resolver: passwordsSchema.resolver,
    mode: 'onTouched',
    defaultValues: EMPTY_PASSWORDS,
  });

  const submit = handleSubmit(
    ({ old_password, new_password }) =>
      changePassword.mutate({ old_password, new_password }, {
        onSuccess: (reply) => {
          reset(EMPTY_PASSWORDS);
          onStatus('success', reply?.detail ? serverText(t, reply.detail) : t('Password updated!'));
          onDone();
        },
        onError: (err) => onStatus('error', failureText(t, err, t('Failed to change password.'))),
      }),
    (errors) => onStatus('error', formProblem(t, errors)),
  );

  return (
    <form id={id} className={styles.passwordForm} onFocus={passwordsSchema.preload} onSubmit={(event) => void submit(event)} noValidate aria-label={t('Change Password')}>
      <Field label={t('Current password')} type="password" autoComplete="current-password" required {...register('old_password')} />
      <Field label={t('New password')} type="password" autoComplete="new-password" required {...register('new_password')} />
      <Field label={t('Confirm new password')} type="password" autoComplete="new-password" required {...register('confirm_password')} />
      <div className={styles.row}>
        <Button type="submit" loading={changePassword.isPending || formState.isSubmitting}>{t('Update password')}</Button>
        <Button variant="ghost" onClick={onCancel} disabled={changePassword.isPending}>{t('Cancel')}</Button>
      </div>
    </form>
  );
}
