import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { GIG_PATHS, type Subject } from '@tutorium/shared/contracts';

/** Active subjects, for the job form's suggestions. */
export const getSubjects = (): Promise<Subject[]> => apiFetch<Subject[]>(GIG_PATHS.subjects);

// Same key as the gigs remote's: the page's one cache holds the list once.
export const subjectsQuery = () => queryOptions({ queryKey: ['subjects'], queryFn: getSubjects, staleTime: Infinity });

/** Spec section 8: a failed subject list only falls back to none (typing a subject still works). */
export const useSubjects = () => useQuery(subjectsQuery());
