/**
 * Query keys of the server state every remote shares, one factory so invalidation can't miss a
 * spelling. What belongs to a user is keyed by their id: the page's one cache outlives a sign-out.
 */
export const sharedKeys = {
  currentUsers: () => ['current-user'] as const,
  currentUser: (userId: number | undefined) => [...sharedKeys.currentUsers(), userId] as const,
  pointsBalances: () => ['points-balance'] as const,
  pointsBalance: (userId: number | undefined) => [...sharedKeys.pointsBalances(), userId] as const,
  subjects: () => ['subjects'] as const,
};
