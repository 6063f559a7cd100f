import { lazy, Suspense, useEffect, useState, useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import { PROFILE_STATUS_MS, type User } from '@tutorium/shared/contracts';
import { useCurrentUser } from '@tutorium/shared/query';
import { getSession } from '@tutorium/shared/session';
import { ButtonLink, ErrorState, Skeleton } from '@tutorium/shared/ui';
import { StatusBanner } from '../../common/status-banner';
import { useTimedStatus } from '../../common/use-timed-status';
import { AboutSection, savedBio } from './about-section';
import { ProfileHeader } from './profile-header';
import { ProfileSections } from './profile-sections';
import styles from './profile-page.module.css';

const ProfileForm = lazy(() => import('./profile-form'));
const TutorSections = lazy(() => import('./tutor-sections'));

/** /profile (behind the login guard): the signed-in user's profile from users/me, its editing and account actions. */
export default function ProfilePage() {
  const { t } = useTranslation('auth');
  const me = useCurrentUser();

  // The header shows the session's user: it gets the same fresh one as the page.
  useEffect(() => {
    if (me.data) getSession().setUser(me.data);
  }, [me.data]);

  return (
    <div className={styles.page}>
      <title>{`${t('profile', { ns: 'common' })} | Tutorium`}</title>
      {me.isPending && <ProfileLoading />}
      {me.isError && (
        <div className={styles.failure}>
          <ErrorState title={t('Failed to load profile. Please log in again.')} />
          <ButtonLink to="/login">{t('Go to Login')}</ButtonLink>
        </div>
      )}
      {/* Keyed by user id: another account signing in (another tab) starts from its own data. */}
      {/* Around the view, not in it: opening the form (a transition) keeps the view until it is there. */}
      {me.isSuccess && (
        <Suspense fallback={<ProfileLoading />}>
          <ProfileView key={me.data.id} user={me.data} />
        </Suspense>
      )}
    </div>
  );
}

/**
 * View mode, Edit Profile, Save Changes (back to view mode); the profile's status banner lasts 3 s.
 * In view mode the profile is shown without its form: react-hook-form (13 KiB) loads with Edit
 * Profile, the page staying as it is until the form is there (a transition).
 */
function ProfileView({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  const [opening, startOpening] = useTransition();
  const status = useTimedStatus(PROFILE_STATUS_MS);
  const tutor = user.user_type === 'tutor';
  if (editing) {
    return <ProfileForm user={user} editing={editing} setEditing={setEditing} status={status} />;
  }
  return (
    <>
      <ProfileHeader
        user={user}
        editing={false}
        saving={false}
        opening={opening}
        onEdit={() => startOpening(() => setEditing(true))}
        onSave={() => undefined}
        onCancel={() => undefined}
        onStatus={status.show}
      />
      <StatusBanner status={status.status} />
      <ProfileSections
        user={user}
        details={tutor && (
          <Suspense fallback={<Skeleton lines={6} />}>
            <TutorSections user={user} />
          </Suspense>
        )}
        about={<AboutSection tutor={tutor} bio={savedBio(user.bio)} editing={false} />}
      />
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
