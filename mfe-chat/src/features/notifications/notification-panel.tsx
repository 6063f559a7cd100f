import type { WidgetProps } from '@tutorium/shared/federation';
import { Link } from '@tutorium/shared/router';
import { Skeleton } from '@tutorium/shared/ui';
import { useLatestNotifications } from '../../api/get-notifications.api';
import { useChatT } from '../../common/chat-t';
import { NotificationItem } from './notification-item';
import styles from './notifications.module.css';

/**
 * What the bell's dropdown holds (the `notification-panel` widget, shown by the shell's bell once
 * opened): the latest few notifications, newest first, and View all. Following one closes it.
 */
export function NotificationPanel({ onClose }: WidgetProps) {
  const t = useChatT();
  const latest = useLatestNotifications(true);
  const notifications = latest.data ?? [];
  return (
    <>
      {latest.isPending ? (
        <div aria-busy="true"><Skeleton height="2.5rem" /><Skeleton height="2.5rem" /></div>
      ) : notifications.length === 0 ? (
        <p className={styles.muted}>{t('No notifications yet.')}</p>
      ) : (
        <ul className={styles.list}>
          {notifications.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} onFollow={onClose} />
          ))}
        </ul>
      )}
      <Link to="/notifications" className={styles.viewAll} onClick={onClose}>{t('View all')}</Link>
    </>
  );
}
