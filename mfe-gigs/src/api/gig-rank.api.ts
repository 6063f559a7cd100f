import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { GIG_PATHS, type PredictedRank, type RankInfo } from '@tutorium/shared/contracts';
import { gigKeys } from './gig-keys';

export const getGigRank = (id: number): Promise<RankInfo> => apiFetch<RankInfo>(GIG_PATHS.rank(id));

/** The gig's current rank in its subject; only asked for active gigs. */
export const gigRankQuery = (id: number) => queryOptions({ queryKey: gigKeys.rank(id), queryFn: () => getGigRank(id), retry: false });

export const useGigRank = (id: number, enabled: boolean) => useQuery({ ...gigRankQuery(id), enabled });

/** Where the gig would rank with `points` more boost points (asked on demand, never cached). */
export const getPredictedRank = (id: number, points: number): Promise<PredictedRank> =>
  apiFetch<PredictedRank>(GIG_PATHS.predictedRank(id), { query: { points } });
