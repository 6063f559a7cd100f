import { useQueryClient } from '@tanstack/react-query';
import type { UserNotification } from '@tutorium/shared/contracts';
import { useRealtimeMessage } from '@tutorium/shared/realtime';
import { DROPDOWN_SIZE } from './get-notifications.api';
import { notificationKeys } from './notification-keys';

/** Puts each notification the socket pushes into the cached count and lists, without a reload. */
export function useLiveNotifications(): void {
  const client = useQueryClient();
  useRealtimeMessage('notification.new', ({ notification, unread_count }) => {
    client.setQueryData<number>(notificationKeys.unread(), unread_count);
    client.setQueryData<UserNotification[]>(notificationKeys.latest(), (latest) =>
      latest && [notification, ...latest.filter((known) => known.id !== notification.id)].slice(0, DROPDOWN_SIZE));
    void client.invalidateQueries({ queryKey: [...notificationKeys.all, 'page'] });
  });
}
