import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../api';
import { AUTH_PATHS, type User } from '../contracts';
import { useSession } from '../session';
import { sharedKeys } from '../page-state';

/** GET users/me: the signed-in user as the server has it now (with is_premium and premium_expires, which the stored user may lack). */
export const getCurrentUser = (signal?: AbortSignal): Promise<User> => apiFetch<User>(AUTH_PATHS.me, { signal });

/** The current user's query, keyed by the signed-in user's id; a failure is shown at once (no retry). */
export const currentUserQuery = (userId: number | undefined) =>
  queryOptions({ queryKey: sharedKeys.currentUser(userId), queryFn: ({ signal }) => getCurrentUser(signal), retry: false });

/** The signed-in user from the server, shared by every remote (one cache entry per user). */
export function useCurrentUser(enabled = true) {
  const userId = useSession((state) => state.user?.id);
  return useQuery({ ...currentUserQuery(userId), enabled });
}

/** Says the user changed on the server (a profile save, a premium purchase): every remote reading it asks again. */
export const invalidateCurrentUser = (client: QueryClient): Promise<void> =>
  client.invalidateQueries({ queryKey: sharedKeys.currentUsers() });
