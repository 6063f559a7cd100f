/** Query keys of notifications, one factory so invalidation can't miss a spelling. */
export const notificationKeys = {
  all: ['notifications'] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
  latest: () => [...notificationKeys.all, 'latest'] as const,
  page: (page: number) => [...notificationKeys.all, 'page', page] as const,
};
