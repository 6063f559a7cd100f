import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TEACHING_MODES, type EditProfileRequest, type TeachingMode, type User } from '@tutorium/shared/contracts';
import { LocationField } from '@tutorium/shared/places';
import { Field } from '@tutorium/shared/ui';
import { PhoneVerification } from './phone-verification';
import type { ProfileFormValues } from './profile-form-schema';
import { ProfileSection } from './profile-section';
import styles from './profile-page.module.css';

// t('Online') t('At the student\'s home') t('At my place')
const MODE_LABELS: Record<TeachingMode, string> = {
  online: 'Online',
  student_home: "At the student's home",
  tutor_place: 'At my place',
};

interface TutorDetailsProps {
  user: User;
  form: UseFormReturn<ProfileFormValues, unknown, EditProfileRequest>;
  editing: boolean;
}

/** Education, experience, how they teach, phone number (with Verify) and location: shown to tutors only. */
export function TutorDetails({ user, form, editing }: TutorDetailsProps) {
  const { t } = useTranslation('auth');
  const { register, control, setValue } = form;
  // The number in the field (it may be a new, unsaved one) is the one a code goes to.
  const phoneNumber = useWatch({ control, name: 'phone_number' });
  // Typing replaces the chosen place, whose text it no longer names; either way the location is sent.
  const setPlace = (coordinates: ProfileFormValues['coordinates']) => {
    setValue('coordinates', coordinates);
    setValue('locationEdited', true);
  };

  return (
    <ProfileSection title={t('Tutor Details')}>
      <Field label={t('Education')} placeholder={t('e.g. BSc in Mathematics, University of Dhaka')} readOnly={!editing} {...register('education')} />
      <Field label={t('Experience')} placeholder={t('e.g. 5 years teaching O and A level maths')} readOnly={!editing} {...register('experience')} />
      <fieldset className={styles.teachingModes} disabled={!editing}>
        <legend>{t('How I teach')}</legend>
        {TEACHING_MODES.map((mode) => (
          <label key={mode}>
            <input type="checkbox" value={mode} {...register('teaching_modes')} /> {t(MODE_LABELS[mode])}
          </label>
        ))}
      </fieldset>
      <Field label={t('Phone number')} type="tel" autoComplete="tel" dir="ltr" readOnly={!editing} {...register('phone_number')} />
      <PhoneVerification user={user} phoneNumber={phoneNumber} />
      <Controller
        control={control}
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
    </ProfileSection>
  );
}
