import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { NOTIFICATION_PATHS, type Page, type UserNotification } from '@tutorium/shared/contracts';
import { DROPDOWN_SIZE, notificationKeys } from '@tutorium/shared/notifications';

/** One page of the caller's notifications, newest first. */
export const getNotifications = (page: number, pageSize?: number): Promise<Page<UserNotification>> =>
  apiFetch<Page<UserNotification>>(NOTIFICATION_PATHS.list, { query: { page, page_size: pageSize } });

/** The newest few, for the bell's dropdown. */
export const latestNotificationsQuery = () => queryOptions({
  queryKey: notificationKeys.latest(),
  queryFn: () => getNotifications(1, DROPDOWN_SIZE).then((page) => page.results),
});

export const useLatestNotifications = (enabled: boolean) => useQuery({ ...latestNotificationsQuery(), enabled });

export const notificationsPageQuery = (page: number) => queryOptions({
  queryKey: notificationKeys.page(page),
  queryFn: () => getNotifications(page),
  placeholderData: keepPreviousData,
});

export const useNotificationsPage = (page: number) => useQuery(notificationsPageQuery(page));
