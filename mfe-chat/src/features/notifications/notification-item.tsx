import type { UserNotification } from '@tutorium/shared/contracts';
import { useLanguage } from '@tutorium/shared/i18n';
import { Link } from '@tutorium/shared/router';
import { useChatT } from '../../common/chat-t';
import { formatDateTime } from '../../common/format-time';
import { notificationLink, notificationText } from '../../common/notification-text';
import styles from './notifications.module.css';

/** One notification, in the reader's language, leading to what it is about (the bell's list and /notifications). */
export function NotificationItem({ notification, onFollow }: { notification: UserNotification; onFollow?: () => void }) {
  const t = useChatT();
  const { language } = useLanguage();
  const text = notificationText(t, notification);
  const link = notificationLink(notification);
  return (
    <li className={notification.is_read ? styles.item : `${styles.item} ${styles.itemUnread}`}>
      <p>{link ? <Link to={link} onClick={onFollow}>{text}</Link> : text}</p>
      <time dateTime={notification.created_at}>{formatDateTime(notification.created_at, language)}</time>
    </li>
  );
}
