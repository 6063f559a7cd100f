import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TEACHING_MODES, type TeachingMode, type User } from '@tutorium/shared/contracts';
import { Field } from '@tutorium/shared/ui';
import { PhoneVerification } from './phone-verification';
import { ProfileSection } from './profile-section';
import type { AuthT } from '../../common/auth-t';
import styles from './profile-page.module.css';

// t('Online') t('At the student\'s home') t('At my place')
const MODE_LABELS: Record<TeachingMode, string> = {
  online: 'Online',
  student_home: "At the student's home",
  tutor_place: 'At my place',
};

type TextName = 'education' | 'experience' | 'phone_number';

/** What an input of the section gets: the form's registration while editing, the saved value otherwise. */
export interface TutorFields {
  text: (name: TextName) => Record<string, unknown> & { name: string };
  mode: (mode: TeachingMode) => Record<string, unknown> & { name: string };
  /** The number in the phone field (it may be a new, unsaved one): the one a code goes to. */
  phoneNumber: string;
  location: ReactNode;
}

interface TutorDetailsProps {
  user: User;
  fields: TutorFields;
  editing: boolean;
}

/** Education, experience, how they teach, phone number (with Verify) and location: shown to tutors only. */
export function TutorDetails({ user, fields, editing }: TutorDetailsProps) {
  const { t } = useTranslation('auth');
  return (
    <ProfileSection title={t('Tutor Details')}>
      <Field label={t('Education')} placeholder={t('e.g. BSc in Mathematics, University of Dhaka')} readOnly={!editing} {...fields.text('education')} />
      <Field label={t('Experience')} placeholder={t('e.g. 5 years teaching O and A level maths')} readOnly={!editing} {...fields.text('experience')} />
      <fieldset className={styles.teachingModes} disabled={!editing}>
        <legend>{t('How I teach')}</legend>
        {TEACHING_MODES.map((mode) => (
          <label key={mode}>
            <input type="checkbox" value={mode} {...fields.mode(mode)} /> {t(MODE_LABELS[mode])}
          </label>
        ))}
      </fieldset>
      <Field label={t('Phone number')} type="tel" autoComplete="tel" dir="ltr" readOnly={!editing} {...fields.text('phone_number')} />
      <PhoneVerification user={user} phoneNumber={fields.phoneNumber} />
      {fields.location}
    </ProfileSection>
  );
}

/**
 * The saved details, read only: what a tutor's profile shows without its form. The location is a
 * read-only text box like the others; the place picker (shared/places) comes with the form.
 */
export function savedTutorFields(user: User, t: AuthT): TutorFields {
  const saved: Record<TextName, string> = {
    education: user.education ?? '',
    experience: user.experience ?? '',
    phone_number: user.phone_number ?? '',
  };
  return {
    text: (name) => ({ name, value: saved[name], readOnly: true }),
    mode: (mode) => ({ name: 'teaching_modes', checked: (user.teaching_modes ?? []).includes(mode), readOnly: true }),
    phoneNumber: saved.phone_number,
    location: <Field label={t('Location')} name="location" value={user.location ?? ''} readOnly />,
  };
}
