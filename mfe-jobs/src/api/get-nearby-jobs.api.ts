import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { JOB_PATHS, SEARCH_RADIUS_KM, type NearbyJob } from '@tutorium/shared/contracts';
import { jobKeys } from './job-keys';

export interface Place {
  lat: number;
  lng: number;
}

/** Open jobs within SEARCH_RADIUS_KM of the place, nearest first (a plain array, at most 100). */
export const getNearbyJobs = ({ lat, lng }: Place, signal?: AbortSignal): Promise<NearbyJob[]> =>
  apiFetch<NearbyJob[]>(JOB_PATHS.nearby, { query: { lat, lng, radius_km: SEARCH_RADIUS_KM }, signal });

export const nearbyJobsQuery = (place: Place) =>
  queryOptions({ queryKey: [...jobKeys.all, 'nearby', place], queryFn: ({ signal }) => getNearbyJobs(place, signal) });

export const useNearbyJobs = (place: Place | null) =>
  useQuery({ ...nearbyJobsQuery(place ?? { lat: 0, lng: 0 }), enabled: place !== null });
