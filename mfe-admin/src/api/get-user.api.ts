import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { ADMIN_PATHS, type AdminUserDetail } from '@tutorium/shared/contracts';
import { adminKeys } from './admin-keys';

/** Everything about one account: profile, points, payments, unlocks, jobs, gigs, reports, verification. */
export const getUser = (id: number): Promise<AdminUserDetail> => apiFetch<AdminUserDetail>(ADMIN_PATHS.user(id));

export const userQuery = (id: number) => queryOptions({ queryKey: adminKeys.user(id), queryFn: () => getUser(id), retry: false });

export const useUser = (id: number) => useQuery(userQuery(id));
