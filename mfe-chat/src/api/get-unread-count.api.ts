import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { NOTIFICATION_PATHS, type UserNotification, type Page } from '@tutorium/shared/contracts';
import { notificationKeys } from './notification-keys';

/** How many of the caller's notifications are unread (the paged reply's count; one row is enough). */
export const getUnreadCount = (): Promise<number> =>
  apiFetch<Page<UserNotification>>(NOTIFICATION_PATHS.unread, { query: { page: 1, page_size: 1 } }).then((page) => page.count);

export const unreadCountQuery = () => queryOptions({ queryKey: notificationKeys.unread(), queryFn: getUnreadCount });

export const useUnreadCount = () => useQuery(unreadCountQuery());
