import { useTranslation } from 'react-i18next';
import type { User } from '@tutorium/shared/contracts';
import { ProfileSection } from './profile-section';
import styles from './profile-page.module.css';

/** Username and account type (read only). */
export function BasicInformation({ user }: { user: User }) {
  const { t } = useTranslation('auth');
  return (
    <ProfileSection title={t('Basic Information')}>
      <dl className={styles.facts}>
        <dt>{t('Username')}</dt>
        <dd>{user.username}</dd>
        <dt>{t('email', { ns: 'common' })}</dt>
        <dd>{user.email}</dd>
        <dt>{t('User type')}</dt>
        <dd>{user.user_type === 'tutor' ? t('Tutor') : t('Student')}</dd>
      </dl>
    </ProfileSection>
  );
}
