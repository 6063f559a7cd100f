import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { TUTOR_PAGE_SIZE, TUTOR_PATHS, type Page, type TutorCard, type TutorListQuery } from '@tutorium/shared/contracts';
import { tutorKeys } from './tutor-keys';

export type TutorFilters = Omit<TutorListQuery, 'page' | 'page_size'>;

/** GET /api/tutors/: one page of the list, premium tutors first. */
export const getTutors = (filters: TutorFilters, page: number, signal?: AbortSignal): Promise<Page<TutorCard>> =>
  apiFetch<Page<TutorCard>>(TUTOR_PATHS.tutors, { query: { ...filters, page, page_size: TUTOR_PAGE_SIZE }, signal });

/** Pages of TUTOR_PAGE_SIZE; another page is offered only while the last one was full (spec section 9). */
export const tutorsQuery = (filters: TutorFilters) =>
  infiniteQueryOptions({
    queryKey: tutorKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getTutors(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, page) => (last.results.length === TUTOR_PAGE_SIZE ? page + 1 : undefined),
    retry: false,
  });

export const useTutors = (filters: TutorFilters) => useInfiniteQuery(tutorsQuery(filters));
