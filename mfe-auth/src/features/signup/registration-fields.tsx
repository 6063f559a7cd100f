import { useTranslation } from 'react-i18next';
import type { UseFormRegister } from 'react-hook-form';
import { USER_TYPES, type UserType } from '@tutorium/shared/contracts';
import { Field } from '@tutorium/shared/ui';
import type { RegistrationFormValues } from './registration-form-schema';
import styles from './signup-page.module.css';

/** Names, username, e-mail, password twice and the account type (student by default). */
export function RegistrationFields({ register }: { register: UseFormRegister<RegistrationFormValues> }) {
  const { t } = useTranslation('auth');
  const typeLabels: Record<UserType, string> = { student: t('Student'), tutor: t('Tutor') };

  return (
    <>
      <div className={styles.row}>
        <Field label={t('First name')} autoComplete="given-name" {...register('first_name')} />
        <Field label={t('Last name')} autoComplete="family-name" {...register('last_name')} />
      </div>
      <Field label={t('Username')} autoComplete="username" required {...register('username')} />
      <Field label={t('email', { ns: 'common' })} type="email" autoComplete="email" required {...register('email')} />
      <Field label={t('password', { ns: 'common' })} type="password" autoComplete="new-password" required {...register('password')} />
      <Field label={t('Confirm password')} type="password" autoComplete="new-password" required {...register('confirm_password')} />
      <Field as="select" label={t('I am a')} required {...register('user_type')}>
        {USER_TYPES.map((type) => <option key={type} value={type}>{typeLabels[type]}</option>)}
      </Field>
    </>
  );
}
