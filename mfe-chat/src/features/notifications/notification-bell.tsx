import { useEffect, useId, useRef, useState } from 'react';
import { useRealtime } from '@tutorium/shared/realtime';
import { Link } from '@tutorium/shared/router';
import { useSession } from '@tutorium/shared/session';
import { Skeleton } from '@tutorium/shared/ui';
import { useLatestNotifications } from '../../api/get-notifications.api';
import { useUnreadCount } from '../../api/get-unread-count.api';
import { useMarkAllRead } from '../../api/mark-read.api';
import { useLiveNotifications } from '../../api/use-live-notifications';
import { useDeliveryAcknowledgements } from '../../common/acknowledge-delivery';
import { useChatT } from '../../common/chat-t';
import { NotificationItem } from './notification-item';
import styles from './notifications.module.css';

/**
 * The header's bell (a widget): the unread count, kept live by the socket it holds open for the
 * whole page; opening it shows the latest with View all, and marks everything read (count 0).
 * Holding the socket, it also acknowledges messages that arrive while the user is on another page.
 */
export function NotificationBell() {
  const t = useChatT();
  useRealtime();
  useLiveNotifications();
  useDeliveryAcknowledgements(useSession((state) => state.user?.id));
  const [open, setOpen] = useState(false);
  const unread = useUnreadCount();
  const latest = useLatestNotifications(open);
  const markAllRead = useMarkAllRead();
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();
  // Spec section 8: a count that fails to load shows as none.
  const count = unread.data ?? 0;

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const toggle = () => {
    if (!open && count > 0) markAllRead.mutate();
    setOpen(!open);
  };

  return (
    <div className={styles.bell} ref={root}>
      <button
        type="button"
        className={styles.bellButton}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={count > 0 ? t('Notifications, {{count}} unread', { count }) : t('Notifications')}
        onClick={toggle}
      >
        <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
          <path d="M13.73 21a2 2 0 0 1-3.46 0" />
        </svg>
        {count > 0 && <span className={styles.count} aria-hidden="true">{count > 99 ? '99+' : count}</span>}
      </button>
      {open && (
        <div id={panelId} className={styles.panel} role="region" aria-label={t('Notifications')}>
          {latest.isPending ? (
            <div aria-busy="true"><Skeleton height="2.5rem" /><Skeleton height="2.5rem" /></div>
          ) : (latest.data ?? []).length === 0 ? (
            <p className={styles.muted}>{t('No notifications yet.')}</p>
          ) : (
            <ul className={styles.list}>
              {(latest.data ?? []).map((notification) => (
                <NotificationItem key={notification.id} notification={notification} onFollow={() => setOpen(false)} />
              ))}
            </ul>
          )}
          <Link to="/notifications" className={styles.viewAll} onClick={() => setOpen(false)}>{t('View all')}</Link>
        </div>
      )}
    </div>
  );
}
