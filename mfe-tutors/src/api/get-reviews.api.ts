import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { TUTOR_PATHS, type ReviewList } from '@tutorium/shared/contracts';
import { tutorKeys } from './tutor-keys';

/** GET /api/reviews/{tutorId}/: the average and the newest reviews. */
export const getReviews = (tutorId: number): Promise<ReviewList> =>
  apiFetch<ReviewList>(TUTOR_PATHS.reviews(tutorId), { query: { page: 1, page_size: 50 } });

export const reviewsQuery = (tutorId: number) => queryOptions({ queryKey: tutorKeys.reviews(tutorId), queryFn: () => getReviews(tutorId) });

export const useReviews = (tutorId: number) => useQuery(reviewsQuery(tutorId));
