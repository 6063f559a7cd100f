import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PROFILE_STATUS_MS, type EditProfileRequest, type User } from '@tutorium/shared/contracts';
import { useCurrentUser } from '@tutorium/shared/query';
import { getSession } from '@tutorium/shared/session';
import { ButtonLink, ErrorState, Skeleton } from '@tutorium/shared/ui';
import { useEditProfile } from '../../api/edit-profile.api';
import { failureText } from '../../common/failure-text';
import { lazyZodResolver } from '../../common/lazy-zod-resolver';
import { StatusBanner } from '../../common/status-banner';
import { useTimedStatus } from '../../common/use-timed-status';
import { AboutSection } from './about-section';
import { AccountActions } from './account-actions';
import { NotificationSettingsSection } from './notification-settings';
import { BasicInformation } from './basic-information';
import { ProfileHeader } from './profile-header';
import type { ProfileFormValues } from './profile-form-schema';
import { TutorDetails } from './tutor-details';
import { VerificationSection } from './verification-section';
import styles from './profile-page.module.css';

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
      {me.isSuccess && <ProfileView key={me.data.id} user={me.data} />}
    </div>
  );
}

/** View mode, Edit Profile, Save Changes (back to view mode); the profile's status banner lasts 3 s. */
function ProfileView({ user }: { user: User }) {
  const { t } = useTranslation('auth');
  const tutor = user.user_type === 'tutor';
  const editProfile = useEditProfile(user);
  const [editing, setEditing] = useState(false);
  const status = useTimedStatus(PROFILE_STATUS_MS);
  const schema = useMemo(
    () => lazyZodResolver(() => import('./profile-form-schema').then((module) => module.profileFormSchema(user.user_type))),
    [user.user_type],
  );
  // Outside Edit Profile the fields follow the saved user (a phone number just verified, say);
  // while editing they hold the draft, whatever changes meanwhile.
  const form = useForm<ProfileFormValues, unknown, EditProfileRequest>({
    resolver: schema.resolver,
    mode: 'onTouched',
    values: editing ? undefined : profileFormValues(user),
  });
  // Leaving Edit Profile drops the draft, or shows what was just saved.
  const leaveEditing = (saved: User) => {
    form.reset(profileFormValues(saved));
    setEditing(false);
  };

  const save = form.handleSubmit((request) =>
    editProfile.mutate(request, {
      onSuccess: (saved) => {
        leaveEditing(saved);
        status.show('success', t('Profile updated successfully!'));
      },
      onError: (err) => status.show('error', failureText(t, err, t('Failed to update profile.'))),
    }),
  );

  return (
    <>
      <ProfileHeader
        user={user}
        editing={editing}
        saving={editProfile.isPending || form.formState.isSubmitting}
        onEdit={() => {
          schema.preload();
          setEditing(true);
        }}
        onSave={() => void save()}
        onCancel={() => leaveEditing(user)}
        onStatus={status.show}
      />
      <StatusBanner status={status.status} />
      <div className={styles.sections}>
        <BasicInformation user={user} />
        {tutor && <TutorDetails user={user} form={form} editing={editing} />}
        {tutor && <VerificationSection />}
        <AboutSection tutor={tutor} control={form.control} editing={editing} />
        <NotificationSettingsSection tutor={tutor} />
        <AccountActions />
      </div>
    </>
  );
}

/** The form's values for `user` as saved. */
function profileFormValues(user: User): ProfileFormValues {
  return {
    bio: user.bio ?? '',
    education: user.education ?? '',
    experience: user.experience ?? '',
    phone_number: user.phone_number ?? '',
    location: user.location ?? '',
    coordinates: null,
    locationEdited: false,
    teaching_modes: user.teaching_modes ?? [],
  };
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
