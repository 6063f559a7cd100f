import type { ControllerRenderProps } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '@tutorium/shared/ui';
import type { ProfileFormValues } from './profile-form-schema';
import { ProfileSection } from './profile-section';

/** The bio's text area: the form's field while editing (a Controller's), the saved text otherwise. */
export type BioField = Pick<ControllerRenderProps<ProfileFormValues, 'bio'>, 'name' | 'value' | 'onChange' | 'onBlur' | 'ref'>;

interface AboutSectionProps {
  tutor: boolean;
  bio: BioField;
  editing: boolean;
}

/** Professional Bio for tutors, About Me for students. */
export function AboutSection({ tutor, bio, editing }: AboutSectionProps) {
  const { t } = useTranslation('auth');
  return (
    <ProfileSection title={tutor ? t('Professional Bio') : t('About Me')}>
      {/* Controlled: React then writes the bio into the text area's own text too, which text search reads. */}
      <Field
        as="textarea"
        label={t('Bio')}
        readOnly={!editing}
        hint={tutor
          ? t('Tell students about your teaching style, subjects and achievements.')
          : t('Tell tutors what you want to learn and how you like to study.')}
        {...bio}
      />
    </ProfileSection>
  );
}

/** The saved bio, read only: what the profile shows without its form. */
export function savedBio(text: string | null | undefined): BioField {
  return { name: 'bio', value: text ?? '', onChange: () => undefined, onBlur: () => undefined, ref: () => undefined };
}
