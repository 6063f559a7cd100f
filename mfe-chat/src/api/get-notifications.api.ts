import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { NOTIFICATION_DROPDOWN_SIZE, NOTIFICATION_PATHS, type Notification, type Page } from '@tutorium/shared/contracts';
import { notificationKeys } from './notification-keys';

/** One page of the caller's notifications, newest first. */
export const getNotifications = (page: number, pageSize?: number): Promise<Page<Notification>> =>
  apiFetch<Page<Notification>>(NOTIFICATION_PATHS.list, { query: { page, page_size: pageSize } });

/** The newest few, for the bell's dropdown. */
export const latestNotificationsQuery = () => queryOptions({
  queryKey: notificationKeys.latest(),
  queryFn: () => getNotifications(1, NOTIFICATION_DROPDOWN_SIZE).then((page) => page.results),
});

export const useLatestNotifications = (enabled: boolean) => useQuery({ ...latestNotificationsQuery(), enabled });

export const notificationsPageQuery = (page: number) => queryOptions({
  queryKey: notificationKeys.page(page),
  queryFn: () => getNotifications(page),
  placeholderData: keepPreviousData,
});

export const useNotificationsPage = (page: number) => useQuery(notificationsPageQuery(page));
