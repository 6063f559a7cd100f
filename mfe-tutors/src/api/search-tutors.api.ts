import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { TUTOR_PATHS, type Page, type TutorCard, type TutorSearchRequest } from '@tutorium/shared/contracts';
import { tutorKeys } from './tutor-keys';

/** POST /api/tutors/search/: tutors of a subject, near the place when one is given (nearest first). */
export const searchTutors = (request: TutorSearchRequest): Promise<Page<TutorCard>> =>
  apiFetch<Page<TutorCard>>(TUTOR_PATHS.search, { method: 'POST', body: request });

export const searchTutorsQuery = (request: TutorSearchRequest) =>
  queryOptions({ queryKey: tutorKeys.search(request), queryFn: () => searchTutors(request), retry: false });

/** The home search's results; null runs nothing (no search submitted yet). */
export const useTutorSearch = (request: TutorSearchRequest | null) =>
  useQuery({ ...searchTutorsQuery(request ?? { subject: '' }), enabled: request !== null });
