import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api';
import { GIG_PATHS, type Subject } from '../contracts';
import { sharedKeys } from '../page-state';

/** GET /api/subjects/: the active subjects, for suggestions. */
export const getSubjects = (): Promise<Subject[]> => apiFetch<Subject[]>(GIG_PATHS.subjects);

// Subjects change rarely: keep them for the session.
export const subjectsQuery = () => queryOptions({ queryKey: sharedKeys.subjects(), queryFn: getSubjects, staleTime: Infinity });

/** The active subjects, fetched once per page. Spec section 8: a failed list only means no suggestions (typing a subject still works). */
export const useSubjects = () => useQuery(subjectsQuery());
