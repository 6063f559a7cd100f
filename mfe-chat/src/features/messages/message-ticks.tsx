import { useChatT } from '../../common/chat-t';
import type { ShownMessage } from './chat-state';
import styles from './messages.module.css';

/** One tick sent, two grey delivered, two blue seen (spec section 2); a clock while not yet sent. */
export function MessageTicks({ status }: { status: ShownMessage['status'] }) {
  const t = useChatT();
  const look = {
    pending: { marks: '🕓', label: t('Not sent yet'), className: styles.tickPending },
    sent: { marks: '✓', label: t('Sent'), className: styles.tick },
    delivered: { marks: '✓✓', label: t('Delivered'), className: styles.tick },
    seen: { marks: '✓✓', label: t('Seen'), className: `${styles.tick} ${styles.tickSeen}` },
  }[status];
  return (
    <span role="img" aria-label={look.label} title={look.label} className={look.className} data-status={status}>
      {look.marks}
    </span>
  );
}
