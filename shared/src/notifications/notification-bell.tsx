import { useCallback, useId, useState, type ReactNode } from 'react';
import { useDeliveryAcknowledgements, useRealtime } from '../realtime';
import { useSession } from '../session';
import { useDismiss } from '../ui/use-dismiss';
import { useLiveNotifications, useMarkAllRead, useUnreadCount } from './notifications.api';
import styles from './notification-bell.module.css';

export interface NotificationBellProps {
  /** What the open panel holds (the latest notifications); `close` closes it. */
  panel: (close: () => void) => ReactNode;
  /** The bell's name, and its name with a count, in the caller's texts. */
  label: string;
  unreadLabel: (count: number) => string;
  /** Someone is about to open it (a pointer over it, the focus): a time to fetch the panel's code. */
  onIntent?: () => void;
}

/**
 * The header's notifications bell: the unread count over REST, kept live by the page's socket,
 * which it holds open on every page (so it also acknowledges messages that reach the user while
 * they are elsewhere: their sender sees two grey ticks). Opening it marks everything read (count
 * 0) and shows the panel; Escape, a press outside or `close` closes it.
 */
export function NotificationBell({ panel, label, unreadLabel, onIntent }: NotificationBellProps) {
  useRealtime();
  useLiveNotifications();
  useDeliveryAcknowledgements(useSession((state) => state.user?.id));
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const root = useDismiss<HTMLDivElement>(open, close);
  const unread = useUnreadCount();
  const markAllRead = useMarkAllRead();
  const panelId = useId();
  // Spec section 8: a count that fails to load shows as none.
  const count = unread.data ?? 0;

  const toggle = () => {
    if (!open && count > 0) markAllRead();
    setOpen(!open);
  };

  return (
    <div className={styles.bell} ref={root}>
      <button
        type="button"
        className={styles.bellButton}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={count > 0 ? unreadLabel(count) : label}
        onClick={toggle}
        onMouseEnter={onIntent}
        onFocus={onIntent}
      >
        <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
          <path d="M13.73 21a2 2 0 0 1-3.46 0" />
        </svg>
        {count > 0 && <span className={styles.count} aria-hidden="true">{count > 99 ? '99+' : count}</span>}
      </button>
      {open && (
        <div id={panelId} className={styles.panel} role="region" aria-label={label}>
          {panel(close)}
        </div>
      )}
    </div>
  );
}
