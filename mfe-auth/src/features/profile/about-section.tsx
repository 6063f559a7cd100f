import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '@tutorium/shared/ui';
import type { ProfileFormValues } from './profile-form-schema';
import { ProfileSection } from './profile-section';

interface AboutSectionProps {
  tutor: boolean;
  register: UseFormRegister<ProfileFormValues>;
  editing: boolean;
}

/** Professional Bio for tutors, About Me for students. */
export function AboutSection({ tutor, register, editing }: AboutSectionProps) {
  const { t } = useTranslation('auth');
  return (
    <ProfileSection title={tutor ? t('Professional Bio') : t('About Me')}>
      <Field
        as="textarea"
        label={t('Bio')}
        readOnly={!editing}
        hint={tutor
          ? t('Tell students about your teaching style, subjects and achievements.')
          : t('Tell tutors what you want to learn and how you like to study.')}
        {...register('bio')}
      />
    </ProfileSection>
  );
}
