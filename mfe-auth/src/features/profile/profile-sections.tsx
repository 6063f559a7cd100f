import type { ReactNode } from 'react';
import type { User } from '@tutorium/shared/contracts';
import { AccountActions } from './account-actions';
import { BasicInformation } from './basic-information';
import { NotificationSettingsSection } from './notification-settings';
import styles from './profile-page.module.css';

interface ProfileSectionsProps {
  user: User;
  /** A tutor's details and verification, between the basic information and the bio. */
  details?: ReactNode;
  /** The bio's section, from the form or the saved text. */
  about: ReactNode;
}

/** The profile's sections in their order, with or without its form. */
export function ProfileSections({ user, details, about }: ProfileSectionsProps) {
  return (
    <div className={styles.sections}>
      <BasicInformation user={user} />
      {details}
      {about}
      <NotificationSettingsSection tutor={user.user_type === 'tutor'} />
      <AccountActions />
    </div>
  );
}
