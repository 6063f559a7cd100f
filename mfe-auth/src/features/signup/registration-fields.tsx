import { useTranslation } from 'react-i18next';
import { USER_TYPES, type UserType } from '@tutorium/shared/contracts';
import { Field } from '@tutorium/shared/ui';
import { EMPTY_REGISTRATION } from './registration-form';
import styles from './signup-page.module.css';

/** Names, username, e-mail, password twice and the account type (student by default); read by name (registrationValuesOf). */
export function RegistrationFields({ disabled = false }: { disabled?: boolean }) {
  const { t } = useTranslation('auth');
  const typeLabels: Record<UserType, string> = { student: t('Student'), tutor: t('Tutor') };

  return (
    <>
      <div className={styles.row}>
        <Field label={t('First name')} autoComplete="given-name" name="first_name" disabled={disabled} />
        <Field label={t('Last name')} autoComplete="family-name" name="last_name" disabled={disabled} />
      </div>
      <Field label={t('Username')} autoComplete="username" required name="username" disabled={disabled} />
      <Field label={t('email', { ns: 'common' })} type="email" autoComplete="email" required name="email" disabled={disabled} />
      <Field label={t('password', { ns: 'common' })} type="password" autoComplete="new-password" required name="password" disabled={disabled} />
      <Field label={t('Confirm password')} type="password" autoComplete="new-password" required name="confirm_password" disabled={disabled} />
      <Field as="select" label={t('I am a')} required name="user_type" defaultValue={EMPTY_REGISTRATION.user_type} disabled={disabled}>
        {USER_TYPES.map((type) => <option key={type} value={type}>{typeLabels[type]}</option>)}
      </Field>
    </>
  );
}
