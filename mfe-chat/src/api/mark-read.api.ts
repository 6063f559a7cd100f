import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { NOTIFICATION_PATHS, type MarkNotificationsReadResponse, type UserNotification } from '@tutorium/shared/contracts';
import { notificationKeys } from './notification-keys';

/** Marks every notification of the caller read. */
export const markAllRead = (): Promise<MarkNotificationsReadResponse> =>
  apiFetch<MarkNotificationsReadResponse>(NOTIFICATION_PATHS.markRead, { method: 'POST', body: {} });

const asRead = (notification: UserNotification): UserNotification => ({ ...notification, is_read: true });

/** Marks all read, showing it at once: the count drops to 0 before the server answers (spec section 4). */
export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markAllRead,
    onMutate: () => {
      client.setQueryData(notificationKeys.unread(), 0);
      client.setQueryData<UserNotification[]>(notificationKeys.latest(), (latest) => latest?.map(asRead));
    },
    // One may have arrived meanwhile: the server's count is the truth.
    onSuccess: ({ unread_count }) => client.setQueryData(notificationKeys.unread(), unread_count),
    onSettled: () => client.invalidateQueries({ queryKey: [...notificationKeys.all, 'page'], refetchType: 'none' }),
  });
}
