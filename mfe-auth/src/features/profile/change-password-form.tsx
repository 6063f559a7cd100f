import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Field } from '@tutorium/shared/ui';
import { failureText, serverText } from '../../common/failure-text';
import { isLongEnough, tooShortText } from '../../common/password-rules';
import type { StatusKind } from '../../common/use-timed-status';
import { changePassword } from './change-password.api';
import styles from './profile-page.module.css';

const EMPTY = { current: '', next: '', confirm: '' };

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
  const [values, setValues] = useState(EMPTY);
  const [pending, setPending] = useState(false);

  const problem = (): string | null => {
    if (!values.current || !values.next || !values.confirm) return t('Please fill in all password fields.');
    if (values.next !== values.confirm) return t('New passwords do not match');
    if (!isLongEnough(values.next)) return tooShortText(t);
    return null;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = problem();
    if (invalid) return onStatus('error', invalid);
    setPending(true);
    try {
      const reply = await changePassword({ old_password: values.current, new_password: values.next });
      setValues(EMPTY);
      onStatus('success', reply?.detail ? serverText(t, reply.detail) : t('Password updated!'));
      onDone();
    } catch (err) {
      onStatus('error', failureText(t, err, t('Failed to change password.')));
    } finally {
      setPending(false);
    }
  };

  const field = (name: keyof typeof EMPTY) => ({
    name,
    type: 'password',
    required: true,
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  return (
    <form id={id} className={styles.passwordForm} onSubmit={(event) => void submit(event)} noValidate aria-label={t('Change Password')}>
      <Field label={t('Current password')} autoComplete="current-password" {...field('current')} />
      <Field label={t('New password')} autoComplete="new-password" {...field('next')} />
      <Field label={t('Confirm new password')} autoComplete="new-password" {...field('confirm')} />
      <div className={styles.row}>
        <Button type="submit" loading={pending}>{t('Update password')}</Button>
        <Button variant="ghost" onClick={onCancel} disabled={pending}>{t('Cancel')}</Button>
      </div>
    </form>
  );
}
