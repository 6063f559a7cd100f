import { useLiveNotifications } from '@tutorium/shared/notifications';
import { useSearchParams } from '@tutorium/shared/router';
import { Button, EmptyState, Skeleton } from '@tutorium/shared/ui';
import { useNotificationsPage } from '../../api/get-notifications.api';
import { useChatT } from '../../common/chat-t';
import { NotificationItem } from './notification-item';
import styles from './notifications.module.css';

/** /notifications: every notification of the user, newest first, a page at a time (the page lives in the URL). */
export default function NotificationsPage() {
  const t = useChatT();
  useLiveNotifications();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const notifications = useNotificationsPage(page);
  const goTo = (next: number) => setParams(next === 1 ? {} : { page: String(next) });

  // Spec section 8: notifications that fail to load fall back to an empty list.
  const results = notifications.data?.results ?? [];
  return (
    <section className={styles.page} aria-labelledby="notifications-title">
      <h1 id="notifications-title">{t('Notifications')}</h1>
      {notifications.isPending ? (
        <div aria-busy="true"><Skeleton height="3rem" /><Skeleton height="3rem" /><Skeleton height="3rem" /></div>
      ) : results.length === 0 ? (
        <EmptyState title={t('No notifications yet.')} />
      ) : (
        <ul className={styles.list}>
          {results.map((notification) => <NotificationItem key={notification.id} notification={notification} />)}
        </ul>
      )}
      {(page > 1 || notifications.data?.next) && (
        <nav className={styles.pager} aria-label={t('Pages')}>
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => goTo(page - 1)}>{t('Previous')}</Button>
          <span>{t('Page {{page}}', { page })}</span>
          <Button variant="secondary" size="sm" disabled={!notifications.data?.next} onClick={() => goTo(page + 1)}>{t('Next')}</Button>
        </nav>
      )}
    </section>
  );
}
