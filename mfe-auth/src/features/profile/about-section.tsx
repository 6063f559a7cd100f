import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { EditProfileRequest } from '@tutorium/shared/contracts';
import { Field } from '@tutorium/shared/ui';
import type { ProfileFormValues } from './profile-form-schema';
import { ProfileSection } from './profile-section';

interface AboutSectionProps {
  tutor: boolean;
  control: Control<ProfileFormValues, unknown, EditProfileRequest>;
  editing: boolean;
}

/** Professional Bio for tutors, About Me for students. */
export function AboutSection({ tutor, control, editing }: AboutSectionProps) {
  const { t } = useTranslation('auth');
  return (
    <ProfileSection title={tutor ? t('Professional Bio') : t('About Me')}>
      {/* Controlled: React then writes the bio into the text area's own text too, which text search reads. */}
      <Controller
        control={control}
        name="bio"
        render={({ field }) => (
          <Field
            as="textarea"
            label={t('Bio')}
            readOnly={!editing}
            hint={tutor
              ? t('Tell students about your teaching style, subjects and achievements.')
              : t('Tell tutors what you want to learn and how you like to study.')}
            {...field}
          />
        )}
      />
    </ProfileSection>
  );
}
