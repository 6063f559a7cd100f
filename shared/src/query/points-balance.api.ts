import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { getPointsBalance, sharedKeys } from '../page-state';
import { useSession } from '../session';

export { getPointsBalance };

/** The balance's query, keyed by the signed-in user's id; a failure is shown at once (no retry). */
export const pointsBalanceQuery = (userId: number | undefined) =>
  queryOptions({ queryKey: sharedKeys.pointsBalance(userId), queryFn: ({ signal }) => getPointsBalance(signal), retry: false });

/** The signed-in user's balance, one cache entry for the header and every remote; asked only while signed in. */
export function usePointsBalance() {
  const userId = useSession((state) => state.user?.id);
  const signedIn = useSession((state) => state.token !== null);
  return useQuery({ ...pointsBalanceQuery(userId), enabled: signedIn });
}

/**
 * Says the balance changed: call it after any spend or credit succeeds. Every balance on the page
 * (the shell's header included: the page has one query client) asks the server again.
 */
export const invalidatePointsBalance = (client: QueryClient): Promise<void> =>
  client.invalidateQueries({ queryKey: sharedKeys.pointsBalances() });
