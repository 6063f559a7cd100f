import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@tutorium/shared/api';
import { TUTOR_MESSAGES, type ContactUnlockReply } from '@tutorium/shared/contracts';
import { useSession } from '@tutorium/shared/session';
import { Button, ButtonLink, InsufficientPointsModal } from '@tutorium/shared/ui';
import { isNotEnoughPoints, useUnlockContact } from './unlock-contact.api';
import styles from './contact-box.module.css';

export interface ContactBoxProps {
  tutorId: number;
  /** The tutor's username: Message Tutor opens the conversation with them. */
  username: string;
  /** Whether the viewer may see the contact (they unlocked it, or it is theirs). */
  unlocked: boolean;
  /** The contact itself, shown once unlocked (each page lays it out its own way). */
  children?: ReactNode;
  /** After an unlock: the page shows the contact at once (the reply carries it). */
  onUnlocked?: (reply: ContactUnlockReply) => Promise<unknown> | void;
}

/**
 * The contact box of a tutor, on their profile and their gigs alike: locked until a student
 * unlocks it for 1 point, then the contact and Message Tutor. Other roles are told only students
 * can unlock; a short balance opens the Not Enough Points modal.
 */
export function ContactBox({ tutorId, username, unlocked, children, onUnlocked }: ContactBoxProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const student = useSession((state) => state.user?.user_type === 'student');
  const unlock = useUnlockContact(tutorId, onUnlocked);
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
    <section className={styles.contact} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('Contact Information')}</h2>
      {unlocked ? (
        <>
          {children}
          {student && <ButtonLink to={`/messages/?username=${encodeURIComponent(username)}`}>{t('Message Tutor')}</ButtonLink>}
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
