import type { User } from '@tutorium/shared/contracts';
import { savedTutorFields, TutorDetails } from './tutor-details';
import { VerificationSection } from './verification-section';

/** A tutor's details and verification in view mode: a chunk of its own, which a student's profile never loads. */
export default function TutorSections({ user }: { user: User }) {
  return (
    <>
      <TutorDetails user={user} fields={savedTutorFields(user)} editing={false} />
      <VerificationSection />
    </>
  );
}
