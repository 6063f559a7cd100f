import type { UserType } from '@tutorium/shared/contracts';
import { ButtonLink } from '@tutorium/shared/ui';
import { useChatT } from '../../common/chat-t';
import type { ChatState } from './chat-state';
import styles from './messages.module.css';

interface UnlockNoticeProps {
  unlock: NonNullable<ChatState['unlock']>;
  /** Who is reading: the way forward differs. */
  role: UserType;
}

/**
 * The server's `chat.unlock`: these two have not unlocked each other, so nothing was sent. A student
 * is sent to the tutor's profile to unlock the contact; a tutor to the jobs, since unlocking one
 * of the student's jobs opens the chat (spec section 6).
 */
export function UnlockNotice({ unlock, role }: UnlockNoticeProps) {
  const t = useChatT();
  return (
    <div role="alert" className={styles.unlock}>
      {role === 'student' ? (
        <>
          <p>{t('You can message this tutor once you unlock their contact details.')}</p>
          <ButtonLink to={`/tutors/${unlock.tutor_id}`} size="sm">{t('Unlock contact')}</ButtonLink>
        </>
      ) : (
        <>
          <p>{t('You can message this student once you unlock one of their jobs.')}</p>
          <ButtonLink to="/jobs" size="sm">{t('Find their jobs')}</ButtonLink>
        </>
      )}
    </div>
  );
}
