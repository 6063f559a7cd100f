import { useTranslation } from 'react-i18next';
import { Field } from '@tutorium/shared/ui';
import { ProfileSection } from './profile-section';

interface AboutSectionProps {
  tutor: boolean;
  bio: string;
  editing: boolean;
  onChange: (bio: string) => void;
}

/** Professional Bio for tutors, About Me for students. */
export function AboutSection({ tutor, bio, editing, onChange }: AboutSectionProps) {
  const { t } = useTranslation('auth');
  return (
    <ProfileSection title={tutor ? t('Professional Bio') : t('About Me')}>
      <Field
        as="textarea"
        label={t('Bio')}
        name="bio"
        value={bio}
        readOnly={!editing}
        hint={tutor
          ? t('Tell students about your teaching style, subjects and achievements.')
          : t('Tell tutors what you want to learn and how you like to study.')}
        onChange={(event) => onChange(event.target.value)}
      />
    </ProfileSection>
  );
}
