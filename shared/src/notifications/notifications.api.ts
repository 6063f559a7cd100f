import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../api';
import { NOTIFICATION_PATHS, type MarkNotificationsReadResponse, type Page, type UserNotification } from '../contracts';
import { useRealtimeMessage } from '../realtime';

// The notifications state the header's bell (the shell) and the chat remote's lists share, in the
// page's one query cache, so reading them anywhere shows at once in the other.

/** Query keys of notifications, one factory so invalidation can't miss a spelling. */
export const notificationKeys = {
  all: ['notifications'] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
  latest: () => [...notificationKeys.all, 'latest'] as const,
  page: (page: number) => [...notificationKeys.all, 'page', page] as const,
};

/** How many notifications the bell's dropdown shows; View all leads to the rest. */
export const DROPDOWN_SIZE = 5;

/** How many of the caller's notifications are unread (the paged reply's count; one row is enough). */
export const getUnreadCount = (): Promise<number> =>
  apiFetch<Page<UserNotification>>(NOTIFICATION_PATHS.unread, { query: { page: 1, page_size: 1 } }).then((page) => page.count);

export const unreadCountQuery = () => queryOptions({ queryKey: notificationKeys.unread(), queryFn: getUnreadCount });

export const useUnreadCount = () => useQuery(unreadCountQuery());

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
