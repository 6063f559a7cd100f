import { useCallback } from 'react';
import { apiFetch } from '../api';
import { NOTIFICATION_PATHS, type MarkNotificationsReadResponse, type Page, type UserNotification } from '../contracts';
import { pageQueryClient, setPageQueryData, usePageQuery } from '../page-state';
import { useRealtimeMessage } from '../realtime';

// The notifications state the header's bell (the shell) and the chat remote's lists share, in the
// page's one query cache, so reading them anywhere shows at once in the other. The bell's count is
// page state: on a page without a remote it needs no TanStack Query (see usePageQuery).

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

/** The unread count, with or without the page's query client. */
export const useUnreadCount = () => usePageQuery(notificationKeys.unread(), getUnreadCount);

/** Marks every notification of the caller read. */
export const markAllRead = (): Promise<MarkNotificationsReadResponse> =>
  apiFetch<MarkNotificationsReadResponse>(NOTIFICATION_PATHS.markRead, { method: 'POST', body: {} });

const asRead = (notification: UserNotification): UserNotification => ({ ...notification, is_read: true });

/** Marks all read, showing it at once: the count drops to 0 before the server answers (spec section 4). */
export function useMarkAllRead(): () => void {
  return useCallback(() => {
    setPageQueryData<number>(notificationKeys.unread(), () => 0);
    pageQueryClient()?.setQueryData<UserNotification[]>(notificationKeys.latest(), (latest) => latest?.map(asRead));
    markAllRead()
      // One may have arrived meanwhile: the server's count is the truth.
      .then(({ unread_count }) => setPageQueryData<number>(notificationKeys.unread(), () => unread_count), () => undefined)
      .finally(() => void pageQueryClient()?.invalidateQueries({ queryKey: [...notificationKeys.all, 'page'], refetchType: 'none' }));
  }, []);
}

/** Puts each notification the socket pushes into the count and the cached lists, without a reload. */
export function useLiveNotifications(): void {
  useRealtimeMessage('notification.new', ({ notification, unread_count }) => {
    setPageQueryData<number>(notificationKeys.unread(), () => unread_count);
    const client = pageQueryClient();
    client?.setQueryData<UserNotification[]>(notificationKeys.latest(), (latest) =>
      latest && [notification, ...latest.filter((known) => known.id !== notification.id)].slice(0, DROPDOWN_SIZE));
    void client?.invalidateQueries({ queryKey: [...notificationKeys.all, 'page'] });
  });
}
