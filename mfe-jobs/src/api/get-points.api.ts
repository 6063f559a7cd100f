import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { GIG_PATHS, type PointsBalance } from '@tutorium/shared/contracts';
import { useSession } from '@tutorium/shared/session';
import { jobKeys } from './job-keys';

/** The caller's points balance; a failed fetch counts as 0 (spec section 8). */
export const getPoints = () => apiFetch<PointsBalance>(GIG_PATHS.points).then((reply) => reply.balance, () => 0);

export const pointsQuery = (version: number) => queryOptions({ queryKey: [...jobKeys.points(), version], queryFn: getPoints, staleTime: 0 });

/** The balance, refetched whenever the session says it changed. */
export const usePoints = (enabled = true) => {
  const version = useSession((state) => state.pointsVersion);
  return useQuery({ ...pointsQuery(version), enabled });
};
