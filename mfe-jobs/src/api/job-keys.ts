import type { JobListType } from '@tutorium/shared/contracts';

/** Query keys of the jobs domain, one factory so invalidation can't miss a spelling. */
export const jobKeys = {
  all: ['jobs'] as const,
  list: (filters: { q: string; type: JobListType | null }) => [...jobKeys.all, 'list', filters] as const,
  mine: () => [...jobKeys.all, 'mine'] as const,
  matched: () => [...jobKeys.all, 'matched'] as const,
  detail: (id: number) => [...jobKeys.all, 'detail', id] as const,
  unlockStatus: (id: number) => [...jobKeys.all, 'unlock-status', id] as const,
  applicants: (id: number) => [...jobKeys.all, 'applicants', id] as const,
};
