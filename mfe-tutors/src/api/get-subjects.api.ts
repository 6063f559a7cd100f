import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { GIG_PATHS, type Subject } from '@tutorium/shared/contracts';
import { tutorKeys } from './tutor-keys';

/** GET /api/subjects/: the active subjects, for suggestions. */
export const getSubjects = (): Promise<Subject[]> => apiFetch<Subject[]>(GIG_PATHS.subjects);

// Subjects change rarely: keep them for the session. A failed list only means no suggestions (spec section 8).
export const subjectsQuery = () => queryOptions({ queryKey: tutorKeys.subjects(), queryFn: getSubjects, staleTime: Infinity });

export const useSubjects = () => useQuery(subjectsQuery());
