import type { QueryClient } from '@tanstack/react-query';
import { sharedKeys } from '../query';

/**
 * Puts a points balance for `userId` in the test's query client; `invalidated()` then says whether a
 * spend or purchase has since marked it stale (invalidatePointsBalance), so every balance shown asks again.
 */
export function cachedPointsBalance(client: QueryClient, userId: number, balance = 5) {
  client.setQueryData(sharedKeys.pointsBalance(userId), { id: userId, balance });
  return { invalidated: () => client.getQueryState(sharedKeys.pointsBalance(userId))?.isInvalidated === true };
}
