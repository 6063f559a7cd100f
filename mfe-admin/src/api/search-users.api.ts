import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { ADMIN_PATHS, type AdminUserRow, type Page } from '@tutorium/shared/contracts';
import { adminKeys } from './admin-keys';

/** Users whose username or e-mail contains `q`, one page. */
export const searchUsers = (q: string, page: number): Promise<Page<AdminUserRow>> =>
  apiFetch<Page<AdminUserRow>>(ADMIN_PATHS.users, { query: { q: q || undefined, page } });

export const userSearchQuery = (q: string, page: number) =>
  queryOptions({ queryKey: adminKeys.userSearch(q, page), queryFn: () => searchUsers(q, page), retry: false, placeholderData: keepPreviousData });

export const useUserSearch = (q: string, page: number) => useQuery(userSearchQuery(q, page));
