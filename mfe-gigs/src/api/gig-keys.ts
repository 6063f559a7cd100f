/** Query keys of the gigs domain, one factory so invalidation can't miss a spelling. */
export const gigKeys = {
  all: ['gigs'] as const,
  mine: () => [...gigKeys.all, 'mine'] as const,
  summary: () => [...gigKeys.all, 'summary'] as const,
  detail: (id: number) => [...gigKeys.all, 'detail', id] as const,
  rank: (id: number) => [...gigKeys.all, 'rank', id] as const,
};
