import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { TUTOR_PATHS, type Review, type ReviewRequest } from '@tutorium/shared/contracts';
import { tutorKeys } from './tutor-keys';

/** POST /api/reviews/{tutorId}/: leaves the caller's review, or edits it when there is one. */
export const saveReview = (tutorId: number, review: ReviewRequest): Promise<Review> =>
  apiFetch<Review>(TUTOR_PATHS.reviews(tutorId), { method: 'POST', body: review });

/** Saves, then refreshes the reviews and the tutor's average wherever it shows. */
export function useSaveReview(tutorId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (review: ReviewRequest) => saveReview(tutorId, review),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: tutorKeys.reviews(tutorId) }),
        client.invalidateQueries({ queryKey: tutorKeys.detail(tutorId) }),
        client.invalidateQueries({ queryKey: tutorKeys.lists() }),
      ]),
  });
}
