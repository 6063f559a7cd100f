import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { TUTOR_PATHS, type TutorProfile } from '@tutorium/shared/contracts';
import { authKeys } from './auth-keys';

/** A tutor's rating as students see it on their public profile. */
export type OwnRating = Pick<TutorProfile, 'average_rating' | 'reviews_count'>;

export const getOwnRating = (tutorId: number): Promise<OwnRating> =>
  apiFetch<TutorProfile>(TUTOR_PATHS.tutor(tutorId)).then(({ average_rating, reviews_count }) => ({ average_rating, reviews_count }));

/** The signed-in tutor's own rating, for their /profile (nothing for a student). */
export const useOwnRating = (tutorId: number, isTutor: boolean) =>
  useQuery({ queryKey: authKeys.ownRating(tutorId), queryFn: () => getOwnRating(tutorId), enabled: isTutor, retry: false });
