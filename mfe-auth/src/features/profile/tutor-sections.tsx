import { useTranslation } from 'react-i18next';
import type { User } from '@tutorium/shared/contracts';
import { savedTutorFields, TutorDetails } from './tutor-details';
import { VerificationSection } from './verification-section';

/** A tutor's details and verification in view mode: a chunk of its own, which a student's profile never loads. */
export default function TutorSections({ user }: { user: User }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <TutorDetails user={user} fields={savedTutorFields(user, t)} editing={false} />
      <VerificationSection />
    </>
  );
}
