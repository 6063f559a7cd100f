import { useQueryClient } from '@tanstack/react-query';
import { ContactBox as SharedContactBox } from '@tutorium/shared/contacts';
import type { ContactUnlockReply, TutorProfile } from '@tutorium/shared/contracts';
import { tutorKeys } from '../../api/tutor-keys';
import { useTutorsT } from '../../common/tutors-t';
import styles from './tutor-profile.module.css';

/** The profile's contact box: phone and e-mail once unlocked; the unlock shows them at once. */
export function ContactBox({ tutor }: { tutor: TutorProfile }) {
  const t = useTutorsT();
  const client = useQueryClient();
  const showUnlocked = (reply: ContactUnlockReply) => {
    client.setQueryData<TutorProfile>(tutorKeys.detail(tutor.id), (profile) =>
      profile && { ...profile, contact_unlocked: true, phone_number: reply.phone, email: reply.email });
    return client.invalidateQueries({ queryKey: tutorKeys.lists() });
  };
  return (
    <SharedContactBox tutorId={tutor.id} username={tutor.username} unlocked={tutor.contact_unlocked} onUnlocked={showUnlocked}>
      {tutor.phone_number || tutor.email ? (
        <dl className={styles.facts}>
          <dt>{t('Phone')}</dt>
          <dd>{tutor.phone_number ?? t('Contact not available')}</dd>
          <dt>{t('Email')}</dt>
          <dd>{tutor.email || t('Contact not available')}</dd>
        </dl>
      ) : (
        <p>{t('Contact not available')}</p>
      )}
    </SharedContactBox>
  );
}
