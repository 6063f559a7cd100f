import { ButtonLink } from '@tutorium/shared/ui';
import { useChatT } from '../../common/chat-t';
import type { ChatState } from './chat-state';
import styles from './messages.module.css';

/**
 * The server's `chat.unlock`: these two have not unlocked each other, so nothing was sent. A student
 * is shown the tutor to unlock; a tutor is sent to the jobs, since unlocking one of the student's jobs opens the chat.
 */
export function UnlockNotice({ unlock }: { unlock: NonNullable<ChatState['unlock']> }) {
  const t = useChatT();
  const tutorId = unlock.tutor_id;
  return (
    <div role="alert" className={styles.unlock}>
      {tutorId !== undefined ? (
        <>
          <p>{t('You can message this tutor once you unlock their contact details.')}</p>
          <ButtonLink to={`/tutors/${tutorId}`} size="sm">{t('Unlock contact')}</ButtonLink>
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
