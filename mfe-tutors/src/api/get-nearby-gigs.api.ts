import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { NEARBY_GIGS_PATH, SEARCH_RADIUS_KM, type NearbyGig } from '@tutorium/shared/contracts';
import { tutorKeys } from './tutor-keys';

/** GET /api/gigs/near/: active gigs within 20 km of the point, nearest first. */
export const getNearbyGigs = (lat: number, lng: number, signal?: AbortSignal): Promise<NearbyGig[]> =>
  apiFetch<NearbyGig[]>(NEARBY_GIGS_PATH, { query: { lat, lng, radius_km: SEARCH_RADIUS_KM }, signal });

export const nearbyGigsQuery = (lat: number, lng: number) =>
  queryOptions({ queryKey: tutorKeys.gigsNear(lat, lng), queryFn: ({ signal }) => getNearbyGigs(lat, lng, signal) });

/** The gigs around `point`; nothing runs until there is one. */
export const useNearbyGigs = (point: { lat: number; lng: number } | null) =>
  useQuery({ ...nearbyGigsQuery(point?.lat ?? 0, point?.lng ?? 0), enabled: point !== null });
