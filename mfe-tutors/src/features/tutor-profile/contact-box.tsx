import { useState } from 'react';
import { ApiError } from '@tutorium/shared/api';
import { TUTOR_MESSAGES, type TutorProfile } from '@tutorium/shared/contracts';
import { useSession } from '@tutorium/shared/session';
import { Button, ButtonLink, InsufficientPointsModal } from '@tutorium/shared/ui';
import { useUnlockContact } from '../../api/unlock-contact.api';
import { useTutorsT } from '../../common/tutors-t';
import styles from './tutor-profile.module.css';

/** Spec section 8: a 402, or a message about credit, means the balance is short. */
export const isNotEnoughPoints = (error: unknown) =>
  error instanceof ApiError && (error.status === 402 || /credit/i.test(error.serverMessage ?? ''));

/**
 * The contact box: locked until a student unlocks it for 1 point, then phone and e-mail and
 * Message Tutor. Other roles are told only students can unlock.
 */
export function ContactBox({ tutor }: { tutor: TutorProfile }) {
  const t = useTutorsT();
  const student = useSession((state) => state.user?.user_type === 'student');
  const unlock = useUnlockContact(tutor.id);
  const [short, setShort] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const start = () => {
    setFailure(null);
    unlock.mutate(undefined, {
      onError: (error) => {
        if (isNotEnoughPoints(error)) setShort(true);
        else setFailure(error instanceof ApiError && error.serverMessage ? error.serverMessage : t('Failed to unlock contact info.'));
      },
    });
  };

  return (
    <section className={styles.contact} aria-labelledby="contact-title">
      <h2 id="contact-title">{t('Contact Information')}</h2>
      {tutor.contact_unlocked ? (
        <>
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
          {student && (
            <ButtonLink to={`/messages/?username=${encodeURIComponent(tutor.username)}`}>{t('Message Tutor')}</ButtonLink>
          )}
        </>
      ) : student ? (
        <>
          <p>{t('Unlock this tutor to see their phone and e-mail and to message them.')}</p>
          <Button onClick={start} loading={unlock.isPending}>
            {t('Unlock Contact (1 point)')}
          </Button>
          {failure && <p role="alert" className={styles.error}>{failure}</p>}
        </>
      ) : (
        // t('Only students can unlock tutor contact info. Please log in as a student.')
        <p>{t(TUTOR_MESSAGES.studentsOnlyUnlock)}</p>
      )}
      {/* t('You need more points to unlock contact information. Please purchase points to proceed.') */}
      <InsufficientPointsModal open={short} onClose={() => setShort(false)} message={t(TUTOR_MESSAGES.notEnoughPointsToUnlock)} />
    </section>
  );
}
