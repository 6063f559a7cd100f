import { apiFetch } from '../api';
import { GIG_PATHS, type PointsBalance } from '../contracts';
import { useSession } from '../session';
import { usePageQuery } from './page-query';
import { sharedKeys } from './shared-keys';

/** GET /api/points/: the signed-in user's points balance. */
export const getPointsBalance = (signal?: AbortSignal): Promise<PointsBalance> => apiFetch<PointsBalance>(GIG_PATHS.points, { signal });

/**
 * The signed-in user's balance as the header shows it on every page: the same cache entry as every
 * remote's (usePointsBalance) once the page has a query client; asked only while signed in.
 */
export function usePagePointsBalance() {
  const userId = useSession((state) => state.user?.id);
  const signedIn = useSession((state) => state.token !== null);
  return usePageQuery(sharedKeys.pointsBalance(userId), getPointsBalance, signedIn);
}
