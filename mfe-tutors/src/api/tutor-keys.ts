import type { TutorListQuery, TutorSearchRequest } from '@tutorium/shared/contracts';

/** Query keys of the tutors domain, one factory so invalidation can't miss a spelling. */
export const tutorKeys = {
  all: ['tutors'] as const,
  lists: () => [...tutorKeys.all, 'list'] as const,
  list: (filters: Omit<TutorListQuery, 'page' | 'page_size'>) => [...tutorKeys.lists(), filters] as const,
  search: (request: TutorSearchRequest) => [...tutorKeys.all, 'search', request] as const,
  detail: (id: number) => [...tutorKeys.all, 'detail', id] as const,
  reviews: (id: number) => [...tutorKeys.all, 'reviews', id] as const,
  favorites: (studentId: number) => ['favorites', studentId] as const,
  gigsNear: (lat: number, lng: number) => ['gigs', 'near', lat, lng] as const,
};
