import { useTranslation } from 'react-i18next';
import type { User } from '@tutorium/shared/contracts';
import { useSession } from '@tutorium/shared/session';
import { ButtonLink, ErrorState, Skeleton } from '@tutorium/shared/ui';
import { StatusBanner } from '../../common/status-banner';
import { AboutSection } from './about-section';
import { AccountActions } from './account-actions';
import { BasicInformation } from './basic-information';
import { ProfileHeader } from './profile-header';
import { TutorDetails } from './tutor-details';
import { useProfileEditor } from './use-profile-editor';
import { useProfileLoad } from './use-profile-load';
import styles from './profile-page.module.css';

/** /profile (behind the login guard): the signed-in user's profile, its editing and account actions. */
export default function ProfilePage() {
  const { t } = useTranslation('auth');
  const load = useProfileLoad();
  const user = useSession((state) => state.user);

  return (
    <div className={styles.page}>
      <title>{`${t('profile', { ns: 'common' })} | Tutorium`}</title>
      {load === 'loading' && <ProfileLoading />}
      {(load === 'error' || (load === 'ready' && !user)) && (
        <div className={styles.failure}>
          <ErrorState title={t('Failed to load profile. Please log in again.')} />
          <ButtonLink to="/login">{t('Go to Login')}</ButtonLink>
        </div>
      )}
      {/* Keyed by user id: another account signing in (another tab) starts from its own data. */}
      {load === 'ready' && user && <ProfileView key={user.id} user={user} />}
    </div>
  );
}

function ProfileView({ user }: { user: User }) {
  const editor = useProfileEditor(user);
  const tutor = user.user_type === 'tutor';
  return (
    <>
      <ProfileHeader
        user={user}
        editing={editor.editing}
        saving={editor.saving}
        onEdit={editor.startEditing}
        onSave={() => void editor.save()}
        onCancel={editor.cancel}
        onStatus={editor.showStatus}
      />
      <StatusBanner status={editor.status} />
      <div className={styles.sections}>
        <BasicInformation user={user} />
        {tutor && <TutorDetails user={user} draft={editor.shown} editing={editor.editing} onChange={editor.setDraft} />}
        <AboutSection
          tutor={tutor}
          bio={editor.shown.bio}
          editing={editor.editing}
          onChange={(bio) => editor.setDraft((draft) => ({ ...draft, bio }))}
        />
        <AccountActions />
      </div>
    </>
  );
}

function ProfileLoading() {
  const { t } = useTranslation('auth');
  return (
    <div aria-busy="true" className={styles.loading}>
      <p role="status" className={styles.visuallyHidden}>{t('Loading profile...')}</p>
      <Skeleton shape="circle" width="6rem" height="6rem" />
      <Skeleton height="1.75rem" width="40%" />
      <Skeleton lines={4} />
    </div>
  );
}
