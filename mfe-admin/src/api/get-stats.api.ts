import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { ADMIN_PATHS, type AdminStats } from '@tutorium/shared/contracts';
import { adminKeys } from './admin-keys';

/** Users by role, the last 30 days and the size of every queue. */
export const getStats = (): Promise<AdminStats> => apiFetch<AdminStats>(ADMIN_PATHS.stats);

export const statsQuery = () => queryOptions({ queryKey: adminKeys.stats(), queryFn: getStats, retry: false });

export const useStats = () => useQuery(statsQuery());
