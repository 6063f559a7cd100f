import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@tutorium/shared/api';
import { GIG_PATHS, type Subject } from '@tutorium/shared/contracts';
import { gigKeys } from './gig-keys';

/** Active subjects, for the Post Gig form's suggestions. */
export const getSubjects = (): Promise<Subject[]> => apiFetch<Subject[]>(GIG_PATHS.subjects);

// Subjects change rarely: keep them for the session.
export const subjectsQuery = () => queryOptions({ queryKey: gigKeys.subjects(), queryFn: getSubjects, staleTime: Infinity });

/** Spec section 8: a failed subject list only falls back to none (typing a subject still works). */
export const useSubjects = () => useQuery(subjectsQuery());
