import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { NOTIFICATION_PATHS, type Notification } from '@tutorium/shared/contracts';
import { notificationKeys } from './notification-keys';

/** Marks every notification of the caller read. */
export const markAllRead = (): Promise<unknown> => apiFetch(NOTIFICATION_PATHS.markRead, { method: 'POST' });

const asRead = (notification: Notification): Notification => ({ ...notification, is_read: true });

/** Marks all read, showing it at once: the count drops to 0 before the server answers (spec section 4). */
export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markAllRead,
    onMutate: () => {
      client.setQueryData(notificationKeys.unread(), 0);
      client.setQueryData<Notification[]>(notificationKeys.latest(), (latest) => latest?.map(asRead));
    },
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all, refetchType: 'none' }),
  });
}
