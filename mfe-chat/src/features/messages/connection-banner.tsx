import { useConnectionState } from '@tutorium/shared/realtime';
import { useChatT } from '../../common/chat-t';
import styles from './messages.module.css';

/** What the user needs to know about the connection: nothing while open, else what is happening and what waits. */
export function ConnectionBanner() {
  const t = useChatT();
  const { status, queued } = useConnectionState();
  if (status === 'open' || status === 'idle') return null;
  const text = status === 'connecting' ? t('Connecting…') : status === 'reconnecting' ? t('Connection lost. Reconnecting…') : t('You are offline.');
  const waiting = queued === 0
    ? null
    : queued === 1
      ? t('1 message will be sent when you are back online.')
      : t('{{count}} messages will be sent when you are back online.', { count: queued });
  return (
    <p role="status" className={status === 'connecting' ? styles.banner : `${styles.banner} ${styles.bannerWarning}`}>
      {text}
      {waiting && <> {waiting}</>}
    </p>
  );
}
