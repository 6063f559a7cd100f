import { useTranslation } from 'react-i18next';
import { USER_TYPES, type RegistrationData, type UserType } from '@tutorium/shared/contracts';
import { Field } from '@tutorium/shared/ui';
import styles from './signup-page.module.css';

interface RegistrationFieldsProps {
  data: RegistrationData;
  onChange: (data: RegistrationData) => void;
  disabled: boolean;
}

/** Names, username, e-mail, password twice and the account type (student by default). */
export function RegistrationFields({ data, onChange, disabled }: RegistrationFieldsProps) {
  const { t } = useTranslation('auth');
  const typeLabels: Record<UserType, string> = { student: t('Student'), tutor: t('Tutor') };
  const text = (field: Exclude<keyof RegistrationData, 'user_type'>) => ({
    name: field,
    value: data[field],
    disabled,
    onChange: (event: { target: { value: string } }) => onChange({ ...data, [field]: event.target.value }),
  });

  return (
    <>
      <div className={styles.row}>
        <Field label={t('First name')} autoComplete="given-name" {...text('first_name')} />
        <Field label={t('Last name')} autoComplete="family-name" {...text('last_name')} />
      </div>
      <Field label={t('Username')} autoComplete="username" required {...text('username')} />
      <Field label={t('email', { ns: 'common' })} type="email" autoComplete="email" required {...text('email')} />
      <Field label={t('password', { ns: 'common' })} type="password" autoComplete="new-password" required {...text('password')} />
      <Field label={t('Confirm password')} type="password" autoComplete="new-password" required {...text('confirm_password')} />
      <Field
        as="select"
        label={t('I am a')}
        name="user_type"
        required
        disabled={disabled}
        value={data.user_type}
        onChange={(event) => onChange({ ...data, user_type: event.target.value as UserType })}
      >
        {USER_TYPES.map((type) => <option key={type} value={type}>{typeLabels[type]}</option>)}
      </Field>
    </>
  );
}
