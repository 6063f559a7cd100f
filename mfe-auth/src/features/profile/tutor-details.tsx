import { useTranslation } from 'react-i18next';
import type { User } from '@tutorium/shared/contracts';
import { Field } from '@tutorium/shared/ui';
import { LocationField } from '@tutorium/shared/places';
import { PhoneVerification } from './phone-verification';
import { withChosenLocation, withTypedLocation, type ProfileDraft } from './profile-draft';
import { ProfileSection } from './profile-section';

interface TutorDetailsProps {
  user: User;
  draft: ProfileDraft;
  editing: boolean;
  onChange: (update: (draft: ProfileDraft) => ProfileDraft) => void;
}

/** Education, experience, phone number (with Verify) and location: shown to tutors only. */
export function TutorDetails({ user, draft, editing, onChange }: TutorDetailsProps) {
  const { t } = useTranslation('auth');
  const text = (field: 'education' | 'experience' | 'phone_number') => ({
    name: field,
    value: draft[field],
    readOnly: !editing,
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      onChange((current) => ({ ...current, [field]: value }));
    },
  });

  return (
    <ProfileSection title={t('Tutor Details')}>
      <Field label={t('Education')} placeholder={t('e.g. BSc in Mathematics, University of Dhaka')} {...text('education')} />
      <Field label={t('Experience')} placeholder={t('e.g. 5 years teaching O and A level maths')} {...text('experience')} />
      <Field label={t('Phone number')} type="tel" autoComplete="tel" dir="ltr" {...text('phone_number')} />
      <PhoneVerification user={user} phoneNumber={draft.phone_number} />
      <LocationField
        value={draft.location}
        readOnly={!editing}
        onType={(value) => onChange((current) => withTypedLocation(current, value))}
        onChoose={(place) => onChange((current) => withChosenLocation(current, place))}
      />
    </ProfileSection>
  );
}
