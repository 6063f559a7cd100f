import { useEffect, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { EditProfileRequest, User } from '@tutorium/shared/contracts';
import { LocationField } from '@tutorium/shared/places';
import { useEditProfile } from '../../api/edit-profile.api';
import { failureText } from '../../common/failure-text';
import { lazyZodResolver } from '../../common/lazy-zod-resolver';
import { StatusBanner } from '../../common/status-banner';
import type { TimedStatus } from '../../common/use-timed-status';
import { AboutSection } from './about-section';
import { ProfileHeader } from './profile-header';
import type { ProfileFormValues } from './profile-form-schema';
import { ProfileSections } from './profile-sections';
import { TutorDetails, type TutorFields } from './tutor-details';
import { VerificationSection } from './verification-section';

export interface ProfileFormProps {
  user: User;
  editing: boolean;
  setEditing: (editing: boolean) => void;
  status: TimedStatus;
}

/**
 * The profile while editing, as a form (react-hook-form). A chunk of its own: the profile shows
 * without it until Edit Profile (profile-page.tsx).
 */
export default function ProfileForm({ user, editing, setEditing, status }: ProfileFormProps) {
  const { t } = useTranslation('auth');
  const tutor = user.user_type === 'tutor';
  const editProfile = useEditProfile(user);
  const schema = useMemo(
    () => lazyZodResolver(() => import('./profile-form-schema').then((module) => module.profileFormSchema(user.user_type))),
    [user.user_type],
  );
  // The form starts from the saved user (a student's opens in edit mode). Outside Edit Profile the
  // fields follow the saved user (a phone number just verified, say); while editing they hold the
  // draft, whatever changes meanwhile.
  const form = useForm<ProfileFormValues, unknown, EditProfileRequest>({
    resolver: schema.resolver,
    mode: 'onTouched',
    defaultValues: profileFormValues(user),
    values: editing ? undefined : profileFormValues(user),
  });
  useEffect(() => {
    if (editing) schema.preload();
  }, [editing, schema]);
  // The number in the phone field (it may be a new, unsaved one) is the one a code goes to.
  const phoneNumber = useWatch({ control: form.control, name: 'phone_number' });
  // Typing replaces the chosen place, whose text it no longer names; either way the location is sent.
  const setPlace = (coordinates: ProfileFormValues['coordinates']) => {
    form.setValue('coordinates', coordinates);
    form.setValue('locationEdited', true);
  };
  const tutorFields: TutorFields = {
    text: (name) => form.register(name),
    mode: () => form.register('teaching_modes'),
    phoneNumber,
    location: (
      <Controller
        control={form.control}
        name="location"
        render={({ field }) => (
          <LocationField
            value={field.value}
            readOnly={!editing}
            onBlur={field.onBlur}
            onType={(text) => {
              field.onChange(text);
              setPlace(null);
            }}
            onChoose={(place) => {
              field.onChange(place.display_name);
              setPlace({ latitude: place.lat, longitude: place.lon });
            }}
          />
        )}
      />
    ),
  };
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
        onEdit={() => setEditing(true)}
        onSave={() => void save()}
        onCancel={() => leaveEditing(user)}
        onStatus={status.show}
      />
      <StatusBanner status={status.status} />
      <ProfileSections
        user={user}
        details={tutor && (
          <>
            <TutorDetails user={user} fields={tutorFields} editing={editing} />
            <VerificationSection />
          </>
        )}
        about={(
          <Controller
            control={form.control}
            name="bio"
            render={({ field }) => <AboutSection tutor={tutor} bio={field} editing={editing} />}
          />
        )}
      />
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
