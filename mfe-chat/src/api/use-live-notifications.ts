import { useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_DROPDOWN_SIZE, type Notification } from '@tutorium/shared/contracts';
import { useRealtimeMessage } from '@tutorium/shared/realtime';
import { notificationKeys } from './notification-keys';

/** Puts each notification the socket pushes into the cached count and lists, without a reload. */
export function useLiveNotifications(): void {
  const client = useQueryClient();
  useRealtimeMessage('notification', ({ notification }) => {
    if (!notification.is_read) client.setQueryData<number>(notificationKeys.unread(), (count) => (count ?? 0) + 1);
    client.setQueryData<Notification[]>(notificationKeys.latest(), (latest) =>
      latest && [notification, ...latest.filter((known) => known.id !== notification.id)].slice(0, NOTIFICATION_DROPDOWN_SIZE));
    void client.invalidateQueries({ queryKey: [...notificationKeys.all, 'page'] });
  });
}
